/// A key and what it does, for hint bars and help.
public struct KeyHint: Hashable, Sendable {
    /// The keys, as shown: "↑↓", "⏎", "^W".
    public var keys: String
    /// What they do, in a word or two: "move", "open".
    public var action: String
    /// A hint that `keys` do `action`.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}
