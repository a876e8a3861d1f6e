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
    public let layoutSize: CollectionLayoutSize
    public let elementKind: String
    public let alignment: RectAlignment
    /// Added to the frame after alignment, in cells.
    public let offset: CGPoint
    /// Keeps the item on screen while any part of its section is: a header sticks to the top
    /// of the visible rect until the end of its section pushes it away.
    public var pinToVisibleBounds: Bool = false
    /// Whether the item adds to its section's (or the layout's) extent.
    public var extendsBoundary: Bool = true
    public var zIndex: Int = 0

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = absoluteOffset
    }
}
