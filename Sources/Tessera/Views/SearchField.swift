import TesseraTerminal

/// A one-line text field for searching: cursor, insert and delete, word delete, clear, and
/// input of any Unicode text (é, 日, emoji). Edits are grapheme-wise, so a cursor never lands
/// inside a character, and the text scrolls sideways to keep the cursor in view.
///
/// Keys: ←/→ (Ctrl-B/F), Home/End (Ctrl-A/E), Backspace/Delete, Ctrl-W or Alt-Backspace deletes
/// a word, Ctrl-U clears, Esc clears (or, when already empty, lets the event bubble up).
public final class SearchField: View {
    public var placeholder: String { didSet { setNeedsDisplay() } }
    /// A glyph before the text.
    public var prompt: String = "/ " { didSet { setNeedsDisplay() } }
    public private(set) var characters: [Character] = []
    /// The cursor as a grapheme index into `characters` (0…count).
    public private(set) var cursor = 0
    /// The first grapheme shown, when the text is wider than the field.
    private var scroll = 0
    /// Called after every change of the text (not on cursor moves).
    public var onChange: ((String) -> Void)?
    /// Called on Enter, Down or Tab: the app usually moves focus to the results.
    public var onSubmit: (() -> Void)?

    public var text: String {
        get { String(characters) }
        set { setText(newValue, notify: false) }
    }

    public init(placeholder: String = "Search") {
        self.placeholder = placeholder
        super.init()
    }

    public override var canBecomeFocused: Bool { true }

    public override var keyHints: [KeyHint] {
        [KeyHint("type", "filter"), KeyHint("↓", "results"), KeyHint("Esc", "clear"), KeyHint("^W", "delete word")]
    }

    public func setText(_ newValue: String, notify: Bool = true) {
        characters = Array(newValue)
        cursor = characters.count
        changed(notify: notify)
    }

    private func changed(notify: Bool = true) {
        setNeedsDisplay()
        if notify { onChange?(text) }
    }

    // MARK: Editing (public so other views and tests can drive the field directly)

    public func insert(_ string: String) {
        let new = Array(string.filter { !$0.isNewline })
        guard !new.isEmpty else { return }
        characters.insert(contentsOf: new, at: cursor)
        cursor += new.count
        changed()
    }

    public func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
        changed()
    }

    public func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
        changed()
    }

    /// Deletes back to the start of the word before the cursor (spaces first, then the word).
    public func deleteWordBackward() {
        guard cursor > 0 else { return }
        var start = cursor
        while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
        changed()
    }

    public func clear() {
        guard !characters.isEmpty else { return }
        characters.removeAll()
        cursor = 0
        changed()
    }

    public func moveCursor(to index: Int) {
        let clamped = min(max(0, index), characters.count)
        if clamped != cursor { cursor = clamped; setNeedsDisplay() }
    }

    // MARK: Events

    public override func handle(_ event: Event) -> Bool {
        switch event {
        case .mouse(let m):
            if case .press(.left) = m.kind { window?.focusedView = self; return true }
            return false
        case .key(let key):
            return handleKey(key)
        default:
            return false
        }
    }

    private func handleKey(_ key: KeyEvent) -> Bool {
        let ctrl = key.modifiers.contains(.ctrl), alt = key.modifiers.contains(.alt)
        switch key.key {
        case .character(let c) where ctrl:
            switch c.lowercased() {
            case "a": moveCursor(to: 0)
            case "e": moveCursor(to: characters.count)
            case "b": moveCursor(to: cursor - 1)
            case "f": moveCursor(to: cursor + 1)
            case "w": deleteWordBackward()
            case "u": clear()
            case "d": deleteForward()
            case "h": deleteBackward()
            default: return false
            }
        case .character where alt:
            return false
        case .character(let c):
            insert(String(c))
        case .backspace where alt || ctrl:
            deleteWordBackward()
        case .backspace:
            deleteBackward()
        case .delete:
            deleteForward()
        case .left:
            moveCursor(to: cursor - 1)
        case .right:
            moveCursor(to: cursor + 1)
        case .home:
            moveCursor(to: 0)
        case .end:
            moveCursor(to: characters.count)
        case .escape:
            if characters.isEmpty { return false }
            clear()
        case .tab where key.modifiers.contains(.shift):
            return false
        case .enter, .down, .tab:
            guard let onSubmit else { return false }
            onSubmit()
        default:
            return false
        }
        return true
    }

    // MARK: Drawing

    public override func draw(into buffer: inout ScreenBuffer) {
        guard frame.height > 0, frame.width > 0 else { return }
        let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        buffer.fill(row, style: .plain)
        var x = row.x + buffer.draw(prompt, at: row.origin, style: isFocused ? theme.accent : theme.secondaryText, clip: row)
        let field = Rect(x: x, y: row.y, width: row.maxX - x, height: 1)
        guard field.width > 1 else { return }
        if characters.isEmpty {
            buffer.draw(placeholder, in: field, style: theme.secondaryText, alignment: .leading, truncation: true)
            if isFocused { buffer.put(" ", at: field.origin, style: Style(attributes: .reverse)) }
            return
        }
        keepCursorVisible(fieldWidth: field.width - 1)
        for i in scroll..<characters.count {
            let advance = buffer.put(characters[i], at: Point(x: x, y: row.y), style: i == cursor && isFocused ? Style(attributes: .reverse) : .plain)
            if advance == 0 { break }
            x += advance
            if x >= field.maxX { break }
        }
        if cursor == characters.count && isFocused && x < field.maxX {
            buffer.put(" ", at: Point(x: x, y: row.y), style: Style(attributes: .reverse))
        }
    }

    /// Scrolls so that the cursor's grapheme, and one cell after it, fit in the field.
    private func keepCursorVisible(fieldWidth: Int) {
        if cursor < scroll { scroll = cursor }
        var width = 1
        var first = cursor
        while first > 0 {
            let w = TextWidth.of(characters[first - 1])
            if width + w > fieldWidth { break }
            width += w
            first -= 1
        }
        if first > scroll { scroll = first }
    }
}
