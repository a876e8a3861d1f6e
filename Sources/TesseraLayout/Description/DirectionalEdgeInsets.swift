import Foundation

/// Insets on the four sides, named by reading direction (leading is the left in a
/// left-to-right terminal). Values are cells; fractions are rounded at the edges they move.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public static let zero = DirectionalEdgeInsets()

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension DirectionalEdgeInsets {
    /// `rect` shrunk by these insets, each rounded to whole cells (`CellRounding.cells`). In a
    /// terminal leading is left: text runs left to right.
    public func inset(_ rect: CellRect) -> CellRect {
        rect.inset(top: CellRounding.cells(top), left: CellRounding.cells(leading),
                   bottom: CellRounding.cells(bottom), right: CellRounding.cells(trailing))
    }
}
