import TesseraTerminal

/// The styles Tessera's views draw with, chosen for the terminal's colour depth so that
/// focus, selection and matches stay visible on a monochrome (or `NO_COLOR`) terminal too:
/// there they fall back to attributes, each state its own combination —
/// focused `reverse`, selected `bold+underline`, both `reverse+bold+underline`,
/// highlighted (pressed) `reverse+dim`, disabled `dim`.
public struct Theme: Hashable, Sendable {
    /// Ordinary text: the terminal's own colours.
    public var text: Style
    /// Quieter text: placeholders, secondary lines, the toggle when off. Grey (dim in
    /// monochrome).
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
    /// Titles an app draws itself (the demos' title bar): bold, and coloured where the terminal
    /// has colour. List section headers take their look from their content configuration.
    public var header: Style
    /// The faint colour of list separators.
    public var separator: Style
    /// The part of a name that matched a search.
    public var match: Style
    /// The keys in a ``HintBar``, drawn as small key caps (reverse or a light background).
    public var hintKey: Style
    /// The hint bar's text and status.
    public var hintText: Style
    /// Grouped-list cell background, and section backgrounds (decorations).
    public var groupedBackground: Style
    /// The box of a menu or help overlay, and its text.
    public var overlay: Style
    /// Destructive actions (a Delete entry, the delete control ⊖): red and bold, bold in
    /// monochrome.
    public var destructive: Style

    /// The styles for a terminal with `colorDepth` colours: a 256-colour palette, the 8 or 16
    /// standard colours, or attributes alone for monochrome and `NO_COLOR`.
    public init(colorDepth: ColorDepth) {
        text = .plain
        switch colorDepth {
        case .monochrome:
            secondaryText = Style(attributes: .dim)
            focused = Style(attributes: .reverse)
            selected = Style(attributes: [.bold, .underline])
            highlighted = Style(attributes: [.reverse, .dim])
            accent = Style(attributes: .bold)
            header = Style(attributes: .bold)
            separator = Style(attributes: .dim)
            match = Style(attributes: [.bold, .underline])
            hintKey = Style(attributes: [.bold, .reverse])
            hintText = .plain
            groupedBackground = .plain
            overlay = .plain
            destructive = Style(attributes: .bold)
        case .eight, .sixteen:
            secondaryText = Style(foreground: colorDepth == .sixteen ? .brightBlack : .white, attributes: colorDepth == .eight ? .dim : [])
            focused = Style(foreground: .black, background: .cyan)
            selected = Style(foreground: .cyan, attributes: .bold)
            highlighted = Style(foreground: .black, background: .white)
            accent = Style(foreground: .cyan, attributes: .bold)
            header = Style(foreground: .yellow, attributes: .bold)
            separator = Style(foreground: colorDepth == .sixteen ? .brightBlack : .white, attributes: colorDepth == .eight ? .dim : [])
            match = Style(foreground: .yellow, attributes: [.bold, .underline])
            hintKey = Style(foreground: .black, background: .white)
            hintText = .plain
            groupedBackground = Style(background: colorDepth == .sixteen ? .brightBlack : .default)
            overlay = Style(foreground: .white, background: .blue)
            destructive = Style(foreground: .red, attributes: .bold)
        case .palette256:
            secondaryText = Style(foreground: .palette(245))
            focused = Style(foreground: .palette(231), background: .palette(25))
            selected = Style(foreground: .palette(117), attributes: .bold)
            highlighted = Style(foreground: .palette(231), background: .palette(31))
            accent = Style(foreground: .palette(75), attributes: .bold)
            header = Style(foreground: .palette(179), attributes: .bold)
            separator = Style(foreground: .palette(238))
            match = Style(foreground: .palette(220), attributes: [.bold, .underline])
            hintKey = Style(foreground: .palette(16), background: .palette(250))
            hintText = Style(foreground: .palette(250))
            groupedBackground = Style(background: .palette(235))
            overlay = Style(foreground: .palette(255), background: .palette(237))
            destructive = Style(foreground: .palette(203), attributes: .bold)
        }
    }

    /// The 256-colour theme: what views use before they join a window, and what a window starts
    /// with (an ``Application`` picks the terminal's).
    public static let standard = Theme(colorDepth: .palette256)
}

