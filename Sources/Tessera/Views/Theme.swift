import TesseraTerminal

/// The styles Tessera's views draw with, chosen for the terminal's colour depth and for whether
/// its background is light or dark (`TerminalColors`, learnt at start-up), so that every text
/// colour pair keeps a WCAG 2.x contrast ratio of at least 4.5 and every glyph colour (bars,
/// separators) at least 3, at 256, 16 and 8 colours and in monochrome, on either background.
///
/// Contrast is worked out on every palette the 16 standard colours may be drawn with
/// (`TerminalPalette.known`: xterm's, kitty's and rxvt-unicode's defaults; the app cannot ask
/// which), the worst counting, with bold on one of the 8 normal colours counted in its bright
/// form too (xterm draws it so), and dim counted as faint is drawn (halfway to the background in
/// xterm, 0.6 of the way in kitty) — so no text here is dim, only glyphs and disabled rows.
/// `ThemeContrastTests` enumerates every pair.
///
/// Anywhere the theme sets a background it sets the foreground too: the terminal's own text
/// colour (black on a light terminal, light grey on a dark one) is never left on a background
/// Tessera chose. Where colour cannot keep two states apart, attributes do: in monochrome
/// focused is `reverse`, selected `bold+underline`, both `reverse+bold+underline`, highlighted
/// (pressed) `reverse+italic`, disabled `dim`; the search match is underlined at every depth.
public struct Theme: Hashable, Sendable {
    /// Ordinary text: the terminal's own colours.
    public var text: Style
    /// Quieter text: placeholders, secondary lines, the toggle when off. Grey where the palette
    /// has a grey readable on the background, italic where it has not (8 colours, monochrome).
    public var secondaryText: Style
    /// The row or tile under keyboard focus.
    public var focused: Style
    /// Selected. On a focused row only its attributes are added to `focused`.
    public var selected: Style
    /// Pressed: Enter held on a row, or a click in progress. Replaces `focused` while it lasts.
    public var highlighted: Style
    /// The highlight colour, bold: checkmarks, toggles when on, a focused search prompt,
    /// sidebar glyphs.
    public var accent: Style
    /// Titles an app draws itself: bold, and coloured where the terminal has colour. List
    /// section headers take their look from their content configuration.
    public var header: Style
    /// A bar across the screen with a title in it (the demos' title bar): its own foreground and
    /// background, never the terminal's default text on a colour.
    public var titleBar: Style
    /// The faint colour of list separators.
    public var separator: Style
    /// The part of a name that matched a search: underlined at every depth, so it shows on a
    /// focused row too, where the row's colours win.
    public var match: Style
    /// The keys in a ``HintBar``, drawn as small key caps (reverse or a light background).
    public var hintKey: Style
    /// The hint bar's text and status.
    public var hintText: Style
    /// Grouped-list cell background, and section backgrounds (decorations), with the text colour
    /// that goes on it.
    public var groupedBackground: Style
    /// The box of a menu or help overlay, and its text.
    public var overlay: Style
    /// Destructive actions (a Delete entry, the delete control ⊖): red, bold in monochrome.
    public var destructive: Style
    /// The background the theme was made for.
    public var background: BackgroundAppearance
    /// The colour depth the theme was made for.
    public var colorDepth: ColorDepth

    /// The dark-background styles for a terminal with `colorDepth` colours: a 256-colour palette,
    /// the 8 or 16 standard colours, or attributes alone for monochrome and `NO_COLOR`.
    public init(colorDepth: ColorDepth) {
        self.init(colorDepth: colorDepth, background: .dark)
    }

