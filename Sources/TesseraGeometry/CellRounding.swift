import Foundation

/// The one rule that turns fractional lengths and coordinates (Apple's `CGFloat`s, in layout
/// descriptions and configurations) into whole cells. Edges are rounded, not sizes: two
/// siblings that meet at the same fractional coordinate meet at the same cell, so they tile
/// with no gap and no overlap at any width.
public enum CellRounding {
    /// Large enough for any real layout, small enough that sums never overflow.
    public static let limit: CGFloat = 1_099_511_627_776 // 2^40

    /// The cell boundary nearest to `value` (halves away from zero). NaN counts as 0 and
    /// infinities as the limit, so a broken description never traps.
    public static func edge(_ value: CGFloat) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value, -limit), limit).rounded(.toNearestOrAwayFromZero))
    }

    /// A non-negative length in whole cells (a margin, a padding, an inset).
    public static func cells(_ value: CGFloat) -> Int {
        max(0, edge(value))
    }

    /// The cells a fractional rect covers, its edges rounded independently.
    public static func rect(_ rect: CGRect) -> CellRect {
        CellRect(minX: edge(rect.minX), minY: edge(rect.minY), maxX: edge(rect.maxX), maxY: edge(rect.maxY))
    }
}
