import Tessera

/// The content of a news card: the title (bold, wrapped), the date (dim), the body (wrapped),
/// and a rule under all but the last card. It measures itself, which is what the layout's
/// estimated heights ask for: a card is as tall as its text at the width it is given.
struct NewsCardConfiguration: ContentConfiguration, Hashable {
    var story: ConferenceNewsItem
    var showsSeparator: Bool

    init(story: ConferenceNewsItem, showsSeparator: Bool) {
        self.story = story
        self.showsSeparator = showsSeparator
    }

    func makeContentView() -> View & ContentView { NewsCardContentView(configuration: self) }

    /// State shows through the style the cell's background resolves (focus, selection), which
    /// the content draws with; the content itself does not change.
    func updated(for state: ConfigurationState) -> Self { self }
}

/// Draws and measures a `NewsCardConfiguration`, one column in from each side.
final class NewsCardContentView: View, ContentView {
    var configuration: any ContentConfiguration
    private var card: NewsCardConfiguration? { configuration as? NewsCardConfiguration }

    init(configuration: NewsCardConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// The card's lines at a width: title lines, the date, body lines.
    private static func lines(of card: NewsCardConfiguration, width: Int) -> (title: [String], body: [String]) {
        let textWidth = max(1, width - 2)
        return (TextWidth.wrap(card.story.title, width: textWidth), TextWidth.wrap(card.story.body, width: textWidth))
    }

    func preferredHeight(forWidth width: Int) -> Int {
        guard let card else { return 1 }
        let lines = Self.lines(of: card, width: width)
        return lines.title.count + 1 + lines.body.count + (card.showsSeparator ? 1 : 0)
    }

    func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
        guard let card, !rect.isEmpty else { return }
        let lines = Self.lines(of: card, width: rect.width)
        let titleStyle = theme.emphasized(base)
        let dateStyle = theme.secondaryText(over: base)
        let rows = lines.title.map { ($0, titleStyle) } + [(card.story.date, dateStyle)] + lines.body.map { ($0, base) }
        let textRect = rect.inset(left: 1, right: 1)
        for (offset, row) in rows.enumerated() where rect.y + offset < rect.maxY {
            buffer.draw(row.0, in: CellRect(x: textRect.x, y: rect.y + offset, width: textRect.width, height: 1), style: row.1)
        }
        if card.showsSeparator, rect.height > rows.count {
            // On a focused card the rule takes the card's colours, not the separator's faint
            // look, which the focus fill would swallow.
            var rule = base
            if base.foreground == .default { rule.foreground = theme.separator.foreground }
            if base.background == .default { rule.attributes.formUnion(theme.separator.attributes) }
            buffer.draw(String(repeating: "─", count: textRect.width), at: CellPoint(x: textRect.x, y: rect.maxY - 1), style: rule)
        }
    }
}
