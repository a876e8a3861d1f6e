/// Readable names for styles, as golden files and test failures show them.
extension Color: CustomStringConvertible {
    private static let standardNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]

    /// `default`, a standard colour's name (`red`, `brightBlue`), or `p` and a palette index (`p236`).
    public var description: String {
        switch self {
        case .default: "default"
        case .ansi(let n): n < 16 ? Self.standardNames[Int(n)] : "ansi\(n)"
        case .palette(let n): "p\(n)"
        }
    }
}

extension TextAttributes: CustomStringConvertible {
    static let named: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
    ]

    /// The attributes' names joined by "+" (`bold+reverse`), or `none`.
    public var description: String {
        let names = Self.named.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }
}

extension Style: CustomStringConvertible {
    /// For example `plain`, `bold`, `dim fg:red`, `bold+reverse fg:p214 bg:blue`.
    public var description: String {
        var parts: [String] = []
        if !attributes.isEmpty { parts.append(attributes.description) }
        if foreground != .default { parts.append("fg:\(foreground)") }
        if background != .default { parts.append("bg:\(background)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
