import Tessera

/// The content of a symbol tile (a custom `ContentConfiguration`, as Apple's example writes its
/// own): the symbol, centred, in a colour that follows the cell's state — the tint normally,
/// white on a selected or highlighted tile's fill, bold when focused or selected.
struct SymbolTileConfiguration: ContentConfiguration, Hashable {
    var symbol: String
    var palette = SymbolTilePalette(depth: .palette256, background: .dark)
    var color: Color?
    var isBold = false

    func makeContentView() -> View & ContentView { SymbolTileView(configuration: self) }

    func updated(for state: ConfigurationState) -> Self {
        guard let state = state as? CellConfigurationState else { return self }
        var c = self
        c.color = state.isSelected || state.isHighlighted ? palette.onFill : palette.tint
        c.isBold = state.isSelected || state.isFocused
        return c
    }
}

/// Draws a `SymbolTileConfiguration`.
final class SymbolTileView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: SymbolTileConfiguration) {
        self.configuration = configuration
        super.init()
    }

    func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
        guard let tile = configuration as? SymbolTileConfiguration, !rect.isEmpty else { return }
        var style = base
        if let color = tile.color { style.foreground = color }
        if tile.isBold { style.attributes.insert(.bold) }
        let middle = CellRect(x: rect.x, y: rect.y + (rect.height - 1) / 2, width: rect.width, height: 1)
        buffer.draw(tile.symbol, in: middle, style: style, alignment: .center)
    }
}
