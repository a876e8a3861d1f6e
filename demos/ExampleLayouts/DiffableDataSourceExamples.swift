import Foundation
import TesseraLayout

/// Diffable Data Source → Mountains Search, Settings: Wi-Fi, Insertion Sort Visualization,
/// UITableView: Editing.
extension ExampleLayouts {
    /// Mountains Search: 3 columns when the content is wider than this many cells, else 2.
    public static let mountainsThreeColumnWidth: CGFloat = 120

    /// Mountains Search: names in 2 columns (3 when wider than 120 cells), one row each,
    /// 2 columns apart.
    public static func mountains() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > mountainsThreeColumnWidth ? 3 : 2
            var group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitem: fillingItem, count: columns)
            group.interItemSpacing = .fixed(2)
            var section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            return section
        }
    }

    /// Settings: Wi-Fi: an inset-grouped list (a "config" section and a "networks" section),
    /// each section with a header.
    public static func wifiSettings() -> CollectionViewCompositionalLayout {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        return .list(using: configuration)
    }

    /// Insertion Sort: cells 2 columns by 1 row; how many fit a container.
    public static func insertionSortGrid(containerSize: CellSize) -> (rows: Int, columns: Int) {
        (rows: max(1, containerSize.height), columns: max(1, containerSize.width / 2))
    }

    /// Insertion Sort Visualization: each section one row of equal cells, as many as fit.
    public static func insertionSort() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            let container = environment.container.effectiveContentSize
            let columns = insertionSortGrid(containerSize: CellSize(width: Int(container.width), height: Int(container.height))).columns
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitem: fillingItem, count: columns)
            return CollectionLayoutSection(group: group)
        }
    }
}
