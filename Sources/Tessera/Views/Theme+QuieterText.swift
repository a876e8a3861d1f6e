import TesseraTerminal

extension Theme {
    /// How text asked to be dim (a subtitle, a value cell's value, a grouped header) is drawn:
    /// in ``secondaryText``'s look rather than faint, which falls short of the contrast text
    /// needs (faint is drawn halfway to the background). On a focused or highlighted row, whose
    /// colours win (`yieldsToFocus`), or on a fill of the cell's own, it keeps those colours. A row drawn dim because it is
    /// disabled keeps its dim: inactive controls are exempt from the contrast rule.
    func quieterText(_ style: Style, base: Style, yieldsToFocus: Bool) -> Style {
        guard style.attributes.contains(.dim), !base.attributes.contains(.dim) else { return style }
        var quieter = style
        quieter.attributes.remove(.dim)
        guard !yieldsToFocus, base.background == .default else { return quieter }
        if quieter.foreground == base.foreground, secondaryText.foreground != .default {
            quieter.foreground = secondaryText.foreground
        }
        quieter.attributes.formUnion(secondaryText.attributes)
        return quieter
    }

    /// An accessory's text (a label, a pop-up menu's value) on an unfocused row: quieter than
    /// the title beside it, but never faint, since it is text and must keep 4.5:1. In
    /// ``secondaryText``'s look on the terminal's background and on a grouped list's fill (both
    /// pairs the contrast test checks); on any other fill (a selected or highlighted row) the
    /// fill's own colours, which are chosen to read on it. A tint the app set is kept.
    package func accessoryText(_ style: Style, base: Style) -> Style {
        var quiet = style
        quiet.attributes.remove(.dim)
        guard base.background == .default || base.background == groupedBackground.background else { return quiet }
        if quiet.foreground == base.foreground, secondaryText.foreground != .default {
            quiet.foreground = secondaryText.foreground
        }
        quiet.attributes.formUnion(secondaryText.attributes)
        return quiet
    }

    /// Secondary text drawn over `base` (a cell's resolved style): ``secondaryText``'s colour and
    /// attributes on the terminal's background; on a fill (a focused row, a tile) the fill's own
    /// colours, which are chosen to read on it.
    public func secondaryText(over base: Style) -> Style {
        guard base.background == .default else { return base }
        var style = base
        if base.foreground == .default { style.foreground = secondaryText.foreground }
        style.attributes.formUnion(secondaryText.attributes)
        return style
    }
}

extension Theme {
    /// A glyph that says something quietly (a disclosure `›`, a reorder handle `≡`) drawn over
    /// `style`: in ``separator``'s look on the terminal's background or a grouped list's fill,
    /// else as `style` is. Not faint: kitty draws faint at 0.4, and the terminal's light grey
    /// faint is 2.9:1 there, short of a glyph's 3.
    package func quietGlyph(_ style: Style) -> Style {
        guard style.background == .default || style.background == groupedBackground.background else { return style }
        var quiet = style
        if separator.foreground != .default { quiet.foreground = separator.foreground }
        quiet.attributes.formUnion(separator.attributes)
        return quiet
    }

    /// `style` made bold where bold keeps it readable. Terminals like xterm draw bold text in
    /// one of the 8 normal colours in its bright form, and some of those fall short on this
    /// theme's background on some palette (bold red is 4.0 on white, bold blue 3.3 on white in
    /// kitty, bold black a grey); there the text stays regular, and keeps its contrast.
    public func emphasized(_ style: Style) -> Style {
        var bold = style
        bold.attributes.insert(.bold)
        return worstContrast(bold) >= min(worstContrast(style), ShownColors.textMinimum) ? bold : style
    }

    /// The terminal colours this theme was made for: the usual ones of its background.
    public var assumedColors: TerminalColors { .usual(background) }

    /// The lowest contrast `style` has at this theme's depth and background on any known palette
    /// (`TerminalPalette.known`): what the theme can count on without knowing the terminal's.
    package func worstContrast(_ style: Style) -> Double {
        ShownColors.worstContrast(style, depth: colorDepth, colors: assumedColors)
    }
}
