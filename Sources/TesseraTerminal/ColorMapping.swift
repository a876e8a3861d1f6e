/// How `Style` colours land on a terminal with fewer colours than asked for: 256 → 16 → 8 →
/// none. Pure, so the fallbacks are tested without a terminal; `NcursesTerminal` uses it for
/// every cell it writes.
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
        switch depth {
        case .monochrome:
            // Without colour, a coloured background is how a bar or a selection stands out;
            // reverse video keeps it visible.
            if style.background != .default { attributes.insert(.reverse) }
            return Resolved(foreground: -1, background: -1, attributes: attributes)
        case .eight:
            // Bright foregrounds have no colour of their own here: the base colour, bold.
            let foreground = ansiIndex(style.foreground)
            if let foreground, foreground >= 8 { attributes.insert(.bold) }
            return Resolved(foreground: foreground.map { $0 & 7 } ?? -1,
                            background: ansiIndex(style.background).map { $0 & 7 } ?? -1,
                            attributes: attributes)
        case .sixteen:
            return Resolved(foreground: ansiIndex(style.foreground) ?? -1,
                            background: ansiIndex(style.background) ?? -1,
                            attributes: attributes)
        case .palette256:
            return Resolved(foreground: paletteIndex(style.foreground) ?? -1,
                            background: paletteIndex(style.background) ?? -1,
                            attributes: attributes)
        }
    }

    /// The colour as one of the 16 ANSI colours (nil for the default colour).
    private func ansiIndex(_ color: Color) -> Int? {
        switch color {
        case .default: nil
        case .ansi(let index): Int(index & 15)
        case .palette(let index): Int(Self.nearestANSI[Int(index)])
        }
    }

    private func paletteIndex(_ color: Color) -> Int? {
        switch color {
        case .default: nil
        case .ansi(let index): Int(index & 15)
        case .palette(let index): Int(index)
        }
    }

    // MARK: - The xterm palette

    /// The RGB value xterm gives palette entry `index`: 16 system colours, a 6×6×6 cube,
    /// 24 greys.
    static func rgb(ofPalette index: Int) -> (r: Int, g: Int, b: Int) {
        switch index {
        case 0..<16:
            return systemColors[index]
        case 16..<232:
            let cube = index - 16
            let level = { (step: Int) in step == 0 ? 0 : 55 + step * 40 }
            return (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
        default:
            let grey = 8 + (index - 232) * 10
            return (grey, grey, grey)
        }
    }

    /// xterm's default system colours.
    static let systemColors: [(r: Int, g: Int, b: Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// For each palette entry, the closest of the 16 ANSI colours (squared RGB distance).
    /// The first 16 map to themselves. Computed once: 256 × 16 comparisons.
    static let nearestANSI: [UInt8] = (0..<256).map { index in
        if index < 16 { return UInt8(index) }
        let (r, g, b) = rgb(ofPalette: index)
        var best = 0, bestDistance = Int.max
        for (candidate, color) in systemColors.enumerated() {
            let distance = (r - color.r) * (r - color.r) + (g - color.g) * (g - color.g) + (b - color.b) * (b - color.b)
            if distance < bestDistance { (best, bestDistance) = (candidate, distance) }
        }
        return UInt8(best)
    }
}
