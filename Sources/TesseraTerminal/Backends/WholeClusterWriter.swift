/// The bytes that put emoji drawn whole (see `EmojiPolicy`) on the terminal after ncurses'
/// update, inside the same synchronized frame.
///
/// A `cchar_t` cannot hold 👩‍❤️‍💋‍👩 or 🇺🇸, so ncurses holds a concealed stand-in of the same
/// two columns (`NcursesGlyph.placeholder`) and we write the real cluster over it: a cursor move,
/// the cell's attributes, the cluster's UTF-8. Then the terminal is left as ncurses believes it
/// is — attributes normal (ncurses ends every update with them normal) and the cursor where
/// ncurses put it — so its next update starts from the truth.
///
/// Which clusters: every one on a row that changed in any way since the last frame (ncurses may
/// have rewritten or scrolled that row, clusters included), and every one on screen when the
/// last frame is unknown (a repaint). Rows that did not change keep theirs untouched: ncurses
/// does not write to them. Which rows changed is the flush's comparison's answer
/// (`ShownScreen.changedRows`), not compared again here. Pure, so it is tested without a terminal.
struct WholeClusterWriter {
    /// Whether `cell` is drawn whole: a two-column lead whose grapheme really is two columns
    /// and of a class `policy` draws whole.
    static func drawsWhole(_ cell: Cell, policy: EmojiPolicy) -> Bool {
        cell.width == 2 && TextWidth.of(cell.grapheme) == 2 && policy.drawsWhole(cell.grapheme)
    }

    /// What to write after ncurses' update of `frame`, for the clusters on `rows` (the rows
    /// the flush changed; every row after a repaint), ending with the cursor at `cursor`. Empty
    /// when nothing on those rows is drawn whole.
    static func bytes(for frame: ScreenBuffer, rows: [Int], policy: EmojiPolicy,
                      colorMapping: ColorMapping, cursor: CellPoint) -> [UInt8] {
        guard !policy.wholeClasses.isEmpty else { return [] }
        let width = frame.width
        var bytes: [UInt8] = []
        for y in rows {
            for x in 0..<width where drawsWhole(frame.cells[y * width + x], policy: policy) {
                let cell = frame.cells[y * width + x]
                ANSIFrameEncoder.appendCursorPosition(CellPoint(x: x, y: y), to: &bytes)
                ANSIFrameEncoder.appendSGR(colorMapping.shownStyle(cell.style), to: &bytes)
                bytes += Array(String(cell.grapheme).utf8)
            }
        }
        guard !bytes.isEmpty else { return [] }
        bytes += [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]
        ANSIFrameEncoder.appendCursorPosition(cursor, to: &bytes)
        return bytes
    }

}
