/// A key, independent of the modifiers held with it.
public enum Key: Hashable, Sendable {
    /// Text input: any Unicode grapheme (typing é or 日 gives one of these). Ctrl- and
    /// Alt-letters are a `.character` with `.ctrl` / `.alt` in the modifiers.
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case tab, enter, escape, backspace, delete, insert
    /// F1…F12 (and beyond, where the terminal sends them).
    case function(Int)
}

public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let alt = Modifiers(rawValue: 1 << 1)
    public static let ctrl = Modifiers(rawValue: 1 << 2)
}

public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    public var modifiers: Modifiers
    /// The bytes the terminal sent, where the backend knows them (for the key inspector).
    public var raw: [UInt8]?

    public init(_ key: Key, modifiers: Modifiers = [], raw: [UInt8]? = nil) {
        self.key = key
        self.modifiers = modifiers
        self.raw = raw
    }

    /// The printable text this key inserts into a field, if any (no Ctrl/Alt held).
    public var text: String? {
        if case .character(let c) = key, modifiers.isDisjoint(with: [.ctrl, .alt]) { return String(c) }
        return nil
    }
}

public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press(Button), release(Button), click(Button), doubleClick(Button)
        case wheelUp, wheelDown, move
    }
    public enum Button: Hashable, Sendable { case left, middle, right }

    public var kind: Kind
    public var position: CellPoint
    public var modifiers: Modifiers
    /// The bytes the terminal sent, where the backend knows them. Added (like `KeyEvent.raw`)
    /// so the key and mouse inspector can show what a mouse report looked like on the wire.
    public var raw: [UInt8]?

    public init(_ kind: Kind, at position: CellPoint, modifiers: Modifiers = [], raw: [UInt8]? = nil) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
        self.raw = raw
    }
}

/// Everything the terminal can tell the program.
public enum Event: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(CellSize)
    /// The program came back from Ctrl-Z: the screen must be redrawn in full.
    case resumed
}
