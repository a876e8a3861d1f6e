import CNcursesw

extension NcursesTerminal {
    /// `frame` as this backend puts it on a terminal whose emoji are drawn by `policy`, row by
    /// row: each cell's grapheme, or the stand-in `NcursesGlyph` sends where ncurses cannot draw
    /// it whole (a flag's letters, say) and the policy does not draw it whole either. It is what
    /// a terminal shows — tmux's capture-pane — so a headless render of a demo can be compared
    /// with a real run (the key-storm tests do). Trailing blanks are kept.
    package static func drawnText(of frame: ScreenBuffer, policy: EmojiPolicy = .current) -> String {
        useUTF8Locale() // NcursesGlyph measures with wcwidth, as ncurses does
        var rows: [String] = []
        rows.reserveCapacity(frame.height)
        for y in 0..<frame.height {
            var row = ""
            for x in 0..<frame.width {
                let cell = frame[x, y]
                guard !cell.isContinuation else { continue }
                let width = max(1, Int(cell.width))
                let grapheme: Character = TextWidth.of(cell.grapheme) == Int(cell.width) ? cell.grapheme : " "
                if WholeClusterWriter.drawsWhole(cell, policy: policy) {
                    row.append(grapheme)
                    continue
                }
                for piece in NcursesGlyph.pieces(for: grapheme, width: width, maximumScalars: Int(TESSERA_CCHARW_MAX),
                                                 pictographs: policy.drawsPictographs) {
                    row.unicodeScalars.append(contentsOf: piece)
                }
            }
            rows.append(row)
        }
        return rows.joined(separator: "\n")
    }
}
