import Foundation

/// Where a supplementary item attaches to its item or group: the given edges (two adjacent
/// edges make a corner), optionally moved by an offset. A fractional offset is a fraction of the
/// **supplementary's own size**, so `(0.3, -0.3)` on `[.top, .trailing]` pushes a badge 30% out
/// past the trailing edge and 30% up.
public struct CollectionLayoutAnchor: Hashable, Sendable {
    /// The edges the anchor names: one edge is its middle, two adjacent edges a corner, none the
    /// centre.
    public let edges: DirectionalRectEdge
    /// The offset as given: cells when ``isAbsoluteOffset``, fractions of the supplementary's own
    /// size when ``isFractionalOffset``, zero otherwise.
    public let offset: CGPoint
    /// True when ``offset`` is in cells (made by ``init(edges:absoluteOffset:)``).
    public let isAbsoluteOffset: Bool
    /// True when ``offset`` is a fraction of the supplementary's size (made by
    /// ``init(edges:fractionalOffset:)``).
    public let isFractionalOffset: Bool

    /// An anchor at `edges`, with no offset (Apple's `NSCollectionLayoutAnchor(edges:)`).
    public init(edges: DirectionalRectEdge) {
        self.edges = edges
        self.offset = .zero
        self.isAbsoluteOffset = false
        self.isFractionalOffset = false
    }

    /// An anchor at `edges`, moved by `absoluteOffset` cells (x columns right, y rows down).
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isAbsoluteOffset = true
        self.isFractionalOffset = false
    }

    /// An anchor at `edges`, moved by `fractionalOffset` times the supplementary's own width and
    /// height: `(0.5, -0.5)` moves it half its width right and half its height up.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isAbsoluteOffset = false
        self.isFractionalOffset = true
    }

    /// The offset in cells for a supplementary of the given size.
    func offset(forSupplementarySize size: CGSize) -> CGPoint {
        isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    }
}
