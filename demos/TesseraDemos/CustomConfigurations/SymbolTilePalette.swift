import Tessera

/// The colours of Custom Configurations' tiles and the background each state gets (Apple's
/// example builds its background configuration from the state the same way): a rounded
/// outline normally, brighter when focused; the tint filling a selected tile, and a dimmer
/// tint ("30 % alpha") while a tile is pressed. Without colours the state shows through the
/// theme's attributes instead (reverse for focus, bold and underline for selection).
enum SymbolTilePalette {
    static let tint = Color.palette(75)
    static let onFill = Color.palette(231)
    static let selectedFill = Color.palette(33)
    /// The tint at about 30 % over a dark background.
    static let pressedFill = Color.palette(24)
    static let outline = Color.palette(240)
    static let focusedFill = Color.palette(237)

    static func background(for state: CellConfigurationState, colorDepth: ColorDepth) -> BackgroundConfiguration {
        var background = BackgroundConfiguration.clear()
        background.strokeWidth = 1
        background.cornerRadius = 1
        guard colorDepth != .monochrome else { return background }
        background.showsStateHighlight = false
        background.strokeColor = state.isFocused ? tint : outline
        if state.isHighlighted {
            background.backgroundColor = pressedFill
        } else if state.isSelected {
            background.backgroundColor = selectedFill
            if state.isFocused { background.strokeColor = onFill }
        } else if state.isFocused {
            background.backgroundColor = focusedFill
        }
        return background
    }
}
