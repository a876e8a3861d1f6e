import Tessera

/// One dim line under the results: the focused mountain's range and country, which the grid
/// has no room for, or the about line while no mountain is focused. The text is asked for at
/// each frame, so it follows focus however focus moved (keys, a click, a resize).
final class MountainDetailLine: View {
    private let text: () -> String
    /// The text this frame shows, asked for before drawing: the line draws again only when it changes.
    private var shown: String?

    init(text: @escaping () -> String) {
        self.text = text
        super.init()
    }

    override func prepareToDraw() {
        let now = text()
        if now != shown { shown = now; setNeedsDisplay() }
    }

    override func draw(into buffer: inout ScreenBuffer) {
        guard bounds.height > 0 else { return }
        let row = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1)
        buffer.fill(row, style: .plain)
        buffer.draw(" " + (shown ?? text()), in: row, style: theme.secondaryText)
    }
}
