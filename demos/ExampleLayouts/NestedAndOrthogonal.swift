import Foundation
import TesseraLayout

/// Compositional Layout → Advanced Layouts → Nested Groups and Orthogonal Sections.
extension ExampleLayouts {
    public static let nestedGroupsItemCount = 100
    public static let orthogonalSectionCount = 5
    public static let orthogonalItemsPerSection = 30
    public static let behaviorItemsPerSection = 18

    /// The block Nested Groups repeats: a leading tile 70% wide beside a vertical pair 30% wide,
    /// `width` of the section wide and about 40% of the container (`containerHeight` rows) tall.
    /// Apple's sample says `.fractionalHeight(0.4)`; in whole rows that splits the pair unevenly
    /// whenever it comes out odd (9 rows: tiles of 5 and 4), so the block is 40% rounded up to
    /// an even count of rows.
    static func nestedBlock(width: CGFloat, containerHeight: CGFloat) -> CollectionLayoutGroup {
        var leadingItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leadingItem.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        var trailingItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
        trailingItem.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let trailingGroup = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                           subitem: trailingItem, count: 2)
        return CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(width), .absolute(nestedBlockHeight(containerHeight))),
                                                subitems: [leadingItem, trailingGroup])
    }

    /// 40% of `containerHeight`, rounded up to an even number of rows (at least 2), so the
    /// vertical pair's two tiles are the same height (up: at 80×24 that gives each a framed
    /// row for its label).
    public static func nestedBlockHeight(_ containerHeight: CGFloat) -> CGFloat {
        max(2, (containerHeight * 0.4 / 2).rounded(.up) * 2)
    }

    /// Nested Groups: the nested block, repeated down the page.
    public static func nestedGroups() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(sectionProvider: { _, environment in
            CollectionLayoutSection(group: nestedBlock(width: 1, containerHeight: environment.container.effectiveContentSize.height))
        })
    }

    /// Orthogonal Sections: every section a row of nested blocks 85% wide, scrolling sideways.
    public static func orthogonalSections() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(sectionProvider: { _, environment in
            var section = CollectionLayoutSection(group: nestedBlock(width: 0.85, containerHeight: environment.container.effectiveContentSize.height))
            section.orthogonalScrollingBehavior = .continuous
            return section
        })
    }

    /// Orthogonal Section Behaviors: the behaviour of section `i`.
    public static let behaviors: [CollectionLayoutSectionOrthogonalScrollingBehavior] = [
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered, .none,
    ]

    /// Orthogonal Section Behaviors: one section per behaviour, each headed by a one-row title;
    /// blocks 85% wide (the whole width for `.none`), a row between sections.
    public static func orthogonalSectionBehaviors() -> CollectionViewCompositionalLayout {
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 1
        return CollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
            guard behaviors.indices.contains(sectionIndex) else { return nil }
            let behavior = behaviors[sectionIndex]
            var section = CollectionLayoutSection(group: nestedBlock(width: behavior == .none ? 1 : 0.85,
                                                                     containerHeight: environment.container.effectiveContentSize.height))
            section.orthogonalScrollingBehavior = behavior
            section.boundarySupplementaryItems = [
                CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(1)),
                                                          elementKind: behaviorHeaderElementKind, alignment: .top),
            ]
            return section
        }, configuration: configuration)
    }
}
