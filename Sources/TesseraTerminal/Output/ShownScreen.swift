/// What a terminal shows: the cells of the last frame a backend wrote, in the backend's own
/// buffer. This is the one record of the terminal's contents; nothing above the backend keeps
/// another (a window's frame is what its views draw, which the terminal shows only once it is
/// flushed), and the ncurses backend keeps no copy besides this one (ncurses' own screens are
/// ncurses' business).
///
/// A flush compares the new frame with it and writes only the cells that differ, copying just
/// those over, so the two agree again when the flush ends. When the frame is stamped with its
/// damage (`ScreenBuffer.damage`) and this screen shows its drawer's frame before, only the
/// damaged rects are compared: a frame whose damage is one row costs one row, not the screen.
/// Anything else (an unstamped frame, frames skipped, the screen unknown) is compared whole.
/// Either way the same cells are written, in the same order, and counted the same.
///
/// The backend keeps a copy rather than a reference to the frame it was given because that
/// frame is its drawer's: a window reuses its one buffer frame after frame, and a reference
/// kept here would turn every reuse into a copy of the whole buffer.
struct ShownScreen {
    /// The cells on screen: blank at first, then the last frame written.
    private(set) var frame: ScreenBuffer
    /// False when the screen's contents are not known (at start-up, after `forget()` or a
    /// resize): the next update writes every cell.
    private(set) var isKnown: Bool
    /// The rows the last update wrote to, top to bottom (every row when the screen was unknown).
    private(set) var changedRows: [Int] = []
    /// Which frame of which drawer the screen shows, when it shows a stamped frame: the next
    /// frame of the same drawer is compared only inside its damage.
    private(set) var shownFrame: (drawer: Int, number: Int)?
    /// Cells the last update compared (for tests: a one-row damage compares about a row).
    private(set) var cellsCompared = 0

    /// A screen of `size`, blank (`known`, as a terminal is after it was cleared) or unknown.
    init(size: CellSize, known: Bool) {
        frame = ScreenBuffer(size: size)
        isKnown = known
    }

    /// A screen showing `frame` (no matter which drawer's: the next update compares whole).
    init(showing frame: ScreenBuffer) {
        self.frame = frame
        self.frame.damage = nil
        isKnown = true
    }

    var size: CellSize { frame.size }

    /// The terminal's contents can no longer be trusted: the next update writes every cell.
    mutating func forget() {
        isKnown = false
        shownFrame = nil
    }

    /// A new size. Terminals reflow or clear their contents on resize, so what they show is
    /// unknown; the cells that still fit are kept for reading (`HeadlessTerminal.lastFrame`).
    mutating func resize(to newSize: CellSize) {
        frame.resize(to: newSize)
        forget()
    }

    /// Makes the screen `next` (of the same size), comparing each cell that may differ once,
    /// and asks `write` to put on the terminal what changed, in row-major order: a wide grapheme
    /// once, from its lead (`span` 2), when either of its cells changed; any other changed cell
    /// alone (`span` 1). Returns how many cells changed: every cell when the screen was unknown.
    /// O(damaged cells) for the next stamped frame of the drawer shown, else O(cells).
    mutating func update(to next: ScreenBuffer, write: (_ x: Int, _ y: Int, _ span: Int) -> Void) -> Int {
        precondition(next.size == frame.size, "ShownScreen: a \(next.size) frame for a \(frame.size) screen")
        let stamp = next.damage
        var rows: [(y: Int, columns: [Range<Int>])]?
        if isKnown, let stamp, let shownFrame, stamp.drawer == shownFrame.drawer {
            if stamp.number == shownFrame.number {
                rows = []   // the very frame shown, flushed again
            } else if stamp.number == shownFrame.number + 1 {
                rows = Self.columnRanges(of: stamp.rects, in: next.bounds)
            }   // else frames were skipped: their damage is not known here
        }
        let whole = [0..<next.width]
        let cellsChanged = compare(next, rows: rows ?? (0..<next.height).map { ($0, whole) }, write: write)
        isKnown = true
        shownFrame = stamp.map { ($0.drawer, $0.number) }
        #if DEBUG
        if rows != nil && SelfChecks.areEnabled {   // a whole-screen compare: behind the switch
            precondition(frame.cells == next.cells, """
                ShownScreen: frame \(stamp!.number) of drawer \(stamp!.drawer) differs from the screen \
                outside its damage \(stamp!.rects): its drawer changed cells it did not report
                """)
        }
        #endif
        return cellsChanged
    }

