import Foundation

/// Returns a custom group's item frames; the environment's container is the group itself.
public typealias CollectionLayoutGroupCustomItemProvider = (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

/// Items (or groups) arranged along an axis, or at frames a provider returns. Groups nest: a
/// group is a `CollectionLayoutSubitem` like an item.
public struct CollectionLayoutGroup: CollectionLayoutSubitem {
    /// How a group turns its subitems into slots.
    enum Arrangement {
        /// The subitems at their own sizes, the list repeating while the next one still fits.
        case filling(LayoutAxis, [any CollectionLayoutSubitem])
        /// Exactly `count` copies, resized along the axis so they fill the group.
        case fitting(LayoutAxis, any CollectionLayoutSubitem, count: Int)
        /// Exactly `count` copies at their own size; fitting them is the caller's job.
        case repeating(LayoutAxis, any CollectionLayoutSubitem, count: Int)
        /// Frames from a provider.
        case custom(CollectionLayoutGroupCustomItemProvider)
    }

    /// The group's size. Fractions are of the container it sits in (the section's content, or an
    /// enclosing group); the subitems' fractions are of this size.
    public let layoutSize: CollectionLayoutSize
    /// Shrinks the subitems' area inside the group, in cells; the group keeps its size. Ignored on an
    /// estimated axis. Zero by default.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space outside the group when it is a subitem of another group; nil (none) by default.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Supplementaries anchored to the group's frame; each takes the index path of the group's first
    /// item.
    public var supplementaryItems: [CollectionLayoutSupplementaryItem] = []
    /// Space between consecutive subitems along the group's axis.
    public var interItemSpacing: CollectionLayoutSpacing?
    let arrangement: Arrangement

    init(layoutSize: CollectionLayoutSize, arrangement: Arrangement) {
        self.layoutSize = layoutSize
        self.arrangement = arrangement
    }

    /// The subitems as given (for a custom group, none).
    public var subitems: [any CollectionLayoutSubitem] {
        switch arrangement {
        case .filling(_, let subitems): subitems
        case .fitting(_, let subitem, _), .repeating(_, let subitem, _): [subitem]
        case .custom: []
        }
    }

    /// Subitems side by side, at their own widths; the list repeats while the next one fits.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutSubitem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .filling(.horizontal, subitems))
    }

    /// Subitems stacked, at their own heights; the list repeats while the next one fits.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutSubitem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .filling(.vertical, subitems))
    }

    /// Exactly `count` equal items side by side; the item's width is overridden so they fill the
    /// group, shrinking to make room for `interItemSpacing`.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: any CollectionLayoutSubitem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .fitting(.horizontal, subitem, count: count))
    }

    /// Exactly `count` equal items stacked; the item's height is overridden so they fill the group.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: any CollectionLayoutSubitem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .fitting(.vertical, subitem, count: count))
    }

    /// The subitem `count` times side by side at its own width.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: any CollectionLayoutSubitem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .repeating(.horizontal, subitem, count: count))
    }

    /// The subitem `count` times stacked at its own height.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: any CollectionLayoutSubitem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .repeating(.vertical, subitem, count: count))
    }

    /// The subitem side by side at its own width, as many times as fit the group (Apple's iOS 16
    /// `horizontal(layoutSize:repeatingSubitem:count:)` with the count left out).
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: any CollectionLayoutSubitem) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .filling(.horizontal, [subitem]))
    }

    /// The subitem stacked at its own height, as many times as fit the group (the count left out).
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: any CollectionLayoutSubitem) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .filling(.vertical, [subitem]))
    }

    /// Items at the frames the provider returns, relative to the group.
    public static func custom(layoutSize: CollectionLayoutSize, itemProvider: @escaping CollectionLayoutGroupCustomItemProvider) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider))
    }
}