    /// The styles for a terminal with `colorDepth` colours whose background is `background`.
    public init(colorDepth: ColorDepth, background: BackgroundAppearance) {
        self.background = background
        self.colorDepth = colorDepth
        text = .plain
        let light = background == .light
        switch colorDepth {
        case .monochrome:
            secondaryText = Style(attributes: .italic)
            focused = Style(attributes: .reverse)
            selected = Style(attributes: [.bold, .underline])
            highlighted = Style(attributes: [.reverse, .italic])
            accent = Style(attributes: .bold)
            header = Style(attributes: .bold)
            titleBar = Style(attributes: [.reverse, .bold])
            // Not faint: kitty draws faint at 0.4, 2.7:1 on a reversed row, short of a glyph's 3.
            separator = .plain
            match = Style(attributes: [.bold, .underline])
            hintKey = Style(attributes: [.bold, .reverse])
            hintText = .plain
            groupedBackground = .plain
            overlay = .plain
            destructive = Style(attributes: .bold)
        case .eight, .sixteen:
            // Each pair reads on every known palette (`TerminalPalette.known`: xterm's, kitty's,
            // rxvt-unicode's): the app cannot learn which one it is drawn with.
            let sixteen = colorDepth == .sixteen
            // No grey reads everywhere: bright black is 5.2 on black in xterm, 2.0 in urxvt
            // (#404040), 4.0 on white in xterm.
            secondaryText = Style(attributes: .italic)
            // Bright white on blue: 4.8 with kitty's light blue, more elsewhere. At 8 colours
            // kitty's white on its blue is 3.6, and no coloured bar carries bold text (a header)
            // on every palette (bold black is drawn grey): the terminal's own pair, reversed.
            focused = sixteen ? Style(foreground: .brightWhite, background: .blue) : Style(attributes: .reverse)
            // Bold blue is drawn bright, 3.3 on white in kitty: on white, blue stays regular and
            // the selection is underlined; so too at 8 colours, where a focused row reversed and
            // bold would look pressed.
            selected = light ? Style(foreground: .blue, attributes: .underline)
                : Style(foreground: .cyan, attributes: sixteen ? .bold : .underline)
            highlighted = Style(attributes: [.reverse, .bold])
            accent = light ? Style(foreground: .blue) : Style(foreground: .cyan, attributes: .bold)
            // A title on white is bold in the terminal's own black: no colour is readable bold there.
            header = light ? Style(attributes: .bold) : Style(foreground: .yellow, attributes: .bold)
            // Not bold: bold black is drawn grey, which cyan cannot carry.
            titleBar = Style(foreground: .black, background: .cyan)
            // Glyphs need 3. Bright white dimmed: 3.7 in kitty (faint at 0.4). At 8 colours no
            // dimmed colour keeps 3 in kitty: blue on white (4.8), white on black.
            separator = sixteen ? (light ? Style(foreground: .brightBlack) : Style(foreground: .brightWhite, attributes: .dim))
                : Style(foreground: light ? .blue : .white)
            // Magenta on white 4.5 in kitty (not bold: bright magenta is 3.1); yellow on black 12.
            match = light ? Style(foreground: .magenta, attributes: .underline)
                : Style(foreground: .yellow, attributes: [.bold, .underline])
            hintKey = Style(attributes: .reverse)
            hintText = .plain
            // No fill: on white the one grey (7) leaves bold blue short of 4.5, on black 8 is too light.
            groupedBackground = .plain
            // At 8 colours a focused entry is reversed: the box keeps the terminal's pair and its border.
            overlay = sixteen ? Style(attributes: .reverse) : .plain
            // Bright red on black 5.0, bright white on red 5.8. With 8 colours white on red is
            // 4.3 in kitty and no red reads on black: red on white (5.8, not bold: bright red is
            // 4.0), bold alone on black.
            destructive = sixteen ? (light ? Style(foreground: .brightWhite, background: .red, attributes: .bold)
                                           : Style(foreground: .brightRed, attributes: .bold))
                : (light ? Style(foreground: .red) : Style(attributes: .bold))
        case .palette256:
            secondaryText = Style(foreground: .palette(light ? 242 : 246))
            focused = Style(foreground: .palette(231), background: .palette(25))
            selected = Style(foreground: .palette(light ? 25 : 117), attributes: .bold)
            highlighted = Style(foreground: .palette(231), background: .palette(61))
            accent = Style(foreground: .palette(light ? 26 : 75), attributes: .bold)
            header = Style(foreground: .palette(light ? 94 : 179), attributes: .bold)
            titleBar = Style(foreground: .palette(16), background: .palette(179), attributes: .bold)
            separator = Style(foreground: .palette(light ? 244 : 243))
            match = Style(foreground: .palette(light ? 90 : 220), attributes: [.bold, .underline])
            hintKey = Style(foreground: .palette(16), background: .palette(250))
            hintText = Style(foreground: .palette(light ? 238 : 250))
            groupedBackground = light ? Style(foreground: .palette(16), background: .palette(255))
                : Style(foreground: .palette(252), background: .palette(235))
            overlay = light ? Style(foreground: .palette(16), background: .palette(254))
                : Style(foreground: .palette(255), background: .palette(237))
            destructive = Style(foreground: .palette(light ? 124 : 210), attributes: .bold)
        }
    }

    /// The theme for a terminal with `capabilities`: its colour depth and its background.
    public init(capabilities: TerminalCapabilities) {
        self.init(colorDepth: capabilities.colorDepth, background: capabilities.colors.appearance)
    }

    /// The 256-colour dark theme: what views use before they join a window, and what a window
    /// starts with (an ``Application`` picks the terminal's).
    public static let standard = Theme(colorDepth: .palette256)
}
