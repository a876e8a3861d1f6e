import Foundation
import TesseraLayout
import TesseraTerminal

/// `DirectionalEdgeInsets` as configurations store it: Hashable, so configurations compare
/// equal (and cells keep their cached images) when nothing changed.
struct StoredInsets: Hashable {
    var top, leading, bottom, trailing: CGFloat

    init(_ insets: DirectionalEdgeInsets) {
        top = insets.top
        leading = insets.leading
        bottom = insets.bottom
        trailing = insets.trailing
    }

    var value: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// `rect` shrunk by these insets, each rounded to whole cells.
    func inset(_ rect: Rect) -> Rect {
        rect.inset(top: cells(top), left: cells(leading), bottom: cells(bottom), right: cells(trailing))
    }
}

/// A length from a configuration (CGFloat, as Apple's) in whole cells, never negative.
@inline(__always) func cells(_ value: CGFloat) -> Int {
    guard value.isFinite else { return 0 }
    return max(0, Int(value.rounded()))
}
