/// How a `Style` lands on a curses terminal: its colour depth picked from terminfo and
/// `NO_COLOR`, colours approximated for that depth (`Color.approximated(for:)`, the same rule
/// the ANSI encoder uses) and numbered as curses wants them. Pure, so the fallbacks are tested
/// without a terminal; `NcursesTerminal` resolves every style it draws through it.
package struct ColorMapping: Hashable, Sendable {
    /// The colour depth styles are approximated for.
    package let depth: ColorDepth
    /// A direct-colour terminal (terminfo's `RGB` flag, as xterm-direct and kitty-direct have):
    /// its curses colour numbers from 8 up are 0xRRGGBB values, not palette indices, so palette
    /// colours go over as the RGB the xterm palette gives them. Without this, palette 179 (a
    /// sand yellow) would be sent as RGB 0x0000B3, a dark blue.
    package let directColor: Bool

    /// The terminal's default colours, when styles are to be made legible on them
    /// (`Style.legible(at:on:)`) before they are mapped, as `NcursesTerminal` does; nil maps
    /// styles exactly as given.
    package let colors: TerminalColors?

    /// Whether dim text is drawn as a colour instead of the dim attribute: for terminals whose
    /// terminfo `sgr` has no dim parameter (xterm-kitty's has none), where curses would drop
    /// dim whenever it sets attributes through `sgr`, and deleted rows would not look deleted.
    /// The colour is the text's halfway to the background, as a terminal draws faint text.
    package let dimAsColor: Bool

    /// A mapping for `depth`, making styles legible on `colors` when given; `directColor` is
    /// ignored on a monochrome terminal, and so is `dimAsColor` below 16 colours (there is no
    /// grey to draw it with).
    package init(depth: ColorDepth, directColor: Bool = false, colors: TerminalColors? = nil, dimAsColor: Bool = false) {
        self.depth = depth
        self.directColor = directColor && depth != .monochrome
        self.colors = colors
        self.dimAsColor = dimAsColor && (depth == .palette256 || depth == .sixteen)
    }

    /// This mapping without the legibility pass: for a picture drawn in its own colours (the
    /// stripes standing in for 🏳️‍⚧️), whose low contrast between them is the point and which
    /// `Style.legible` would repaint in black or white.
    package var exact: ColorMapping {
        ColorMapping(depth: depth, directColor: directColor, colors: nil, dimAsColor: dimAsColor)
    }

    /// `style` with its dim attribute drawn as a colour: the text colour halfway to the
    /// background, as the nearest colour of the 256-colour palette (approximated further for
    /// 16 colours by `resolve`).
    func faint(_ style: Style) -> Style {
        guard dimAsColor, style.attributes.contains(.dim) else { return style }
        let colors = colors ?? .assumed
        let text = style.foreground.xtermRGB ?? colors.foreground
        let behind = style.background.xtermRGB ?? colors.background
        let target = text.mixed(with: behind, fraction: 0.5)
        var faint = style
        faint.attributes.remove(.dim)
        faint.foreground = Color.nearestPalette(to: target)
        return faint
    }


    /// A style reduced to what the terminal can show: colour numbers as curses wants them
    /// (-1 = the terminal's default colour) and the attributes to set.
    package struct Resolved: Hashable, Sendable {
        /// The curses foreground colour number; -1 for the terminal's default.
        package var foreground: Int
        /// The curses background colour number; -1 for the terminal's default.
        package var background: Int
        /// The attributes to set, reverse video added where a monochrome terminal needs it to show a
        /// coloured background.
        package var attributes: TextAttributes
        /// A resolved style as given.
        package init(foreground: Int, background: Int, attributes: TextAttributes) {
            self.foreground = foreground
            self.background = background
            self.attributes = attributes
        }
    }

    /// Picks the depth from what terminfo and the environment say. `NO_COLOR` set to anything
    /// non-empty means monochrome (https://no-color.org). `COLORS` beyond 16 but short of 256
    /// (88-colour terminals) counts as 16: our palette indices assume the xterm 256 layout.
    /// Whether the terminal can redefine colours (`can_change_color`) does not matter: we only
    /// use the standard palette, never our own RGB values.
    package static func detectDepth(hasColors: Bool, colors: Int, noColor: String?) -> ColorDepth {
        if let noColor, !noColor.isEmpty { return .monochrome }
        guard hasColors else { return .monochrome }
        if colors >= 256 { return .palette256 }
        if colors >= 16 { return .sixteen }
        if colors >= 8 { return .eight }
        return .monochrome
    }

    /// `style` as curses numbers and attributes: made legible on ``colors`` when given
    /// (`Style.legible`: a background Tessera set always comes with a foreground), colours approximated for ``depth``
    /// (and sent as RGB on a direct-colour terminal); on a monochrome terminal a coloured
    /// background becomes reverse video. O(1).
    package func resolve(_ style: Style) -> Resolved {
        let style = faint(colors.map { style.legible(at: depth, on: $0) } ?? style)
        var attributes = style.attributes
        if depth == .monochrome && style.background != .default {
            // Without colour, a coloured background is how a bar or a selection stands out;
            // reverse video keeps it visible.
            attributes.insert(.reverse)
        }
        let approximated = style.approximated(for: depth)
        return Resolved(foreground: cursesNumber(approximated.foreground),
                        background: cursesNumber(approximated.background),
                        attributes: attributes)
    }

    /// `style` as it is shown, for writing it as SGR ourselves (`ANSIFrameEncoder.appendSGR`):
    /// colours approximated for the depth, and reverse where monochrome needs it (see `resolve`).
    package func shownStyle(_ style: Style) -> Style {
        var shown = (colors.map { style.legible(at: depth, on: $0) } ?? style).approximated(for: depth)
        shown.attributes = resolve(style).attributes
        return shown
    }

    /// curses numbers colours as the palette does (0–15 the ANSI colours); -1 is the default.
    /// On a direct-colour terminal only 0–7 are indices; the rest are 0xRRGGBB (never below 8,
    /// which would read as an index: black goes over as 0x000008).
    private func cursesNumber(_ color: Color) -> Int {
        switch color {
        case .default: return -1
        case .ansi(let index) where !directColor || index & 15 < 8: return Int(index & 15)
        case .ansi(let index): return max(8, Color.palette(index & 15).rgbValue)
        case .palette(let index): return directColor ? max(8, color.rgbValue) : Int(index)
        }
    }
}
