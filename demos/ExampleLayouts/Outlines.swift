import Foundation
import TesseraLayout

/// Outlines → Emoji Explorer and Emoji Explorer - List.
extension ExampleLayouts {
    /// Emoji Explorer's three kinds of section, in order.
    public enum EmojiExplorerSection: Int, CaseIterable, Sendable {
        /// Large tiles in a sideways row that rests on a tile's leading edge.
        case recents
        /// A sidebar outline whose category rows expand to their emoji.
        case outline
        /// Inset-grouped rows with a leading swipe action.
        case list
    }

    /// Emoji Explorer. `configureList` finishes the list section's configuration: the demo gives
    /// its rows their swipe actions (star or unstar), which belong to the Tessera layer, not to
    /// this layout-only target.
    public static func emojiExplorer(
        configureList: @escaping (inout CollectionLayoutListConfiguration) -> Void = { _ in }
    ) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { sectionIndex, environment in
            guard let kind = EmojiExplorerSection(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .recents:
                // Apple's fractions (0.28 × 0.2 of the width) up to a card of 36 × 13 cells: on a
                // wide terminal more cards show rather than each growing around its one emoji.
                let fitsDesign = environment.container.effectiveContentSize.width * 0.28 <= recentsCardMaximum.width
                let cardSize = fitsDesign ? size(.fractionalWidth(0.28), .fractionalWidth(0.2))
                    : size(.absolute(recentsCardMaximum.width), .absolute(recentsCardMaximum.height))
                let group = CollectionLayoutGroup.horizontal(layoutSize: cardSize, subitems: [fillingItem])
                var section = CollectionLayoutSection(group: group)
                section.interGroupSpacing = 1
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
                return section
            case .outline:
                return .list(using: CollectionLayoutListConfiguration(appearance: .sidebar), layoutEnvironment: environment)
            case .list:
                var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
                configureList(&configuration)
                return .list(using: configuration, layoutEnvironment: environment)
            }
        }
    }

    /// The largest recents card, in cells: the width at which Apple's 0.28-of-the-width card is
    /// 36 columns (a 128-column terminal), and the height its 0.2-of-the-width makes of that.
    public static let recentsCardMaximum = CGSize(width: 36, height: 13)

    /// Emoji Explorer - List: an inset-grouped list, a titled section per category.
    public static func emojiList() -> CollectionViewCompositionalLayout {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        return .list(using: configuration)
    }
}
