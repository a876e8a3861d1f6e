import Tessera

/// One dim line under the results: the focused mountain's range and country, which the grid
/// has no room for, or the about line while no mountain is focused. The controller sets the
/// text when the grid tells it focus moved (its delegate), so drawing never calls up into it.
final class MountainDetailLine: View {
    /// What the line says; setting another text draws it again on the next frame.
    var text: String {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    init(text: String) {
        self.text = text
        super.init()
    }

    override func draw(into buffer: inout ScreenBuffer) {
        guard bounds.height > 0 else { return }
        let row = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1)
        buffer.fill(row, style: .plain)
        buffer.draw(" " + text, in: row, style: theme.secondaryText)
    }
}
