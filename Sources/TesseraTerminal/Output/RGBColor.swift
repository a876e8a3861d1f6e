/// A colour as red, green and blue, 0–255 each: what a terminal really draws a ``Color`` with,
/// and what it reports for its default colours (OSC 10 and 11). The unit of the contrast rule
/// (``contrastRatio(with:)``).
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: Int
    /// Green, 0–255.
    public var green: Int
    /// Blue, 0–255.
    public var blue: Int

    /// A colour from its three components, each clamped to 0–255.
    public init(red: Int, green: Int, blue: Int) {
        self.red = min(255, max(0, red))
        self.green = min(255, max(0, green))
        self.blue = min(255, max(0, blue))
    }

    /// Black, (0, 0, 0): xterm's default foreground, and a light terminal's text.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)
    /// White, (255, 255, 255): xterm's default background.
    public static let white = RGBColor(red: 255, green: 255, blue: 255)

    /// "#RRGGBB".
    public var description: String {
        "#" + [red, green, blue].map { component in
            let digits = String(component, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// WCAG 2.x relative luminance: each sRGB component linearised, then weighted
    /// 0.2126 R + 0.7152 G + 0.0722 B. 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ component: Int) -> Double {
            let c = Double(component) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio with `other`, 1 (the same) to 21 (black and white), whichever is
    /// lighter. Text needs 4.5, glyphs that carry meaning (bars, separators) 3.
    public func contrastRatio(with other: RGBColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Whether this colour is closer to white than to black, by relative luminance: a background
    /// that reads as light (black text has more contrast on it than white text does).
    public var isLight: Bool { RGBColor.black.contrastRatio(with: self) > RGBColor.white.contrastRatio(with: self) }

    /// `self` mixed with `other`, `fraction` of the way (0 is `self`, 1 is `other`).
    public func mixed(with other: RGBColor, fraction: Double) -> RGBColor {
        func mix(_ a: Int, _ b: Int) -> Int { Int((Double(a) + (Double(b) - Double(a)) * fraction).rounded()) }
        return RGBColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }

    /// The colour in an X11 colour specification as terminals report them in OSC 10/11 answers:
    /// `rgb:R/G/B` with 1 to 4 hex digits per component (`rgb:ffff/ffff/dddd`), or `#RGB`,
    /// `#RRGGBB`, `#RRRRGGGGBBBB`. Nil for anything else.
    public init?(x11Specification text: some StringProtocol) {
        func scaled(_ digits: Substring) -> Int? {
            guard (1...4).contains(digits.count), let value = Int(digits, radix: 16) else { return nil }
            let maximum = (1 << (4 * digits.count)) - 1
            return (value * 255 + maximum / 2) / maximum
        }
        let text = Substring(text)
        if text.hasPrefix("rgb:") {
            let parts = text.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 3, let r = scaled(parts[0]), let g = scaled(parts[1]), let b = scaled(parts[2]) else { return nil }
            self.init(red: r, green: g, blue: b)
        } else if text.hasPrefix("#") {
            let hex = text.dropFirst()
            guard [3, 6, 9, 12].contains(hex.count) else { return nil }
            let width = hex.count / 3
            let parts = (0..<3).map { i in hex.dropFirst(i * width).prefix(width) }
            guard let r = scaled(parts[0]), let g = scaled(parts[1]), let b = scaled(parts[2]) else { return nil }
            self.init(red: r, green: g, blue: b)
        } else {
            return nil
        }
    }
}

extension Color {
    /// The RGB a terminal with xterm's default palette draws this colour with; nil for
    /// ``default``, which only the terminal knows (see ``TerminalColors``).
    ///
    /// The 16 standard colours are xterm's defaults (XTerm-col.ad: 205 for the normal colours,
    /// 229 for white, 127 for bright black, 92/92/255 for bright blue…). Terminals with other
    /// themes draw them differently; Tessera assumes xterm's, the common ground, and says so.
    public var xtermRGB: RGBColor? {
        guard self != .default else { return nil }
        let value = rgbValue
        return RGBColor(red: value >> 16, green: (value >> 8) & 0xFF, blue: value & 0xFF)
    }
}
