import TesseraTerminal

/// The styles Tessera's views draw with, chosen for the terminal's colour depth so that
/// focus, selection and matches stay visible on a monochrome (or `NO_COLOR`) terminal too:
/// there they fall back to attributes, each state its own combination —
/// focused `reverse`, selected `bold+underline`, both `reverse+bold+underline`,
/// highlighted (pressed) `reverse+dim`, disabled `dim`.
public struct Theme: Hashable, Sendable {
    public var text: Style
    public var secondaryText: Style
    /// The row or tile under keyboard focus.
    public var focused: Style
    /// Selected. On a focused row only its attributes are added to `focused`.
    public var selected: Style
    /// Pressed: Enter held on a row, or a click in progress. Replaces `focused` while it lasts.
    public var highlighted: Style
    public var accent: Style
    public var header: Style
    public var separator: Style
    /// The part of a name that matched a search.
    public var match: Style
    public var hintKey: Style
    public var hintText: Style
    /// Grouped-list cell background, and section backgrounds (decorations).
    public var groupedBackground: Style
    public var overlay: Style
    public var destructive: Style

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

    public static let standard = Theme(colorDepth: .palette256)
}

