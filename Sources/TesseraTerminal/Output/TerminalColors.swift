/// Whether the terminal's background is light or dark: what a theme is chosen for.
public enum BackgroundAppearance: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A light background (white, cream, light grey) with dark text: xterm's default, macOS
    /// Terminal's, GNOME Terminal's light profiles.
    case light
    /// A dark background with light text: most terminals' default today.
    case dark

    /// "light" or "dark".
    public var description: String { rawValue }
}

/// The terminal's own colours — the ones `Color.default` stands for — as far as Tessera knows
/// them, and where that knowledge came from. Contrast is worked out against them: text in the
/// default colour on a background Tessera chose, or a colour Tessera chose on the default
/// background, is only readable if it is readable against these.
public struct TerminalColors: Hashable, Sendable, CustomStringConvertible {
    /// Where the appearance came from, most trusted first.
    public enum Source: String, Hashable, Sendable {
        /// `TESSERA_BACKGROUND=light|dark`: the person said so; it wins over everything.
        case environment
        /// The terminal answered OSC 11 (and perhaps OSC 10) with its real colours.
        case terminal
        /// `COLORFGBG` (set by rxvt-unicode, Konsole and others): the palette index of the
        /// background.
        case colorFGBG
        /// Nothing said anything: assumed dark, as most terminals are today.
        case assumed
    }

    /// Light or dark.
    public var appearance: BackgroundAppearance
    /// The default text colour: reported by OSC 10, or the usual one for the appearance.
    public var foreground: RGBColor
    /// The default background: reported by OSC 11, or the usual one for the appearance.
    public var background: RGBColor
    /// Where ``appearance`` came from.
    public var source: Source

    /// Colours as given.
    public init(appearance: BackgroundAppearance, foreground: RGBColor, background: RGBColor, source: Source) {
        self.appearance = appearance
        self.foreground = foreground
        self.background = background
        self.source = source
    }

    /// The usual colours of `appearance`, xterm's: black on white for light, its light grey
    /// (229, the palette's white) on black for dark.
    public static func usual(_ appearance: BackgroundAppearance, source: Source = .assumed) -> TerminalColors {
        switch appearance {
        case .light: TerminalColors(appearance: .light, foreground: .black, background: .white, source: source)
        case .dark: TerminalColors(appearance: .dark, foreground: RGBColor(red: 229, green: 229, blue: 229),
                                   background: .black, source: source)
        }
    }

    /// What is assumed when nothing is known: dark.
    public static let assumed = usual(.dark)

    /// "light (OSC 11 #ffffff, text #000000)", as `--probe` prints it.
    public var description: String {
        let origin: String = switch source {
        case .environment: "\(Self.environmentVariable)"
        case .terminal: "OSC 11"
        case .colorFGBG: "COLORFGBG"
        case .assumed: "assumed"
        }
        return "\(appearance) (\(origin); background \(background), text \(foreground))"
    }

    // MARK: - Deciding

    /// The environment variable that overrides everything else: `light` or `dark`.
    public static let environmentVariable = "TESSERA_BACKGROUND"

    /// Decides from what there is, most trusted first: `TESSERA_BACKGROUND`, then the
    /// terminal's own answer (`reportedBackground`, OSC 11; `reportedForeground`, OSC 10), then
    /// `COLORFGBG`, then dark.
    public static func decide(reportedForeground: RGBColor?, reportedBackground: RGBColor?,
                              environment: [String: String]) -> TerminalColors {
        if let value = environment[environmentVariable]?.lowercased(), let appearance = BackgroundAppearance(rawValue: value) {
            // Said outright; the reported colours are kept where they agree with it.
            var colors = usual(appearance, source: .environment)
            if let reportedBackground, reportedBackground.isLight == (appearance == .light) {
                colors.background = reportedBackground
                if let reportedForeground { colors.foreground = reportedForeground }
            }
            return colors
        }
        if let reportedBackground {
            var colors = usual(reportedBackground.isLight ? .light : .dark, source: .terminal)
            colors.background = reportedBackground
            if let reportedForeground { colors.foreground = reportedForeground }
            return colors
        }
        if let value = environment["COLORFGBG"], let appearance = appearance(colorFGBG: value) {
            return usual(appearance, source: .colorFGBG)
        }
        return assumed
    }

    /// The appearance `COLORFGBG` announces: its last field is the background's palette index
    /// ("0;15", "15;default;0"). Indices 0–6 and 8 are dark, 7 and 9–15 light (the rule Vim
    /// uses); anything else says nothing.
    public static func appearance(colorFGBG value: String) -> BackgroundAppearance? {
        guard let last = value.split(separator: ";").last, let index = Int(last), (0...15).contains(index) else { return nil }
        return (0...6).contains(index) || index == 8 ? .dark : .light
    }
}
