/// How a `Style` lands on a curses terminal: its colour depth picked from terminfo and
/// `NO_COLOR`, colours approximated for that depth (`Color.approximated(for:)`, the same rule
/// the ANSI encoder uses) and numbered as curses wants them. Pure, so the fallbacks are tested
/// without a terminal; `NcursesTerminal` resolves every style it draws through it.
public struct ColorMapping: Hashable, Sendable {
    public let depth: ColorDepth

    public init(depth: ColorDepth) { self.depth = depth }

    /// A style reduced to what the terminal can show: colour numbers as curses wants them
    /// (-1 = the terminal's default colour) and the attributes to set.
    public struct Resolved: Hashable, Sendable {
        public var foreground: Int
        public var background: Int
        public var attributes: TextAttributes
        public init(foreground: Int, background: Int, attributes: TextAttributes) {
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
    public static func detectDepth(hasColors: Bool, colors: Int, noColor: String?) -> ColorDepth {
        if let noColor, !noColor.isEmpty { return .monochrome }
        guard hasColors else { return .monochrome }
        if colors >= 256 { return .palette256 }
        if colors >= 16 { return .sixteen }
        if colors >= 8 { return .eight }
        return .monochrome
    }

    public func resolve(_ style: Style) -> Resolved {
        var attributes = style.attributes
        if depth == .monochrome && style.background != .default {
            // Without colour, a coloured background is how a bar or a selection stands out;
            // reverse video keeps it visible.
            attributes.insert(.reverse)
        }
        let approximated = style.approximated(for: depth)
        return Resolved(foreground: Self.cursesNumber(approximated.foreground),
                        background: Self.cursesNumber(approximated.background),
                        attributes: attributes)
    }

    /// curses numbers colours as the palette does (0–15 the ANSI colours); -1 is the default.
    private static func cursesNumber(_ color: Color) -> Int {
        switch color {
        case .default: -1
        case .ansi(let index): Int(index & 15)
        case .palette(let index): Int(index)
        }
    }
}
