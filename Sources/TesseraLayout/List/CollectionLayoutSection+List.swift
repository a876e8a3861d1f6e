import Foundation

extension CollectionLayoutSection {
    /// A list section: one full-width row per item (`rowHeight` tall, 1 row by default), the
    /// appearance's padding and side insets, a header and footer row when their modes are
    /// `.supplementary`, and separators over the rows' last lines. Pass the environment the
    /// section provider received.
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let metrics = ListAppearanceMetrics(configuration.appearance)
        let rowSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: configuration.rowHeight)
        let row = CollectionLayoutItem(layoutSize: rowSize)
        var section = CollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [row]))
        let side = CGFloat(metrics.sideInset)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        section.paddingBeforeBoundary = configuration.headerTopPadding ?? CGFloat(metrics.topPadding)

        let oneRow = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
        if configuration.headerMode == .supplementary {
            var header = CollectionLayoutBoundarySupplementaryItem(layoutSize: oneRow, elementKind: CollectionLayoutElementKind.sectionHeader,
                                                                   alignment: .top)
            if metrics.pinsHeaders {
                header.pinToVisibleBounds = true
                header.zIndex = 2
            }
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(layoutSize: oneRow, elementKind: CollectionLayoutElementKind.sectionFooter, alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }
}
