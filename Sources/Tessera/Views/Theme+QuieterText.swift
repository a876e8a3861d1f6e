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
    /// `style` made bold where bold keeps it readable. Terminals like xterm draw bold text in
    /// one of the 8 normal colours in its bright form, and some of those fall short on this
    /// theme's background (bold red is 4.0 on white, bold black a grey); there the text stays
    /// regular, and keeps its contrast.
    public func emphasized(_ style: Style) -> Style {
        var bold = style
        bold.attributes.insert(.bold)
        let colors = TerminalColors.usual(background)
        let regular = ShownColors(style, depth: colorDepth, colors: colors).contrastRatio
        let shown = ShownColors(bold, depth: colorDepth, colors: colors).contrastRatio
        return shown >= min(regular, ShownColors.textMinimum) ? bold : style
    }

    /// The terminal colours this theme was made for: the usual ones of its background.
    public var assumedColors: TerminalColors { .usual(background) }
}
