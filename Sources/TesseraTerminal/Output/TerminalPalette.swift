/// The RGB a terminal draws the 16 standard colours with, and its own default text and
/// background colours: what differs from one terminal to the next. The 256-colour palette's
/// cube and greys (16–255) are the same in xterm, kitty and rxvt-unicode, so only 0–15 are kept.
///
/// An app cannot learn the palette (OSC 4 answers are rare and slow), only the default colours
/// (OSC 10/11), so the theme picks colours that read on every ``known`` palette, and the
/// contrast audit (`ContrastAudit`) can be run as each of these terminals would show a screen.
package struct TerminalPalette: Hashable, Sendable, CustomStringConvertible {
    /// The terminal and its look, as failure messages name it: "kitty dark".
    package var name: String
    /// Colours 0–15: the 8 normal colours, then their bright forms.
    package var standard: [RGBColor]
    /// The default text colour, out of the box.
    package var foreground: RGBColor
    /// The default background, out of the box.
    package var background: RGBColor
    /// How far toward the background faint (SGR 2) text is drawn: xterm halves it, kitty draws it
    /// at `dim_opacity` 0.4, so 0.6 of the way.
    package var faintFraction: Double

    /// A palette from its 16 colours as 0xRRGGBB.
    package init(name: String, standard: [Int], foreground: Int, background: Int, faintFraction: Double = 0.5) {
        precondition(standard.count == 16, "a palette has 16 standard colours")
        func rgb(_ value: Int) -> RGBColor { RGBColor(red: value >> 16, green: (value >> 8) & 0xFF, blue: value & 0xFF) }
        self.name = name
        self.standard = standard.map(rgb)
        self.foreground = rgb(foreground)
        self.background = rgb(background)
        self.faintFraction = faintFraction
    }

    /// The RGB this terminal draws `color` with; nil for `.default` (the terminal's own colour,
    /// which `TerminalColors` says).
    package func rgb(_ color: Color) -> RGBColor? {
        switch color {
        case .default: return nil
        case .ansi(let n): return standard[Int(n & 15)]
        case .palette(let n) where n < 16: return standard[Int(n)]
        case .palette: return color.xtermRGB
        }
    }

    /// The default colours as the terminal reports them (OSC 10 and 11), and so as an app
    /// running in it learns them.
    package var colors: TerminalColors {
        TerminalColors(appearance: background.isLight ? .light : .dark, foreground: foreground, background: background,
                       source: .terminal)
    }

    /// The name.
    package var description: String { name }

    /// xterm (XTerm-col.ad): 205 for the normal colours, 229 for white, 127 for bright black,
    /// 92/92/255 for bright blue; black text on white.
    package static let xterm = TerminalPalette(
        name: "xterm light",
        standard: [0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
                   0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff],
        foreground: 0x000000, background: 0xffffff)

    /// kitty's defaults (kitty.conf `color0`–`color15`, `foreground`, `background`,
    /// `dim_opacity`): a blue far lighter than xterm's, a darker white; light grey on black.
    package static let kitty = TerminalPalette(
        name: "kitty dark",
        standard: [0x000000, 0xcc0403, 0x19cb00, 0xcecb00, 0x0d73cc, 0xcb1ed1, 0x0dcdcd, 0xdddddd,
                   0x767676, 0xf2201f, 0x23fd00, 0xfffd00, 0x1a8fff, 0xfd28ff, 0x14ffff, 0xffffff],
        foreground: 0xdddddd, background: 0x000000, faintFraction: 0.6)

    /// rxvt-unicode's defaults (src/init.C, src/feature.h, built without XTERM_COLORS as Debian
    /// builds it): antique white (#faebd7) for white, a dark bright black (#404040), pure blue;
    /// black text on white.
    package static let rxvtUnicode = TerminalPalette(
        name: "urxvt white",
        standard: [0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000cd, 0xcd00cd, 0x00cdcd, 0xfaebd7,
                   0x404040, 0xff0000, 0x00ff00, 0xffff00, 0x0000ff, 0xff00ff, 0x00ffff, 0xffffff],
        foreground: 0x000000, background: 0xffffff)

    /// The palettes the theme is made to read on.
    package static let known: [TerminalPalette] = [.xterm, .kitty, .rxvtUnicode]
}
