import Tessera

/// One dim line showing a path, asked for before each frame so it follows focus however focus
/// moved. A path too long for the line loses its start, not its end: "…/notes/todo.txt".
final class PathLine: View {
    private let path: () -> String
    /// The path this frame shows, asked for before each frame: the line draws again only when
    /// it changes (a window draws only what changed).
    private var shownPath: String?

    init(path: @escaping () -> String) {
        self.path = path
        super.init()
    }

    override func prepareToDraw() {
        let now = path()
        if now != shownPath { shownPath = now; setNeedsDisplay() }
    }

    override func draw(into buffer: inout ScreenBuffer) {
        guard bounds.height > 0, bounds.width > 1 else { return }
        let row = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1)
        buffer.fill(row, style: theme.secondaryText)
        var shown = shownPath ?? path()
        if TextWidth.of(shown) > row.width - 1 {
            while TextWidth.of(shown) > row.width - 2 { shown.removeFirst() }
            shown = "…" + shown
        }
        buffer.draw(" " + shown, in: row, style: theme.secondaryText)
    }
}
