/// A frame of cells, row-major. Everything Tessera draws goes into one of these; a backend
/// compares it with the last frame it flushed and writes only the cells that changed.
///
/// Invariant: a cell with `width == 2` is always followed, on the same row, by a continuation
/// cell (`width == 0`) of the same style; a continuation never appears elsewhere. Drawing
/// (`ScreenBuffer+Drawing.swift`) keeps it so: overwriting either half of a wide grapheme blanks
/// the other half, and a wide grapheme that would straddle the right edge, or any clip edge, is
/// drawn as a blank instead. `text` / `rowText(_:)` read a buffer back (continuations left out,
/// trailing spaces kept).
///
/// Drawing coordinates are relative to `drawingOrigin` and clipped to `drawingClip`, the way
/// a graphics context carries a transform and a clip: a view draws in its own coordinates
/// (`View.bounds`) and the window moves the origin and narrows the clip for each view. At rest
/// (origin zero, no clip) drawing coordinates are buffer cells. Reading (`subscript`, `text`,
/// `rowText`) and `clear`/`resize` always use buffer cells. Two buffers are equal when their
/// cells are; the drawing state is not part of the picture.
public struct ScreenBuffer: Hashable, Sendable {
    /// Columns and rows; changed only by `resize(to:)`.
    public private(set) var size: CellSize
    /// Every cell, row by row: cell (x, y) is at `y * width + x`. Any change drops `damage`
    /// (in place: the observer does not read the old cells).
    public internal(set) var cells: [Cell] { didSet { damage = nil } }

    /// A buffer of `size` with every cell `fill` (plain blanks by default). O(cells).
    public init(size: CellSize, fill: Cell = .blank) {
        let size = CellSize(width: max(0, size.width), height: max(0, size.height))
        self.size = size
        self.cells = Array(repeating: fill, count: size.width * size.height)
    }

    /// A blank buffer of `width` columns by `height` rows.
    public init(width: Int, height: Int) { self.init(size: CellSize(width: width, height: height)) }

    /// The number of columns, `size.width`.
    public var width: Int { size.width }
    /// The number of rows, `size.height`.
    public var height: Int { size.height }
    /// The whole buffer as a rect at (0, 0), in buffer cells.
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Where drawing coordinates (0, 0) fall, in buffer cells: the top-left of the view drawing.
    package var drawingOrigin: CellPoint = .zero
    /// The buffer cells drawing may touch (nil: the whole buffer): the visible part of the view
    /// drawing, so a view never paints over its neighbours.
    package var drawingClip: CellRect?
    /// What changed since its drawer's frame before, as the drawer stamped it after drawing
    /// (`Window`); nil when unknown (a buffer drawn whole, or changed since it was stamped).
    /// A backend showing the frame before compares only inside it. Not part of the picture.
    package var damage: FrameDamage?
    /// Where the frame leaves the terminal's real cursor (nil: hidden, wherever drawing left
    /// it). Set by the drawer after drawing; not part of the picture, and kept when cells change.
    public var cursor: TerminalCursor?

    /// Whether two buffers hold the same picture (their drawing state aside).
    public static func == (a: ScreenBuffer, b: ScreenBuffer) -> Bool { a.size == b.size && a.cells == b.cells }
    /// Hashes the picture: the size and the cells.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(cells)
    }

    /// The cell at column `x`, row `y`. Reading outside the buffer is a programmer error.
    public subscript(x: Int, y: Int) -> Cell {
        precondition(x >= 0 && x < size.width && y >= 0 && y < size.height,
                     "ScreenBuffer: cell (\(x), \(y)) is outside \(size.width)×\(size.height)")
        return cells[y * size.width + x]
    }
}
