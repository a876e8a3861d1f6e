import Foundation

/// Insets on the four sides, named by reading direction (leading is the left in a
/// left-to-right terminal). Values are cells; fractions are rounded at the edges they move.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Rows above.
    public var top: CGFloat
    /// Columns on the left (reading starts there).
    public var leading: CGFloat
    /// Rows below.
    public var bottom: CGFloat
    /// Columns on the right.
    public var trailing: CGFloat

    /// Insets of `top` and `bottom` rows and `leading` and `trailing` columns (Apple's
    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets on any side.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No insets on any side.
    public static let zero = DirectionalEdgeInsets()

    /// `{top, leading, bottom, trailing}`, as UIKit prints insets.
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
