/// A key and what it does, for hint bars and help.
public struct KeyHint: Hashable, Sendable {
    /// The keys, as shown: "↑↓", "Enter", "^W". Keys are spelled in words where a symbol would
    /// come from a fallback font: ⏎ is drawn squeezed and faint in kitty and tiny in urxvt, so
    /// Tessera's own hints say "Enter", as they say "Esc" and "Tab".
    public var keys: String
    /// What they do, in a word or two: "move", "open".
    public var action: String
    /// A hint that `keys` do `action`.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}
