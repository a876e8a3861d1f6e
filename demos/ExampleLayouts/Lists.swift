import Foundation
import TesseraLayout

/// Lists → Simple List, Reorderable List, List Appearances, List with Custom Cells; and
/// Cell Configurations → Custom Configurations.
extension ExampleLayouts {
    public static let simpleListItemCount = 94
    /// List Appearances: sections, each a parent row and its children.
    public static let appearanceSectionCount = 5
    public static let appearanceItemsPerSection = 4

    /// Simple List: an inset-grouped list.
    public static func simpleList() -> CollectionViewCompositionalLayout {
        .list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
    }

    /// Reorderable List: an inset-grouped list, one section per emoji category.
    public static func reorderableList() -> CollectionViewCompositionalLayout {
        .list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
    }

    /// The appearances List Appearances cycles through, in order.
    public static let appearanceCycle: [CollectionLayoutListConfiguration.Appearance] = [
        .plain, .sidebarPlain, .sidebar, .grouped, .insetGrouped,
    ]

    /// List Appearances: each section's first item is its header (it collapses and expands).
    public static func listAppearances(_ appearance: CollectionLayoutListConfiguration.Appearance) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            var configuration = CollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .firstItemInSection
            return .list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// List with Custom Cells: a plain list of self-sizing rows (a title over a description,
    /// so two rows each), whose separators start where the text does, past a two-column glyph
    /// and its padding (UIKit lines them up with the text layout guide).
    public static func customCellList() -> CollectionViewCompositionalLayout {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.rowHeight = .estimated(2)
        configuration.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
        return .list(using: configuration)
    }

    /// Custom Configurations: symbol tiles of estimated size (5×3), as many per row as fit,
    /// the room left shared between them.
    public static func customConfigurations() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.estimated(5), .estimated(3)))
        var group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(3)), subitems: [item])
        group.interItemSpacing = .flexible(1)
        var section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        return CollectionViewCompositionalLayout(section: section)
    }
}
