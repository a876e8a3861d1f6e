import Foundation

/// Turns the engine's fractional coordinates into whole cells. Edges are rounded, not sizes:
/// two siblings that meet at the same fractional coordinate meet at the same cell, so they tile
/// with no gap and no overlap at any width.
enum EdgeRounding {
    /// Large enough for any real layout, small enough that sums never overflow.
    static let limit: CGFloat = 1_099_511_627_776 // 2^40

    /// The cell boundary nearest to `value` (halves away from zero). NaN counts as 0 and
    /// infinities as the limit, so a broken description never traps.
    static func edge(_ value: CGFloat) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value, -limit), limit).rounded(.toNearestOrAwayFromZero))
    }

    /// A non-negative length in whole cells.
    static func cells(_ value: CGFloat) -> Int {
        max(0, edge(value))
    }

    /// The cells a fractional rect covers, its edges rounded independently.
    static func rect(_ rect: CGRect) -> CellRect {
        CellRect(minX: edge(rect.minX), minY: edge(rect.minY), maxX: edge(rect.maxX), maxY: edge(rect.maxY))
    }
}
