import TesseraTerminal

/// A one-line bar of key hints: "↑↓ move  ⏎ open  / search  ? help  q quit".
/// Hints that don't fit are dropped from the end, with "…" marking that some are hidden.
public final class HintBar: View {
    /// Fixed hints; when empty, the bar shows the window's active hints (the focused view's).
    public var hints: [KeyHint] = [] { didSet { setNeedsDisplay() } }
    /// Text shown at the right edge (a count, a status).
    public var status: String = "" { didSet { if status != oldValue { setNeedsDisplay() } } }

    public override init() { super.init() }

    public override func draw(into buffer: inout ScreenBuffer) {
        guard frame.height > 0 else { return }
        let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        buffer.fill(row, style: theme.hintText)
        let shown = hints.isEmpty ? (window?.activeKeyHints ?? []) : hints
        let statusWidth = status.isEmpty ? 0 : TextWidth.of(status) + 1
        let limit = row.maxX - statusWidth
        var x = row.x
        for (i, hint) in shown.enumerated() {
            let need = TextWidth.of(hint.keys) + 1 + TextWidth.of(hint.action) + (i + 1 < shown.count ? 2 : 0)
            if x + need > limit && i + 1 < shown.count || x + need - 2 > limit {
                if x < limit { buffer.draw("…", at: Point(x: x, y: row.y), style: theme.hintText, clip: row) }
                break
            }
            x += buffer.draw(hint.keys, at: Point(x: x, y: row.y), style: theme.hintKey, clip: row)
            x += 1
            x += buffer.draw(hint.action, at: Point(x: x, y: row.y), style: theme.hintText, clip: row)
            x += 2
        }
        if statusWidth > 0 {
            let clip = Rect(x: max(row.x, row.maxX - statusWidth), y: row.y, width: statusWidth, height: 1)
            buffer.draw(status, in: clip, style: theme.hintText, alignment: .trailing, truncation: true)
        }
    }
}
