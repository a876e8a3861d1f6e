import Tessera

/// A symbol tile's cell: it rebuilds its background and content for every state in
/// `updateConfiguration(using:)`, so focus, selection and the press highlight all show.
final class SymbolTileCell: CollectionViewCell {
    var symbol: String? {
        didSet { if symbol != oldValue { setNeedsUpdateConfiguration() } }
    }
    var colorDepth = ColorDepth.palette256 {
        didSet { if colorDepth != oldValue { setNeedsUpdateConfiguration() } }
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        backgroundConfiguration = SymbolTilePalette.background(for: state, colorDepth: colorDepth)
        contentConfiguration = symbol.map { SymbolTileConfiguration(symbol: $0).updated(for: state) }
    }
}