    /// The rows damaged `rects` cross, top to bottom, each with the columns to compare, left to
    /// right: each rect's, widened by one column each side (drawing over half of a wide grapheme
    /// blanks the other half, which may lie just outside) and merged where they meet. The rects
    /// are disjoint and few (a window keeps at most a dozen).
    static func columnRanges(of rects: [CellRect], in bounds: CellRect) -> [(y: Int, columns: [Range<Int>])] {
        let rects = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        guard let top = rects.map(\.minY).min(), let bottom = rects.map(\.maxY).max() else { return [] }
        var rows: [(y: Int, columns: [Range<Int>])] = []
        for y in top..<bottom {
            var columns: [Range<Int>] = []
            for r in rects where r.minY <= y && y < r.maxY {
                columns.append(max(bounds.minX, r.minX - 1)..<min(bounds.maxX, r.maxX + 1))
            }
            guard !columns.isEmpty else { continue }
            if columns.count > 1 {
                columns.sort { $0.lowerBound < $1.lowerBound }
                var merged = [columns[0]]
                for range in columns.dropFirst() {
                    if range.lowerBound <= merged[merged.count - 1].upperBound {
                        merged[merged.count - 1] = merged[merged.count - 1].lowerBound..<max(merged[merged.count - 1].upperBound, range.upperBound)
                    } else {
                        merged.append(range)
                    }
                }
                columns = merged
            }
            rows.append((y, columns))
        }
        return rows
    }

    /// Compares `rows` (ascending) of `next` with the screen, each at `columns` (ascending,
    /// disjoint), copying over and reporting the cells that differ; every cell when the screen
    /// is unknown. A range that starts on the second half of a wide grapheme starts at its lead,
    /// and one that ends on a lead takes its second half: the pair is one write, as in a walk
    /// of the whole row.
    private mutating func compare(_ next: ScreenBuffer, rows: [(y: Int, columns: [Range<Int>])],
                                  write: (_ x: Int, _ y: Int, _ span: Int) -> Void) -> Int {
        let width = next.width
        let known = isKnown
        var cellsChanged = 0, compared = 0
        changedRows.removeAll(keepingCapacity: true)
        // Every flush's cost, even when nothing changed: no bounds checks, no copies.
        next.cells.withUnsafeBufferPointer { new in
            frame.cells.withUnsafeMutableBufferPointer { shown in
                for (y, columns) in rows {
                    let rowStart = y * width
                    var rowChanged = false
                    var x = 0
                    for range in columns {
                        if x <= range.lowerBound {
                            x = range.lowerBound
                            // Starting on a second half: the pair is written from its lead.
                            if x > 0 && new[rowStart + x - 1].width == 2 { x -= 1 }
                        }
                        while x < range.upperBound {
                            let lead = rowStart + x
                            let span = new[lead].width == 2 && x + 1 < width ? 2 : 1
                            var differs = false
                            for i in lead..<(lead + span) where !known || shown[i] != new[i] {
                                shown[i] = new[i]
                                cellsChanged += 1
                                differs = true
                            }
                            compared += span
                            if differs {
                                write(x, y, span)
                                rowChanged = true
                            }
                            x += span
                        }
                    }
                    if rowChanged { changedRows.append(y) }
                }
            }
        }
        cellsCompared = compared
        return cellsChanged
    }
}
