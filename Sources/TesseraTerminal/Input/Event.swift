/// A key, independent of the modifiers held with it.
public enum Key: Hashable, Sendable {
    /// Text input: any Unicode grapheme (typing é or 日 gives one of these). Ctrl- and
    /// Alt-letters are a `.character` with `.ctrl` / `.alt` in the modifiers.
    case character(Character)
    /// The arrow keys.
    case up, down, left, right
    /// The navigation keys above the arrows.
    case home, end, pageUp, pageDown
    /// Editing and control keys. Shift-Tab is `.tab` with `.shift`; Escape arrives after the ESC
    /// delay, when no sequence follows it.
    case tab, enter, escape, backspace, delete, insert
    /// F1…F12 (and beyond, where the terminal sends them).
    case function(Int)
}

/// The modifier keys held with a key or mouse event, as far as the terminal reports them
/// (terminals do not report Shift with a printable character: it is already in the character).
public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits: shift 1, alt 2, ctrl 4.
    public let rawValue: UInt8
    /// The modifiers whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift: reported with arrows, navigation and function keys, Tab (Shift-Tab) and mouse
    /// events; a shifted letter arrives as the capital letter instead.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Alt (Option, or Meta): the terminal sends ESC before the key.
    public static let alt = Modifiers(rawValue: 1 << 1)
    /// Control: Ctrl-letters arrive as the lower-case letter with this modifier (Ctrl-A is
    /// `.character("a")` with `.ctrl`).
    public static let ctrl = Modifiers(rawValue: 1 << 2)
}

/// A key pressed, with the modifiers held (terminals report presses only, never releases).
public struct KeyEvent: Hashable, Sendable {
    /// The key pressed, without its modifiers.
    public var key: Key
    /// The modifiers held with it; empty for none.
    public var modifiers: Modifiers
    /// The bytes the terminal sent, where the backend knows them (for the key inspector).
    public var raw: [UInt8]?

    /// A press of `key` with `modifiers`; tests usually leave `raw` out.
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

/// A mouse report: a button, the wheel or movement, at a cell (where the terminal reports the
/// mouse; see ``TerminalCapabilities/mouse``).
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button going down or up, as terminals report them. `click` and `doubleClick` are never
        /// decoded from a terminal; apps and tests may send them.
        case press(Button), release(Button), click(Button), doubleClick(Button)
        /// The wheel turned one notch, or the mouse moved (only where the terminal reports motion:
        /// Tessera does not ask it to).
        case wheelUp, wheelDown, move
    }
    /// A mouse button.
    public enum Button: Hashable, Sendable {
        /// The primary, middle and secondary buttons.
        case left, middle, right
    }

    /// What happened: a press, release, wheel notch or move.
    public var kind: Kind
    /// The cell under the pointer, 0-based from the screen's top-left.
    public var position: CellPoint
    /// The modifiers held; terminals report Shift, Alt and Ctrl with mouse events (many keep
    /// Shift-click for their own text selection).
    public var modifiers: Modifiers
    /// The bytes the terminal sent, where the backend knows them. Added (like `KeyEvent.raw`)
    /// so the key and mouse inspector can show what a mouse report looked like on the wire.
    public var raw: [UInt8]?

    /// A mouse event of `kind` at `position`; tests usually leave `raw` out.
    public init(_ kind: Kind, at position: CellPoint, modifiers: Modifiers = [], raw: [UInt8]? = nil) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
        self.raw = raw
    }
}

/// Everything the terminal can tell the program.
public enum Event: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// A mouse button, wheel or movement report.
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(CellSize)
    /// The program came back from Ctrl-Z: the screen must be redrawn in full.
    case resumed
    /// Text pasted into the terminal, whole, in one event (where the terminal brackets pastes,
    /// which Tessera asks it to): a text field inserts it in one edit, and a paste never reaches
    /// the app as a storm of keys. Views that do not take it let it bubble like a key.
    case paste(Paste)
}

/// The text of one paste. Line breaks are "\n" (terminals send CR); nothing in it is a key,
/// not even ESC bytes. A paste that never closes cannot keep the keyboard: it ends at a Ctrl-C
/// byte, after half a second with no input, or at its size limit, and says so in `ending`.
public struct Paste: Hashable, Sendable {
    /// How a paste ended.
    public enum Ending: Hashable, Sendable {
        /// At its closing bracket: the whole paste, as the terminal sent it.
        case closed
        /// At a Ctrl-C byte, which follows as a key: the paste so far.
        case interrupted
        /// No input came for `TimedInputDecoder.pasteSilence`: the paste so far.
        case silence
        /// It passed `InputDecoder.maximumPasteLength` bytes: the rest of it is dropped as it
        /// arrives, until its closing bracket, a Ctrl-C or a silence.
        case sizeLimit
    }

    /// What was pasted, up to `InputDecoder.maximumPasteLength` bytes.
    public var text: String
    /// How many bytes read were left out of `text`: the part of a character the limit cut, and
    /// the first byte past it. A paste cut at its limit drops the rest of itself uncounted.
    public var droppedByteCount: Int
    /// Whether the paste ended at its closing bracket or was cut short.
    public var ending: Ending

    /// A paste of `text`; tests and apps may make their own.
    public init(text: String, droppedByteCount: Int = 0, ending: Ending = .closed) {
        self.text = text
        self.droppedByteCount = droppedByteCount
        self.ending = ending
    }

    /// Whether some of the paste was dropped.
    public var isTruncated: Bool { droppedByteCount > 0 || ending == .sizeLimit }

    /// Whether the paste ended before its closing bracket (a Ctrl-C, a silence, its limit): the
    /// text is what came before. A text field inserts it all the same.
    public var isCut: Bool { ending != .closed }
}
