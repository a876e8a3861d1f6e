import Foundation

/// Insets on the four sides, named by screen side (Apple's `UIEdgeInsets`), as a scroll view's
/// `contentInset` takes them. Values are cells (rows above and below, columns left and right);
/// fractions are rounded to whole cells where they are used.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Rows above.
    public var top: CGFloat
    /// Columns on the left.
    public var left: CGFloat
    /// Rows below.
    public var bottom: CGFloat
    /// Columns on the right.
    public var right: CGFloat

    /// Insets of `top` and `bottom` rows and `left` and `right` columns (Apple's
    /// `UIEdgeInsets(top:left:bottom:right:)`).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets on any side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `{top, left, bottom, right}`, as UIKit prints insets.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}
