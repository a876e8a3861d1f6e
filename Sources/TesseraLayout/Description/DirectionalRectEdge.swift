/// A set of a rectangle's edges, named by reading direction. Two adjacent edges name a corner.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits: top 1, leading 2, bottom 4, trailing 8.
    public let rawValue: UInt

    /// The edges whose bits are set in `rawValue`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge: the left, in a left-to-right terminal.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge: the right, in a left-to-right terminal.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
