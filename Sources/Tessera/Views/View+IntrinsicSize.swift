import Foundation
import TesseraTerminal

// A view's natural size, for stacks (Apple's `intrinsicContentSize`, declared on `View` so
// subclasses override it). The size is a `CGSize`, as in UIKit, so
// `CGSize(width: View.noIntrinsicMetric, height: 1)` ports unchanged; its values are whole cells
// (a fraction counts as the next whole cell).

extension View {
    /// "No natural size along this axis" in an ``View/intrinsicContentSize``
    /// (Apple's `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the stack around the view that its natural size changed (Apple's
    /// `invalidateIntrinsicContentSize()`): the superview lays out again.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// The view's natural size in whole cells within `width` × `height`, each axis nil where the
    /// view has none.
    func naturalCells(fittingWidth width: Int, height: Int) -> (width: Int?, height: Int?) {
        let size = sizeThatFits(CGSize(width: CGFloat(max(0, width)), height: CGFloat(max(0, height))))
        func cells(_ value: CGFloat) -> Int? { value < 0 || !value.isFinite ? nil : Int(value.rounded(.up)) }
        return (cells(size.width), cells(size.height))
    }

    /// As much room as a view could want, when asking its natural size.
    static let unlimitedCells = 1_000_000
}
