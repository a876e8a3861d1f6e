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
    /// The text as graphemes, the units the cursor moves by. Only graphemes that take columns
    /// are kept.
    public private(set) var characters: [Character] = []
    /// The cursor as a grapheme index into `characters` (0…count).
    public private(set) var cursor = 0
    /// The first grapheme shown, when the text is wider than the field.
    private(set) var scroll = 0
    /// Called once after every change of the text (not on cursor moves, nor on `text = …`).
    public var onChange: ((String) -> Void)?
    /// Called on Enter, Down or Tab: the app usually moves focus to the results.
    public var onSubmit: (() -> Void)?
    /// The most graphemes the field holds (10,000 by default). Typing past it does nothing; a
    /// longer paste is cut, and the field says so.
    public var maximumLength = 10_000 {
        didSet {
            precondition(maximumLength >= 0, "SearchField.maximumLength must not be negative (got \(maximumLength))")
            if characters.count > maximumLength { replace(maximumLength..<characters.count, with: "") }
        }
    }
    /// What the field says about the last edit, shown at its right end until the next one:
    /// "10000 characters at most: 990000 left out" after a paste that did not fit.
    public private(set) var notice: String?

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
    public func deleteBackward() {
        guard cursor > 0 else { return }
        replace((cursor - 1)..<cursor, with: "")
    }

    /// Deletes the grapheme under the cursor (Delete, Ctrl-D); nothing at the end.
    public func deleteForward() {
        guard cursor < characters.count else { return }
        replace(cursor..<(cursor + 1), with: "")
    }

    /// Deletes back to the start of the word before the cursor (spaces first, then the word).
    public func deleteWordBackward() {
        guard cursor > 0 else { return }
        replace(wordStart(before: cursor)..<cursor, with: "")
    }

    /// Empties the field (Ctrl-U, Esc), calling ``onChange`` if there was text.
    public func clear() {
        guard !characters.isEmpty else { return }
        replace(0..<characters.count, with: "")
    }

    /// Puts the cursor before the grapheme at `index` (clamped to 0…`characters.count`).
    public func moveCursor(to index: Int) {
        let clamped = min(max(0, index), characters.count)
        if clamped != cursor { cursor = clamped; setNeedsDisplay() }
    }

    /// Moves the cursor to the start of the word before it (Ctrl-←, Alt-B), past spaces first.
    public func moveWordBackward() { moveCursor(to: wordStart(before: cursor)) }

    /// Moves the cursor to the end of the next word (Ctrl-→, Alt-F), past spaces first.
    public func moveWordForward() {
        var end = cursor
        while end < characters.count && characters[end].isWhitespace { end += 1 }
        while end < characters.count && !characters[end].isWhitespace { end += 1 }
        moveCursor(to: end)
    }

    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }

    /// The one way the text changes: replaces the graphemes in `range` with `string`, segments
    /// the edited part again, drops graphemes that take no columns, and puts the cursor after the
    /// inserted text (after the grapheme it merged into, if it merged). Calls `onChange` once.
    ///
    /// Cost: O(edit), not O(text). Only a window around the edit is segmented again: from one
    /// grapheme before it (an accent typed after "e" joins the "e") to one after it, widened while
    /// the window's last grapheme comes out different from the one it replaces (regional
    /// indicators re-pairing down a run of flags).
    private func replace(_ range: Range<Int>, with string: String, notify: Bool = true) {
        let (inserted, cut) = Self.limited(string, room: maximumLength - (characters.count - range.count))
        let start = max(0, range.lowerBound - 1)
        var end = min(characters.count, range.upperBound + 1)
        var segmented: (characters: [Character], cursor: Int)
        repeat {
            segmented = Self.segment(before: characters[start..<range.lowerBound], inserted: inserted,
                                     after: characters[range.upperBound..<end])
            // A stable window ends with the grapheme the old text ended it with (or at the end).
            if end == characters.count || (end > range.upperBound && segmented.characters.last == characters[end - 1]) { break }
            end = min(characters.count, end + 1)
        } while true
        let changed = !characters[start..<end].elementsEqual(segmented.characters)
        characters.replaceSubrange(start..<end, with: segmented.characters)
        let newCursor = start + segmented.cursor
        notice = cut > 0 ? "\(maximumLength) characters at most: \(cut) left out" : nil
        if changed || newCursor != cursor || cut > 0 { setNeedsDisplay() }
        cursor = newCursor
        if changed && notify { onChange?(text) }
        _checkInvariants()
    }

    /// The graphemes of `before + inserted + after`, without those that take no columns, and
    /// how many of them end inside `before + inserted` (where the cursor goes).
    static func segment(before: ArraySlice<Character>, inserted: String,
                                after: ArraySlice<Character>) -> (characters: [Character], cursor: Int) {
        let head = String(before) + inserted
        var result: [Character] = []
        var cursor = 0
        var offset = 0
        for character in head + String(after) {
            let characterStart = offset
            offset += character.utf8.count
            guard TextWidth.of(character) > 0 else { continue }
            result.append(character)
            if characterStart < head.utf8.count { cursor = result.count }
        }
        return (result, cursor)
    }

    /// `string` on one line (line breaks and tabs become spaces) and at most `room` graphemes,
    /// with how many graphemes were left out.
    private static func limited(_ string: String, room: Int) -> (text: String, cut: Int) {
        var text = string
        if text.contains(where: { $0.isNewline || $0 == "\t" }) {
            text = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        }
        guard room < text.count else { return (text, 0) }
        let kept = max(0, room)
        return (String(text.prefix(kept)), text.count - kept)
    }

    /// The cursor stays within the text, the text within its limit, and every grapheme kept
    /// takes columns. The last is O(text): debug builds only.
    func _checkInvariants() {
        #if DEBUG
        precondition((0...characters.count).contains(cursor), "cursor \(cursor) outside 0...\(characters.count)")
        precondition(characters.count <= maximumLength, "\(characters.count) characters, limit \(maximumLength)")
        precondition(!characters.contains { TextWidth.of($0) == 0 }, "a grapheme that takes no columns")
        #endif
    }

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
            window?.focusedView = self
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
        case .character(let c) where alt:
            switch c.lowercased() {
            case "b": moveWordBackward()
            case "f": moveWordForward()
            default: return false
            }
        case .character(let c):
            insert(String(c))
        case .backspace where alt || ctrl:
            deleteWordBackward()
        case .backspace:
            deleteBackward()
        case .delete:
            deleteForward()
        case .left where ctrl || alt:
            moveWordBackward()
        case .right where ctrl || alt:
            moveWordForward()
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

    private var cursorStyle: Style {
        var s = theme.text
        s.attributes.insert(.reverse)
        return s
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
        scrollToCursor(fieldWidth: field.width)
        var x = field.x
        for i in scroll..<characters.count {
            guard x < field.maxX else { break }
            let style = isFocused && i == cursor ? cursorStyle : theme.text
            x += buffer.put(characters[i], at: CellPoint(x: x, y: row.y), style: style, clip: field)
        }
        if isFocused && cursor == characters.count && x < field.maxX {
            buffer.put(" ", at: CellPoint(x: x, y: row.y), style: cursorStyle, clip: field)
        }
    }

    /// The placeholder, dim; when focused, the cursor sits on its first character.
    private func drawPlaceholder(into buffer: inout ScreenBuffer, in field: CellRect) {
        buffer.draw(placeholder, in: field, style: theme.secondaryText)
        guard isFocused else { return }
        if placeholder.isEmpty {
            buffer.put(" ", at: field.origin, style: cursorStyle, clip: field)
        } else {
            let firstCell = CellRect(origin: field.origin, size: CellSize(width: 1, height: 1))
            buffer.applyStyle({ style in
                var reversed = style
                reversed.attributes.insert(.reverse)
                return reversed
            }, in: firstCell)
        }
    }

    /// Adjusts `scroll` so that the cursor's cell (the grapheme under it, or one blank cell at
    /// the end) is wholly inside a field `fieldWidth` columns wide, scrolling as little as
    /// possible, and never leaving blank columns at the right while text is hidden at the left.
    private func scrollToCursor(fieldWidth: Int) {
        let cursorWidth = cursor < characters.count ? TextWidth.of(characters[cursor]) : 1
        // The smallest first grapheme that keeps the cursor in view.
        var lowest = cursor
        var used = cursorWidth
        while lowest > 0 {
            let w = TextWidth.of(characters[lowest - 1])
            if used + w > fieldWidth { break }
            used += w
            lowest -= 1
        }
        // The smallest first grapheme that shows the end of the text and the cell after it.
        var fullTail = characters.count
        used = 1
        while fullTail > 0 {
            let w = TextWidth.of(characters[fullTail - 1])
            if used + w > fieldWidth { break }
            used += w
            fullTail -= 1
        }
        scroll = max(lowest, min(scroll, cursor, fullTail))
    }

    /// The grapheme index a click at screen column `x` puts the cursor at, given the last drawing.
    private func characterIndex(atColumn x: Int) -> Int? {
        let field = fieldRect
        guard !field.isEmpty, x >= field.x else { return nil }
        var column = field.x
        var index = min(scroll, characters.count)
        while index < characters.count {
            let w = TextWidth.of(characters[index])
            if x < column + w { return index }
            column += w
            index += 1
        }
        return characters.count
    }
}
