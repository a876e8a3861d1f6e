import Tessera

/// A Recents tile's content: the emoji in the middle, its name centred under it. The part of the
/// name that matched the filter is drawn in the theme's match style.
struct EmojiTileConfiguration: ContentConfiguration, Hashable {
    var emoji: String
    var name: String
    /// Graphemes of `name` to highlight.
    var highlight: Range<Int>?
    var state: CellConfigurationState?

    func makeContentView() -> View & ContentView { EmojiTileView(configuration: self) }

    func updated(for state: ConfigurationState) -> Self {
        var c = self
        c.state = state as? CellConfigurationState
        return c
    }
}

/// Draws an `EmojiTileConfiguration`: emoji, a blank row, the name, as one block centred in
/// the tile (just the emoji, then the name, when the tile is too short for the gap).
final class EmojiTileView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: EmojiTileConfiguration) {
        self.configuration = configuration
        super.init()
    }

    func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
        guard let tile = configuration as? EmojiTileConfiguration, !rect.isEmpty else { return }
        let gap = rect.height >= 3 ? 1 : 0
        let blockHeight = min(rect.height, 2 + gap)
        let top = rect.y + (rect.height - blockHeight) / 2
        // Centred on whole columns: put() blanks a wide emoji rather than split it at an edge.
        if let emoji = tile.emoji.first {
            buffer.put(emoji, at: CellPoint(x: rect.x + (rect.width - TextWidth.of(emoji)) / 2, y: top), style: base, clip: rect)
        }
        guard blockHeight >= 2 else { return }
        drawName(tile, y: top + 1 + gap, in: rect, base: base, theme: theme, into: &buffer)
    }

    private func drawName(_ tile: EmojiTileConfiguration, y: Int, in rect: CellRect, base: Style, theme: Theme,
                          into buffer: inout ScreenBuffer) {
        let shown = Array(TextWidth.truncate(tile.name, to: rect.width))
        let row = CellRect(x: rect.x, y: y, width: rect.width, height: 1)
        let focused = tile.state?.isFocused == true
        var nameStyle = base
        if !focused { nameStyle.foreground = theme.secondaryText.foreground }
        nameStyle.attributes.formUnion(focused ? [] : theme.secondaryText.attributes)
        var matchStyle = base
        matchStyle.attributes.formUnion(theme.match.attributes)
        if !focused { matchStyle.foreground = theme.match.foreground }
        var x = row.x + (row.width - TextWidth.of(String(shown))) / 2
        for (i, grapheme) in shown.enumerated() {
            let matched = tile.highlight?.contains(i) == true && grapheme != TextWidth.ellipsis
            x += buffer.put(grapheme, at: CellPoint(x: x, y: y), style: matched ? matchStyle : nameStyle, clip: row)
        }
    }
}
