import Foundation
import TesseraLayout

/// Compositional Layout → Advanced Layouts → Supplementary Views, and Section Background
/// Decoration.
extension ExampleLayouts {
    public static let badgeItemCount = 100
    /// Headers/Footers, Pinned Headers and Section Background: sections, and rows in each.
    public static let listSectionCount = 5
    public static let listItemsPerSection = 5

    /// Item Badges: four tiles per row, each with a 3×1 badge at its top-trailing corner,
    /// pushed 30% of its own size out past the trailing edge (and 30% up, which rounds to the
    /// tile's top row at one row tall).
    /// Wider than ``designedWidth``, more tiles of the same size share a row.
    public static func itemBadges() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            let columns = columns(4, forWidth: environment.container.effectiveContentSize.width)
            let badgeAnchor = CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
            let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(3), .absolute(1)), elementKind: badgeElementKind,
                                                          containerAnchor: badgeAnchor)
            var item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)),
                                            supplementaryItems: [badge])
            item.contentInsets = tileGutter
            // Apple's row is a fifth of the width for four tiles: 0.8 of a tile's width.
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.8 / CGFloat(columns))),
                                                         subitems: [item])
            var section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
            return section
        }
    }

    /// Section Headers/Footers: rows of one line, each section with an estimated one-row
    /// header and footer.
    public static func sectionHeadersFooters() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(section: headerFooterSection(pinned: false))
    }

    /// Pinned Section Headers: the same, with each header pinned above its section's rows
    /// while they scroll under it (zIndex 2 keeps it over them). Footers scroll.
    public static func pinnedSectionHeaders() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(section: headerFooterSection(pinned: true))
    }

    private static func headerFooterSection(pinned: Bool) -> CollectionLayoutSection {
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [fillingItem])
        var section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let headerFooterSize = size(.fractionalWidth(1), .estimated(1))
        var header = CollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize,
                                                               elementKind: CollectionLayoutElementKind.sectionHeader, alignment: .top)
        if pinned {
            header.pinToVisibleBounds = true
            header.zIndex = 2
        }
        let footer = CollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize,
                                                               elementKind: CollectionLayoutElementKind.sectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return section
    }

    /// Section Background Decoration: rows of one line on a background that reaches a column
    /// past them on each side. The extra row below keeps consecutive backgrounds apart.
    public static func sectionBackgroundDecoration() -> CollectionViewCompositionalLayout {
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [fillingItem])
        var section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 2, trailing: 2)
        var background = CollectionLayoutDecorationItem.background(elementKind: sectionBackgroundElementKind)
        background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
        section.decorationItems = [background]
        return CollectionViewCompositionalLayout(section: section)
    }
}
