import Foundation

/// A group description expanded into the concrete slots one instance of it holds. How often a
/// filling group's subitems repeat is decided once, from estimated sizes, so every instance of
/// the group holds the same number of items and item `i` of a section is always leaf
/// `i % leafCount` of group `i / leafCount`.
struct PlannedGroup {
    let group: CollectionLayoutGroup
    let children: [PlannedNode]
    /// Items in one instance of the group, nested groups included.
    let leafCount: Int
}

/// One slot of a planned group.
enum PlannedNode {
    case item(any CollectionLayoutSubitem)
    case group(PlannedGroup)
    /// A custom group's item: a fixed frame relative to the group's content.
    case customItem(CollectionLayoutGroupCustomItem)

    var leafCount: Int {
        switch self {
        case .item, .customItem: 1
        case .group(let planned): planned.leafCount
        }
    }

    var layoutSize: CollectionLayoutSize? {
        switch self {
        case .item(let item): item.layoutSize
        case .group(let planned): planned.group.layoutSize
        case .customItem: nil
        }
    }
}
