/// What a terminal shows: the cells of the last frame a backend wrote, in the backend's own
/// buffer. A flush compares the new frame with it once, cell by cell, writes only the cells
/// that differ and copies just those over, so the two agree again when the flush ends.
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

    /// A screen of `size`, blank (`known`, as a terminal is after it was cleared) or unknown.
    init(size: CellSize, known: Bool) {
        frame = ScreenBuffer(size: size)
        isKnown = known
    }

    /// A screen showing `frame`.
    init(showing frame: ScreenBuffer) {
        self.frame = frame
        isKnown = true
    }

    var size: CellSize { frame.size }

    /// The terminal's contents can no longer be trusted: the next update writes every cell.
    mutating func forget() { isKnown = false }

    /// A new size. Terminals reflow or clear their contents on resize, so what they show is
    /// unknown; the cells that still fit are kept for reading (`HeadlessTerminal.lastFrame`).
    mutating func resize(to newSize: CellSize) {
        frame.resize(to: newSize)
        forget()
    }

    /// Makes the screen `next` (of the same size), comparing each cell once, and asks `write`
    /// to put on the terminal what changed, in row-major order: a wide grapheme once, from its
    /// lead (`span` 2), when either of its cells changed; any other changed cell alone (`span` 1).
    /// Returns how many cells changed: every cell when the screen was unknown.
    mutating func update(to next: ScreenBuffer, write: (_ x: Int, _ y: Int, _ span: Int) -> Void) -> Int {
        precondition(next.size == frame.size, "ShownScreen: a \(next.size) frame for a \(frame.size) screen")
        let width = next.width, height = next.height
        let known = isKnown
        var cellsChanged = 0
        changedRows.removeAll(keepingCapacity: true)
        // The comparison is every flush's cost even when nothing changed: no bounds checks, no copies.
        next.cells.withUnsafeBufferPointer { new in
            frame.cells.withUnsafeMutableBufferPointer { shown in
                for y in 0..<height {
                    let rowStart = y * width
                    var rowChanged = false
                    var x = 0
                    while x < width {
                        let lead = rowStart + x
                        let span = new[lead].width == 2 && x + 1 < width ? 2 : 1
                        var differs = false
                        for i in lead..<(lead + span) where !known || shown[i] != new[i] {
                            shown[i] = new[i]
                            cellsChanged += 1
                            differs = true
                        }
                        if differs {
                            write(x, y, span)
                            rowChanged = true
                        }
                        x += span
                    }
                    if rowChanged { changedRows.append(y) }
                }
            }
        }
        isKnown = true
        return cellsChanged
    }
}
