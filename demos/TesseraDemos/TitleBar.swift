import Tessera

/// A one-line title bar: the name (bold where the theme allows), then the subtitle.
///
/// Under a navigation bar, which shows the screen's title already, it shows the subtitle alone
/// (``showsTitle``), so the title is not said twice.
public final class TitleBar: View {
    public var title: String { didSet { setNeedsDisplay() } }
    public var subtitle: String { didSet { setNeedsDisplay() } }
    /// Whether the title is drawn before the subtitle; false under a navigation bar.
    public var showsTitle = true { didSet { setNeedsDisplay() } }

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
        let used = showsTitle ? buffer.draw(" \(title) ", at: row.origin, style: style, clip: row) : 0
        if !subtitle.isEmpty {
            var quieter = style
            quieter.attributes.remove(.bold)
            buffer.draw(" " + subtitle, in: CellRect(x: row.x + used, y: row.y, width: row.width - used, height: 1), style: quieter)
        }
    }
}

extension TitleBar {
    /// Sets ``showsTitle`` on every title bar in `view`'s hierarchy.
    @MainActor static func showTitles(_ shown: Bool, in view: View) {
        if let bar = view as? TitleBar { bar.showsTitle = shown }
        for subview in view.subviews { showTitles(shown, in: subview) }
    }

    /// The title of the first title bar in `view`'s hierarchy (a pushed page's title).
    @MainActor static func firstTitle(in view: View) -> String? {
        if let bar = view as? TitleBar { return bar.title }
        for subview in view.subviews {
            if let title = firstTitle(in: subview) { return title }
        }
        return nil
    }
}
