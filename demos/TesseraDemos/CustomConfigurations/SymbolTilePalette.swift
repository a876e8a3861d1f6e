import Tessera

/// The colours of Custom Configurations' tiles and the background each state gets (Apple's
/// example builds its background configuration from the state the same way): a rounded
/// outline normally, in the tint when focused; the tint filling a selected tile, and a darker
/// tint ("30 % alpha") while a tile is pressed. Without colours the state shows through the
/// theme's attributes instead (reverse for focus, bold and underline for selection).
///
/// Each colour is chosen for the terminal's depth and background, so the symbols keep a
/// glyph's contrast (3) and the outline stays visible: a light blue tint on black, a dark one on
/// white; at 8 and 16 colours only the fills that stay readable (white on blue).
struct SymbolTilePalette: Hashable {
    var depth: ColorDepth
    var background: BackgroundAppearance

    /// The symbol's colour on no fill, and the outline of a focused tile.
    var tint: Color {
        switch depth {
        case .palette256: .palette(background == .light ? 26 : 75)
        default: background == .light ? .blue : .cyan
        }
    }
    /// The symbol's colour on a selected or pressed fill.
    var onFill: Color { depth == .palette256 ? .palette(231) : .white }
    var selectedFill: Color { depth == .palette256 ? .palette(33) : .blue }
    /// The tint at about 30 % over the background.
    var pressedFill: Color { depth == .palette256 ? .palette(24) : .magenta }
    var outline: Color {
        switch depth {
        case .palette256: .palette(background == .light ? 245 : 244)
        case .sixteen: .brightBlack
        default: background == .light ? .black : .white
        }
    }
    /// A focused tile's fill: only where the palette has a quiet shade of the background.
    var focusedFill: Color? { depth == .palette256 ? .palette(background == .light ? 254 : 237) : nil }

    func background(for state: CellConfigurationState) -> BackgroundConfiguration {
        var background = BackgroundConfiguration.clear()
        background.strokeWidth = 1
        background.cornerRadius = 1
        guard depth != .monochrome else { return background }
        background.showsStateHighlight = false
        background.strokeColor = state.isFocused ? tint : outline
        if state.isHighlighted {
            background.backgroundColor = pressedFill
            background.foregroundColor = onFill
        } else if state.isSelected {
            background.backgroundColor = selectedFill
            background.foregroundColor = onFill
            // At 8 colours the outline is white already: focus shows in the tint there.
            if state.isFocused { background.strokeColor = depth == .palette256 ? onFill : tint }
        } else if state.isFocused, let focusedFill {
            background.backgroundColor = focusedFill
            background.foregroundColor = tint
        }
        return background
    }
}
