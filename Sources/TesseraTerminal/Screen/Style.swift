/// A terminal colour. `.ansi` is one of the 16 standard colours (0–7 normal, 8–15 bright);
/// `.palette` is an index into the 256-colour palette. Backends map what the terminal lacks
/// down to the nearest colour it has (256 → 16 → 8 → none).
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background colour, whatever its theme makes it.
    case `default`
    /// One of the 16 standard colours, 0–15 (indexes above 15 wrap); the terminal's theme decides
    /// the exact shade.
    case ansi(UInt8)
    /// An index into the xterm 256-colour palette (16–231 a 6×6×6 cube, 232–255 greys).
    case palette(UInt8)

    /// ANSI colour 0.
    public static let black = Color.ansi(0)
    /// ANSI colour 1.
    public static let red = Color.ansi(1)
    /// ANSI colour 2.
    public static let green = Color.ansi(2)
    /// ANSI colour 3.
    public static let yellow = Color.ansi(3)
    /// ANSI colour 4.
    public static let blue = Color.ansi(4)
    /// ANSI colour 5.
    public static let magenta = Color.ansi(5)
    /// ANSI colour 6.
    public static let cyan = Color.ansi(6)
    /// ANSI colour 7 (often light grey).
    public static let white = Color.ansi(7)
    /// ANSI colour 8 (often dark grey); an 8-colour terminal shows ``black``.
    public static let brightBlack = Color.ansi(8)
    /// ANSI colour 9; an 8-colour terminal shows ``red``.
    public static let brightRed = Color.ansi(9)
    /// ANSI colour 10; an 8-colour terminal shows ``green``.
    public static let brightGreen = Color.ansi(10)
    /// ANSI colour 11; an 8-colour terminal shows ``yellow``.
    public static let brightYellow = Color.ansi(11)
    /// ANSI colour 12; an 8-colour terminal shows ``blue``.
    public static let brightBlue = Color.ansi(12)
    /// ANSI colour 13; an 8-colour terminal shows ``magenta``.
    public static let brightMagenta = Color.ansi(13)
    /// ANSI colour 14; an 8-colour terminal shows ``cyan``.
    public static let brightCyan = Color.ansi(14)
    /// ANSI colour 15 (white); an 8-colour terminal shows ``white``.
    public static let brightWhite = Color.ansi(15)
}

/// Text attributes a terminal can show.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits: bold 1, dim 2, italic 4, underline 8, reverse 16.
    public let rawValue: UInt8
    /// The attributes whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Bold (some terminals brighten the colour instead).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Faint: how Tessera draws secondary and disabled text, and rows fading in or out.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic, where the terminal's font has it.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined: how list separators are drawn.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped: visible on every terminal, monochrome included.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
}

/// How a cell looks: foreground, background, attributes.
public struct Style: Hashable, Sendable {
    /// The text's colour; the terminal's default by default.
    public var foreground: Color
    /// The cell's colour behind the text; the terminal's default by default.
    public var background: Color
    /// Bold, dim, italic, underline, reverse; none by default.
    public var attributes: TextAttributes

    /// A style with the given colours and attributes; the defaults make ``plain``.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()
}
