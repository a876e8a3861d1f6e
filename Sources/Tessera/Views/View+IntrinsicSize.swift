import Foundation
import TesseraTerminal

// A view's natural size, for stacks (Apple's `intrinsicContentSize`).
//
// UIKit declares `intrinsicContentSize` on `UIView`, overridable. Swift cannot override a member
// declared in an extension, so until `View` itself declares it, a view reports its size by
// conforming to ``IntrinsicContentSizing``; ``Label``, ``TextField`` and ``StackView`` do. Once
// `View` has `open var intrinsicContentSize: CGSize` (defaulting to no metric on both axes),
// every view conforms and this protocol stays only as a name for it.
//
// The size is a `CGSize`, as in UIKit, so `CGSize(width: View.noIntrinsicMetric, height: 1)`
// ports unchanged; its values are whole cells (a fraction counts as the next whole cell).

extension View {
    /// "No natural size along this axis" in an ``IntrinsicContentSizing/intrinsicContentSize``
    /// (Apple's `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the stack around the view that its natural size changed (Apple's
    /// `invalidateIntrinsicContentSize()`): the superview lays out again.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// The view's natural size in whole cells within `width` × `height`, each axis nil where the
    /// view has none (or is not ``IntrinsicContentSizing``).
    func naturalCells(fittingWidth width: Int, height: Int) -> (width: Int?, height: Int?) {
        guard let sized = self as? IntrinsicContentSizing else { return (nil, nil) }
        let size = sized.sizeThatFits(CGSize(width: CGFloat(max(0, width)), height: CGFloat(max(0, height))))
        func cells(_ value: CGFloat) -> Int? { value < 0 || !value.isFinite ? nil : Int(value.rounded(.up)) }
        return (cells(size.width), cells(size.height))
    }

    /// As much room as a view could want, when asking its natural size.
    static let unlimitedCells = 1_000_000
}

/// A view with a natural size that a ``StackView`` gives it: a label's text, a field's row.
/// Either axis may be ``View/noIntrinsicMetric``, meaning the view takes what it is given.
@MainActor
public protocol IntrinsicContentSizing: View {
    /// The size the content wants, in cells.
    var intrinsicContentSize: CGSize { get }
    /// The size the content takes inside `size` (Apple's `sizeThatFits(_:)`): a stack asks a
    /// wrapping label how tall it is at the stack's width. By default the intrinsic size.
    func sizeThatFits(_ size: CGSize) -> CGSize
}

extension IntrinsicContentSizing {
    /// The intrinsic size.
    public func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

extension TextField: IntrinsicContentSizing {}
