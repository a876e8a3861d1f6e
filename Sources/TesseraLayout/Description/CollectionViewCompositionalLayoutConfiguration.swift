import Foundation

/// Settings for the whole layout.
public struct CollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along; `.vertical` by default. Orthogonal sections scroll across it.
    public var scrollDirection: CollectionViewScrollDirection = .vertical
    /// Space between consecutive sections, in cells.
    public var interSectionSpacing: CGFloat = 0
    /// Global headers and footers, before the first section and after the last.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// What sections with `.automatic` measure their insets from.
    public var contentInsetsReference: ContentInsetsReference = .safeArea

    /// Apple's defaults: vertical, no spacing between sections, no global headers, insets measured
    /// from the safe area.
    public init() {}
}
