import TesseraTerminal

// How an accessory is drawn: its glyphs and style for a cell's state and theme, and the
// columns it takes. The list cell lays accessories out with `width(state:)`.
extension CellAccessory {
    /// The glyphs to draw and their style, given the cell's state and the style under it.
    func rendering(state: CellConfigurationState, base: Style, theme: Theme) -> (text: String, style: Style) {
        var style = base
        if let tint = options.tintColor, !state.isFocused { style.foreground = tint }
        /// Colours from the theme apply on unfocused cells without a tint of their own.
        func themed(_ themeStyle: Style) -> Style {
            var s = style
            if options.tintColor == nil, !state.isFocused, themeStyle.foreground != .default { s.foreground = themeStyle.foreground }
            s.attributes.formUnion(themeStyle.attributes.subtracting(.bold))
            // Bold only where it keeps the contrast: on a focused row it would brighten the
            // row's black text to grey at 8 colours.
            return themeStyle.attributes.contains(.bold) ? theme.emphasized(s) : s
        }
        /// A quiet glyph: the theme's unless focused or tinted (a tint is the app's colour).
        func quiet() -> Style { state.isFocused || options.tintColor != nil ? style : theme.quietGlyph(style) }
        switch kind {
        case .disclosureIndicator: return ("›", quiet())
        case .outlineDisclosure: return (state.isExpanded ? "▾" : "▸", style)
        case .checkmark: return ("✓", themed(theme.accent))
        case .delete: return ("⊖", themed(theme.destructive))
        case .insert: return ("⊕", themed(theme.accent))
        case .reorder: return ("≡", quiet())
        case .multiselect: return (state.isSelected ? "◉" : "○", style)
        // A label is text: drawn as secondary text (4.5:1), not faint (which falls short of it).
        case .label(let text): return (text, state.isFocused ? style : theme.accessoryText(style, base: base))
        case .customView(let c): return (c.customView, style)
        case .toggle(let isOn, _): return (Switch.glyphs(isOn: isOn), themed(isOn ? theme.accent : theme.secondaryText))
        case .detail: return ("ⓘ", style)
        case .popUpMenu(let menu, _):
            // The value reads like a label's (quiet unless focused); ▾ says it opens.
            let chosen = menu.selectedElements.first?.title ?? ""
            return (chosen.isEmpty ? "▾" : chosen + " ▾",
                    state.isFocused ? style : theme.accessoryText(style, base: base))
        }
    }

    /// Columns the accessory takes: its glyphs, or its reserved width if wider.
    func width(state: CellConfigurationState) -> Int {
        max(options.reservedLayoutWidth ?? 0, TextWidth.of(rendering(state: state, base: .plain, theme: .standard).text))
    }
}
