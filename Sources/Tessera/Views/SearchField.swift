import TesseraTerminal

/// A one-line text field for searching: cursor, insert and delete, word moves and word delete,
/// clear, and input of any Unicode text (é, 日, emoji). The text is kept as graphemes, so the
/// cursor never lands inside a character; after every edit it is segmented again, so a combining
/// accent typed after "e" joins it, and two regional indicators typed one by one become a flag.
/// The text scrolls sideways to keep the cursor, whole, in view.
///
/// Keys: ←/→ (Ctrl-B/F), Ctrl-←/→ or Alt-B/F by word, Home/End (Ctrl-A/E), Backspace (Ctrl-H),
/// Delete (Ctrl-D), Ctrl-W or Alt-Backspace deletes the word before the cursor, Ctrl-U clears,
/// Esc clears (or, when already empty, lets the event bubble up). Enter, ↓ and Tab call
/// `onSubmit` when it is set. A click focuses the field and puts the cursor where it points.
public final class SearchField: View {
    /// Dim text shown while the field is empty; "Search" by default.
    public var placeholder: String { didSet { setNeedsDisplay() } }
    /// A glyph before the text.
    public var prompt: String = "/ " { didSet { setNeedsDisplay() } }
    /// The line being edited: text, cursor, scroll and the editing rules shared with ``TextField``.
    private var editor = LineEditor()
    /// The text as graphemes, the units the cursor moves by. Only graphemes that take columns
    /// are kept.
    public var characters: [Character] { editor.characters }
    /// The cursor as a grapheme index into `characters` (0…count).
    public var cursor: Int { editor.cursor }
    /// The first grapheme shown, when the text is wider than the field.
    var scroll: Int { editor.scroll }
    /// Called once after every change of the text (not on cursor moves, nor on `text = …`).
    public var onChange: ((String) -> Void)?
    /// Called on Enter, Down or Tab: the app usually moves focus to the results.
    public var onSubmit: (() -> Void)?
    /// The most graphemes the field holds (10,000 by default). Typing past it does nothing; a
    /// longer paste is cut, and the field says so.
    public var maximumLength: Int {
        get { editor.maximumLength }
        set {
            precondition(newValue >= 0, "SearchField.maximumLength must not be negative (got \(newValue))")
            finish(editor.setMaximumLength(newValue), notify: true)
        }
    }
    /// What the field says about the last edit, shown at its right end until the next one:
    /// "10000 characters at most: 990000 left out" after a paste that did not fit.
    public var notice: String? { editor.notice }

    /// The text. Setting it moves the cursor to the end and does not call `onChange`.
    public var text: String {
        get { String(characters) }
        set { setText(newValue, notify: false) }
    }

    /// An empty field showing `placeholder`, with the prompt "/ ". Give it one row.
    public init(placeholder: String = "Search") {
        self.placeholder = placeholder
        super.init()
    }

    /// The field takes keyboard focus; it draws its cursor only while it has it.
    public override var canBecomeFocused: Bool { true }
    /// Letters typed here are text, so the window's one-letter keys (`?`, `q`) are not offered
    /// while the field has focus.
    public override var consumesTextInput: Bool { true }

    /// Typing filters, ↓ goes to the results (when ``onSubmit`` is set), Esc clears, ^W deletes
    /// a word.
    public override var keyHints: [KeyHint] {
        var hints = [KeyHint("type", "filter")]
        if onSubmit != nil { hints.append(KeyHint("↓", "results")) }
        hints.append(KeyHint("Esc", "clear"))
        hints.append(KeyHint("^W", "delete word"))
        return hints
    }

    /// Replaces the text and puts the cursor at its end; `onChange` runs if the text changed.
    public func setText(_ newValue: String, notify: Bool = true) {
        replace(0..<characters.count, with: newValue, notify: notify)
    }

    // MARK: Editing (public so other views and tests can drive the field directly)

    /// Inserts `string` at the cursor and moves the cursor after it, in one edit. Line breaks and
    /// tabs become spaces; characters that take no columns on their own (controls, a lone mark at
    /// the start) are dropped; past ``maximumLength`` the rest is cut and ``notice`` says so.
    public func insert(_ string: String) {
        replace(cursor..<cursor, with: string)
    }

    /// Deletes the grapheme before the cursor (Backspace, Ctrl-H); nothing at the start.
    public func deleteBackward() { perform(.deleteBackward) }

    /// Deletes the grapheme under the cursor (Delete, Ctrl-D); nothing at the end.
    public func deleteForward() { perform(.deleteForward) }

    /// Deletes back to the start of the word before the cursor (spaces first, then the word).
    public func deleteWordBackward() { perform(.deleteWordBackward) }

    /// Empties the field (Ctrl-U, Esc), calling ``onChange`` if there was text.
    public func clear() { perform(.deleteAll) }

    /// Puts the cursor before the grapheme at `index` (clamped to 0…`characters.count`).
    public func moveCursor(to index: Int) {
        if editor.moveCursor(to: index) { setNeedsDisplay() }
    }

    /// Moves the cursor to the start of the word before it (Ctrl-←, Alt-B), past spaces first.
    public func moveWordBackward() { perform(.moveWordBackward) }

    /// Moves the cursor to the end of the next word (Ctrl-→, Alt-F), past spaces first.
    public func moveWordForward() { perform(.moveWordForward) }

