import Foundation

extension CollectionLayoutSection {
    /// A section that takes no room and shows nothing (Apple's `NSCollectionLayoutSection.empty()`,
    /// iOS 18): what a section provider returns for a section that should vanish (an empty
    /// filter result, a feature turned off) without changing the data. Items the data still
    /// puts there get empty frames, so no query returns them.
    public static func empty() -> CollectionLayoutSection {
        let nothing = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0))
        return CollectionLayoutSection(group: .vertical(layoutSize: nothing, subitems: [CollectionLayoutItem(layoutSize: nothing)]))
    }
}
