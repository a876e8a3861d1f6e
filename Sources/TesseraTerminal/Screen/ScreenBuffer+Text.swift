/// A buffer read back as text, for tests, golden files and debugging.
extension ScreenBuffer {
    /// Row `y` as text: one grapheme per cell, continuation cells left out so a wide grapheme
    /// reads as itself. Trailing spaces are kept, so every row spans the same number of columns
    /// (for anything drawn through the drawing API, `TextWidth.of(rowText(y)) == width`) and rows
    /// line up in a monospaced view.
    public func rowText(_ y: Int) -> String {
        precondition(y >= 0 && y < size.height, "ScreenBuffer.rowText: row \(y) is outside 0..<\(size.height)")
        var row = ""
        let start = y * size.width
        for cell in cells[start..<(start + size.width)] where !cell.isContinuation {
            row.append(cell.grapheme)
        }
        return row
    }

    /// Every row (see `rowText(_:)`), joined by "\n", without a final newline.
    public var text: String {
        (0..<size.height).map(rowText).joined(separator: "\n")
    }
}