    /// Carries out an editing command: a cursor move, or an edit through ``replace(_:with:notify:)``.
    private func perform(_ command: LineEditor.Command) {
        if let target = editor.cursorTarget(for: command) {
            moveCursor(to: target)
        } else if let (range, string) = editor.replacement(for: command) {
            replace(range, with: string)
        }
    }

    /// The one way the text changes (see `LineEditor.apply`): calls `onChange` once when the text
    /// changed.
    private func replace(_ range: Range<Int>, with string: String, notify: Bool = true) {
        finish(editor.replace(range, with: string), notify: notify)
    }

    private func finish(_ outcome: LineEditor.Outcome, notify: Bool) {
        if outcome.needsDisplay { setNeedsDisplay() }
        if outcome.textChanged && notify { onChange?(text) }
    }

    /// The graphemes of `before + inserted + after` (see `LineEditor.segment`).
    static func segment(before: ArraySlice<Character>, inserted: String,
                        after: ArraySlice<Character>) -> (characters: [Character], cursor: Int) {
        LineEditor.segment(before: before, inserted: inserted, after: after)
    }

    /// The editor's invariants (debug builds only).
    func _checkInvariants() { editor.checkInvariants() }

    // MARK: Events

    /// Edits and moves the cursor for the keys in the type's list; a click focuses the field and
    /// puts the cursor where it points. Returns false, so the event goes on to the superviews,
    /// for keys it does not use: ↑, Esc on an empty field, Shift-Tab, Enter/↓/Tab without
    /// ``onSubmit``, and Ctrl or Alt letters it has no binding for (Ctrl-C reaches the app).
    public override func handle(_ event: Event) -> Bool {
        switch event {
        case .mouse(let m):
            switch m.kind {
            case .press(.left), .click(.left): break
            default: return false
            }
            becomeFirstResponder()
            if let index = characterIndex(atColumn: convert(m.position, from: nil).x) { moveCursor(to: index) }
            return true
        case .key(let key):
            return handleKey(key)
        case .paste(let paste):
            insert(paste.text) // one edit, one onChange, however long the paste
            return true
        default:
            return false
        }
    }

    private func handleKey(_ key: KeyEvent) -> Bool {
        // Ctrl-K is TextField's; here it goes on to the superviews, as it always did.
        if let command = LineEditor.command(for: key), command != .deleteToEnd {
            perform(command)
            return true
        }
        switch key.key {
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

    /// Read as its placeholder and its text, a search field.
    override var accessibilityDefaults: AccessibilitySettings {
        AccessibilitySettings(isElement: true, label: placeholder, value: text, traits: .searchField)
    }

    // MARK: Drawing

    /// Where the text starts: after the prompt.
    private var promptWidth: Int { min(bounds.width, TextWidth.of(prompt)) }

    private var fieldRect: CellRect {
        let whole = CellRect(x: bounds.x + promptWidth, y: bounds.y, width: bounds.width - promptWidth, height: min(1, bounds.height))
        guard let noticeWidth else { return whole }
        return CellRect(x: whole.x, y: whole.y, width: whole.width - noticeWidth - 1, height: whole.height)
    }

    /// The notice's columns, when there is one and it leaves the text at least 12 columns.
    private var noticeWidth: Int? {
        guard let notice else { return nil }
        let width = TextWidth.of(notice)
        return bounds.width - promptWidth - width - 1 >= 12 ? width : nil
    }

    /// Draws the prompt (accent-coloured while focused), then the text scrolled to keep the
    /// cursor in view, or the dim placeholder, on the frame's first row.
    public override func draw(into buffer: inout ScreenBuffer) {
        guard !bounds.isEmpty else { return }
        let row = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1)
        buffer.fill(row, style: theme.text)
        buffer.draw(prompt, at: row.origin, style: isFocused ? theme.accent : theme.secondaryText, clip: row)
        let field = fieldRect
        guard !field.isEmpty else { return }
        if let notice, let noticeWidth {
            buffer.draw(notice, at: CellPoint(x: row.maxX - noticeWidth, y: row.y), style: theme.secondaryText, clip: row)
        }
        if characters.isEmpty {
            drawPlaceholder(into: &buffer, in: field)
            return
        }
        editor.scrollToCursor(fieldWidth: field.width)
        editor.draw(into: &buffer, in: field, style: theme.text)
    }

    /// The placeholder, dim (the real cursor sits on its first character while focused).
    private func drawPlaceholder(into buffer: inout ScreenBuffer, in field: CellRect) {
        buffer.draw(placeholder, in: field, style: theme.secondaryText)
    }

    /// The caret, where the next character goes: the real cursor, shown (`Window+Cursor`).
    override var cursorPlacement: (point: CellPoint, isCaret: Bool) {
        let field = fieldRect
        let column = characters.isEmpty ? 0 : editor.cursorColumn()
        return (CellPoint(x: field.x + min(column, max(0, field.width - 1)), y: field.y), true)
    }

    /// The grapheme index a click at screen column `x` puts the cursor at, given the last drawing.
    private func characterIndex(atColumn x: Int) -> Int? {
        let field = fieldRect
        guard !field.isEmpty, x >= field.x else { return nil }
        return editor.characterIndex(atFieldColumn: x - field.x)
    }
}
