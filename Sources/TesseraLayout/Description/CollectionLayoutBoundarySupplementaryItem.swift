import Foundation

/// A header or footer of a section (in `section.boundarySupplementaryItems`) or of the whole
/// layout (in the configuration's `boundarySupplementaryItems`).
///
/// Along the scrolling axis, an item aligned to the start edge (`.top`, `.topLeading`,
/// `.topTrailing` when scrolling vertically) comes before the section's content insets and one
/// aligned to the end edge after them; with `extendsBoundary` (the default) they add to the
/// section's extent, otherwise they overlay its first or last rows. Other alignments overlay
/// the start of the content on the given side.
public struct CollectionLayoutBoundarySupplementaryItem {
    /// The header's or footer's size; fractions are of the section's (or layout's) width and height.
    /// An estimated height is replaced by the view's measured one.
    public let layoutSize: CollectionLayoutSize
    /// The kind the view is registered and dequeued under, such as
    /// ``CollectionLayoutElementKind/sectionHeader``.
    public let elementKind: String
    /// The side or corner of the section (or layout) it sits against.
    public let alignment: RectAlignment
    /// Added to the frame after alignment, in cells.
    public let offset: CGPoint
    /// Keeps the item on screen while any part of its section is: a header sticks to the top
    /// of the visible rect until the end of its section pushes it away.
    public var pinToVisibleBounds: Bool = false
    /// Whether the item adds to its section's (or the layout's) extent.
    public var extendsBoundary: Bool = true
    /// Stacking order among overlapping elements: higher draws on top. 0 by default, as cells.
    public var zIndex: Int = 0

    /// A header or footer of `elementKind` at `alignment`, with no offset (Apple's
    /// `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:)`).
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A header or footer of `elementKind` at `alignment`, then moved by `absoluteOffset` cells.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = absoluteOffset
    }
}
