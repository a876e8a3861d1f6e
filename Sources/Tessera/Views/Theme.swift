import TesseraTerminal

/// The styles Tessera's views draw with, chosen for the terminal's colour depth and for whether
/// its background is light or dark (`TerminalColors`, learnt at start-up), so that every text
/// colour pair keeps a WCAG 2.x contrast ratio of at least 4.5 and every glyph colour (bars,
/// separators) at least 3, at 256, 16 and 8 colours and in monochrome, on either background.
///
/// Contrast is worked out with xterm's default palette for the 16 standard colours (other
/// terminal themes shade them differently; xterm's is the common ground), with bold on one of
/// the 8 normal colours counted in its bright form too (xterm draws it so), and dim counted as
/// halfway to the background (xterm's faint) — so no text here is dim, only glyphs and disabled
/// rows. `ThemeContrastTests` enumerates every pair.
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
            separator = Style(attributes: .dim)
            match = Style(attributes: [.bold, .underline])
            hintKey = Style(attributes: [.bold, .reverse])
            hintText = .plain
            groupedBackground = .plain
            overlay = .plain
            destructive = Style(attributes: .bold)
        case .eight, .sixteen:
            let sixteen = colorDepth == .sixteen
            // On black, brightBlack (127) reads at 5.2; on white it is 4.0, short of text.
            secondaryText = sixteen && !light ? Style(foreground: .brightBlack) : Style(attributes: .italic)
            // White on blue: 7.5, and 9.4 when bold brightens it; on either background.
            focused = Style(foreground: sixteen ? .brightWhite : .white, background: .blue)
            // Cyan and yellow vanish on white; blue is the one colour readable bold there.
            selected = Style(foreground: light ? .blue : .cyan, attributes: .bold)
            highlighted = Style(attributes: [.reverse, .bold])
            accent = Style(foreground: light ? .blue : .cyan, attributes: .bold)
            header = Style(foreground: light ? .blue : .yellow, attributes: .bold)
            // Not bold: bold black is drawn grey, which cyan cannot carry.
            titleBar = Style(foreground: .black, background: .cyan)
            separator = sixteen ? Style(foreground: .brightBlack)
                : Style(foreground: light ? .black : .white, attributes: .dim)
            // Magenta on white 4.7 (not bold: bright magenta is 3.1); yellow on black 12.
            match = light ? Style(foreground: .magenta, attributes: .underline)
                : Style(foreground: .yellow, attributes: [.bold, .underline])
            hintKey = Style(attributes: .reverse)
            hintText = .plain
            // No fill: on white the one grey (7) leaves bold blue short of 4.5, on black 8 is too light.
            groupedBackground = .plain
            overlay = Style(attributes: .reverse)
            // Red on black is 3.6; bright red 5.3. Where there is no bright red, or on white
            // (where bold red is drawn bright, 4.0), white on red.
            destructive = sixteen && !light ? Style(foreground: .brightRed, attributes: .bold)
                : Style(foreground: .white, background: .red, attributes: .bold)
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
