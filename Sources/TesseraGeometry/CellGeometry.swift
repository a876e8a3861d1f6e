/// Geometry in whole terminal cells, shared by the layout engine (frames it hands back) and
/// the terminal layer (screens, views, events): one vocabulary from layout to screen.

/// A position in whole terminal cells: x counts columns to the right, y rows downward.
public struct CellPoint: Hashable, Sendable, CustomStringConvertible {
    /// The column, counted from 0 at the left edge.
    public var x: Int
    /// The row, counted from 0 at the top edge.
    public var y: Int

    /// The point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left cell, column 0 and row 0.
    public static let zero = CellPoint(x: 0, y: 0)
    /// `(x, y)`, as tests and diagnostics print it.
    public var description: String { "(\(x), \(y))" }
}

/// A size in whole terminal cells. Never negative: the initialiser clamps at zero.
public struct CellSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns. Setting it directly does not clamp; the initialiser does.
    public var width: Int
    /// Rows. Setting it directly does not clamp; the initialiser does.
    public var height: Int

    /// A size of `width` columns by `height` rows, each clamped at zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// No columns and no rows.
    public static let zero = CellSize(width: 0, height: 0)
    /// `width×height`, for example `80×24`.
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of whole cells. `maxX`/`maxY` are exclusive, so two rects tile when one's `maxX`
/// equals the other's `minX`. Width and height are never negative: the initialiser clamps them.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns. Setting it directly does not clamp; the initialisers do.
    public var width: Int
    /// Rows. Setting it directly does not clamp; the initialisers do.
    public var height: Int

    /// The rect whose top-left cell is (`x`, `y`), `width` columns by `height` rows, each
    /// clamped at zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rect with its top-left cell at `origin`, of `size`.
    public init(origin: CellPoint, size: CellSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The rect spanning `minX..<maxX` × `minY..<maxY`; empty when a max is below its min.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The empty rect at (0, 0).
    public static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

    /// The top-left cell.
    public var origin: CellPoint { CellPoint(x: x, y: y) }
    /// The width and height, as a ``CellSize``.
    public var size: CellSize { CellSize(width: width, height: height) }
    /// The leftmost column (the same as ``x``).
    public var minX: Int { x }
    /// The top row (the same as ``y``).
    public var minY: Int { y }
    /// The column just past the right edge (exclusive): `x + width`.
    public var maxX: Int { x + width }
    /// The row just below the bottom edge (exclusive): `y + height`.
    public var maxY: Int { y + height }
    /// The middle column, `x + width / 2`, rounded down.
    public var midX: Int { x + width / 2 }
    /// The middle row, `y + height / 2`, rounded down.
    public var midY: Int { y + height / 2 }
    /// True when the rect covers no cell (no columns or no rows).
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// True when the point lies in a cell of the rect (never for an empty rect).
    public func contains(_ point: CellPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when every cell of `other` is a cell of this rect. An empty `other` counts as
    /// contained when its origin lies within this rect's closed bounds.
    public func contains(_ other: CellRect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// True when the two rects share at least one cell.
    public func intersects(_ other: CellRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            && !isEmpty && !other.isEmpty
    }

    /// The cells the two rects share; an empty rect when they share none.
    public func intersection(_ other: CellRect) -> CellRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        return CellRect(minX: x0, minY: y0, maxX: max(x0, min(maxX, other.maxX)), maxY: max(y0, min(maxY, other.maxY)))
    }

    /// The smallest rect holding both. An empty rect adds nothing.
    public func union(_ other: CellRect) -> CellRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return CellRect(minX: min(minX, other.minX), minY: min(minY, other.minY),
                        maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// Shrinks by the given amounts on each side (never below zero size).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> CellRect {
        CellRect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// The same size, moved `dx` columns right and `dy` rows down (negative values move left
    /// and up).
    public func offsetBy(dx: Int, dy: Int) -> CellRect {
        CellRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// `(x, y, width×height)`, for example `(0, 2, 80×1)`.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
