import TesseraTerminal

// A view's natural size, for stacks (Apple's `intrinsicContentSize`).
//
// UIKit declares `intrinsicContentSize` on `UIView`, overridable. Swift cannot override a member
// declared in an extension, so until `View` itself declares it, a view reports its size by
// conforming to ``IntrinsicContentSizing``; ``Label`` and ``TextField`` do. Once `View` has
// `open var intrinsicContentSize: CellSize` (defaulting to no metric), every view conforms and
// this protocol stays only as a name for it.

extension View {
    /// "No natural size along this axis" in an ``IntrinsicContentSizing/intrinsicContentSize``
    /// (Apple's `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric = -1

    /// The view's natural size, or ``noIntrinsicMetric`` on both axes when it has none.
    var resolvedIntrinsicContentSize: CellSize {
        (self as? IntrinsicContentSizing)?.intrinsicContentSize
            ?? CellSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Tells the stack around the view that its natural size changed (Apple's
    /// `invalidateIntrinsicContentSize()`): the superview lays out again.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
    }
}

/// A view with a natural size that a ``StackView`` gives it: a label's text, a field's row.
/// Either axis may be ``View/noIntrinsicMetric``, meaning the view takes what it is given.
@MainActor
public protocol IntrinsicContentSizing: View {
    /// The size the content wants, in cells.
    var intrinsicContentSize: CellSize { get }
    /// The size the content takes inside `size` (Apple's `sizeThatFits(_:)`): a stack asks a
    /// wrapping label how tall it is at the stack's width. By default the intrinsic size.
    func sizeThatFits(_ size: CellSize) -> CellSize
}

extension IntrinsicContentSizing {
    /// The intrinsic size.
    public func sizeThatFits(_ size: CellSize) -> CellSize { intrinsicContentSize }
}

extension TextField: IntrinsicContentSizing {}
