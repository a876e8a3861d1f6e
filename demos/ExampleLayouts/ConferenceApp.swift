import Foundation
import TesseraLayout

/// Compositional Layout → Conference App.
extension ExampleLayouts {
    /// Conference Videos: a titled row of 6-row cards per collection, scrolling sideways;
    /// cards 85% of the width, or 42.5% (two and a peek) when the container is wide.
    public static func conferenceVideos() -> CollectionViewCompositionalLayout {
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 1
        return CollectionViewCompositionalLayout(sectionProvider: { _, environment in
            let wide = environment.container.effectiveContentSize.width > wideWidth
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(wide ? 0.425 : 0.85), .absolute(6)),
                                                         subitems: [fillingItem])
            var section = CollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 2
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
            section.boundarySupplementaryItems = [
                CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(1)),
                                                          elementKind: titleElementKind, alignment: .top),
            ]
            return section
        }, configuration: configuration)
    }

    /// Conference News: one column of self-sizing cards (title, date, wrapped body), estimated
    /// at 5 rows, a row apart.
    public static func conferenceNews() -> CollectionViewCompositionalLayout {
        let cardSize = size(.fractionalWidth(1), .estimated(5))
        let group = CollectionLayoutGroup.vertical(layoutSize: cardSize, subitems: [CollectionLayoutItem(layoutSize: cardSize)])
        var section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        return CollectionViewCompositionalLayout(section: section)
    }
}
