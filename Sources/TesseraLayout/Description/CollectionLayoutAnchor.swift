import Foundation

/// Where a supplementary item attaches to its item or group: the given edges (two adjacent
/// edges make a corner), optionally moved by an offset. A fractional offset is a fraction of the
/// **supplementary's own size**, so `(0.3, -0.3)` on `[.top, .trailing]` pushes a badge 30% out
/// past the trailing edge and 30% up.
public struct CollectionLayoutAnchor: Hashable, Sendable {
    public let edges: DirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public let isFractionalOffset: Bool

    public init(edges: DirectionalRectEdge) {
        self.edges = edges
        self.offset = .zero
        self.isAbsoluteOffset = false
        self.isFractionalOffset = false
    }

    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isAbsoluteOffset = true
        self.isFractionalOffset = false
    }

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
