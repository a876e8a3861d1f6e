import Tessera

/// A one-line title bar: the name (bold where the theme allows), then the subtitle.
public final class TitleBar: View {
    public var title: String { didSet { setNeedsDisplay() } }
    public var subtitle: String { didSet { setNeedsDisplay() } }

    public init(title: String, subtitle: String = "") {
        self.title = title
        self.subtitle = subtitle
        super.init()
    }

    public override func draw(into buffer: inout ScreenBuffer) {
        guard bounds.height > 0 else { return }
        let row = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1)
        // The theme's bar sets both colours: reversing the header colour would put the
        // terminal's own background colour (white on a light terminal) on it as text.
        let style = theme.titleBar
        buffer.fill(row, style: style)
        let used = buffer.draw(" \(title) ", at: row.origin, style: style, clip: row)
        if !subtitle.isEmpty {
            var quieter = style
            quieter.attributes.remove(.bold)
            buffer.draw(" " + subtitle, in: CellRect(x: row.x + used, y: row.y, width: row.width - used, height: 1), style: quieter)
        }
    }
}
