import Tessera

/// A symbol tile's cell: it rebuilds its background and content for every state in
/// `updateConfiguration(using:)`, so focus, selection and the press highlight all show.
final class SymbolTileCell: CollectionViewCell {
    var symbol: String? {
        didSet { if symbol != oldValue { setNeedsUpdateConfiguration() } }
    }
    var palette = SymbolTilePalette(depth: .palette256, background: .dark) {
        didSet { if palette != oldValue { setNeedsUpdateConfiguration() } }
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        backgroundConfiguration = palette.background(for: state)
        contentConfiguration = symbol.map { SymbolTileConfiguration(symbol: $0, palette: palette).updated(for: state) }
    }
}
