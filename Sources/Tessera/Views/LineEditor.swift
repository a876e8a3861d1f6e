import TesseraTerminal

/// The editing model behind ``SearchField`` and ``TextField``: one line of text kept as
/// graphemes, a cursor between them, the first grapheme shown when the text is wider than the
/// field, and the keys that edit it. A value with no view in it, so both fields (and tests) share
/// one set of rules: the cursor never lands inside a character, after every edit the edited part
/// is segmented again (a combining accent typed after "e" joins it, two regional indicators
/// typed one by one become a flag), only graphemes that take columns are kept, and line breaks
/// and tabs become spaces.
///
/// Invariants (checked by ``checkInvariants()`` in debug builds): `0 ≤ cursor ≤ characters.count`,
/// `characters.count ≤ maximumLength`, and every kept grapheme takes at least one column.
struct LineEditor {
    /// The text as graphemes, the units the cursor moves by.
    private(set) var characters: [Character] = []
    /// The cursor as a grapheme index into `characters` (0…count).
    private(set) var cursor = 0
    /// The first grapheme shown, when the text is wider than the field.
    private(set) var scroll = 0
    /// The most graphemes the line holds. Lowering it cuts the text (see ``setMaximumLength(_:)``).
    private(set) var maximumLength: Int
    /// What the last edit has to say ("100 characters at most: 900 left out"), until the next one.
    private(set) var notice: String?
    /// The cursor's offset in UTF-16 code units (UIKit's unit for a delegate's ranges), kept as the
    /// cursor moves and the text changes, so a range costs O(edit), not O(text) (`+UTF16`).
    private(set) var cursorUTF16 = 0
    /// The text's length in UTF-16 code units.
    private(set) var utf16Count = 0
    /// How many graphemes were measured in UTF-16 to keep the two above: what tests read to see
    /// that an edit's cost does not grow with the text.
    var utf16GraphemesMeasured = 0

    init(maximumLength: Int = 10_000) {
        self.maximumLength = maximumLength
    }

    /// The text as one string.
    var text: String { String(characters) }

    // MARK: Edits

    /// One replacement the editor is about to make, worked out before it is made so a delegate
    /// can refuse it: the graphemes in `range` give way to `replacement` (already on one line and
    /// cut to the room left), and `cut` graphemes of what was offered were left out.
    struct Edit: Equatable {
        var range: Range<Int>
        var replacement: String
        var cut: Int
    }

    /// What happened to the line: whether its text changed, and whether it needs drawing again
    /// (the text, the cursor or the notice changed).
    struct Outcome: Equatable {
        var textChanged: Bool
        var needsDisplay: Bool
        static let none = Outcome(textChanged: false, needsDisplay: false)
    }

    /// The edit that replacing `range` with `string` makes: `string` on one line, cut to the room
    /// left under ``maximumLength``.
    func edit(replacing range: Range<Int>, with string: String) -> Edit {
        let (text, cut) = Self.limited(string, room: maximumLength - (characters.count - range.count))
        return Edit(range: range, replacement: text, cut: cut)
    }

    /// Makes `edit`: segments the edited part again, drops graphemes that take no columns, and
    /// puts the cursor after the inserted text (after the grapheme it merged into, if it merged).
    ///
    /// Cost: O(edit), not O(text). Only a window around the edit is segmented again: from one
    /// grapheme before it (an accent typed after "e" joins the "e") to one after it, widened while
    /// the window's last grapheme comes out different from the one it replaces (regional
    /// indicators re-pairing down a run of flags).
    mutating func apply(_ edit: Edit) -> Outcome {
        let range = edit.range
        let start = max(0, range.lowerBound - 1)
        var end = min(characters.count, range.upperBound + 1)
        var segmented: (characters: [Character], cursor: Int)
        repeat {
            segmented = Self.segment(before: characters[start..<range.lowerBound], inserted: edit.replacement,
                                     after: characters[range.upperBound..<end])
            // A stable window ends with the grapheme the old text ended it with (or at the end).
            if end == characters.count || (end > range.upperBound && segmented.characters.last == characters[end - 1]) { break }
            end = min(characters.count, end + 1)
        } while true
        let changed = !characters[start..<end].elementsEqual(segmented.characters)
        let startUTF16 = utf16Offset(of: start)
        utf16Count += measureUTF16(segmented.characters[...]) - measureUTF16(characters[start..<end])
        cursorUTF16 = startUTF16 + measureUTF16(segmented.characters[..<segmented.cursor])
        characters.replaceSubrange(start..<end, with: segmented.characters)
        let newCursor = start + segmented.cursor
        let oldNotice = notice
        notice = edit.cut > 0 ? "\(maximumLength) characters at most: \(edit.cut) left out" : nil
        let redraw = changed || newCursor != cursor || edit.cut > 0 || notice != oldNotice
        cursor = newCursor
        checkInvariants()
        return Outcome(textChanged: changed, needsDisplay: redraw)
    }

    /// Replaces the graphemes in `range` with `string` in one edit.
    mutating func replace(_ range: Range<Int>, with string: String) -> Outcome {
        apply(edit(replacing: range, with: string))
    }

    /// Changes the limit; text past it is cut (an edit, whose outcome is returned).
    mutating func setMaximumLength(_ newValue: Int) -> Outcome {
        maximumLength = newValue
        guard characters.count > maximumLength else { return .none }
        return replace(maximumLength..<characters.count, with: "")
    }

    /// Puts the cursor before the grapheme at `index` (clamped to 0…`characters.count`); true
    /// when it moved.
    mutating func moveCursor(to index: Int) -> Bool {
        let clamped = min(max(0, index), characters.count)
        guard clamped != cursor else { return false }
        cursorUTF16 = utf16Offset(of: clamped)
        cursor = clamped
        return true
    }

    /// Where the word before `index` starts: back over spaces, then over the word.
    func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }

    /// Where the word after `index` ends: on over spaces, then over the word.
    func wordEnd(after index: Int) -> Int {
        var end = index
        while end < characters.count && characters[end].isWhitespace { end += 1 }
        while end < characters.count && !characters[end].isWhitespace { end += 1 }
        return end
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
    static func limited(_ string: String, room: Int) -> (text: String, cut: Int) {
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
    func checkInvariants() {
        #if DEBUG
        precondition((0...characters.count).contains(cursor), "cursor \(cursor) outside 0...\(characters.count)")
        precondition(characters.count <= maximumLength, "\(characters.count) characters, limit \(maximumLength)")
        precondition(!characters.contains { TextWidth.of($0) == 0 }, "a grapheme that takes no columns")
        if SelfChecks.areEnabled {
            precondition(cursorUTF16 == String(characters[..<cursor]).utf16.count, "cursor at UTF-16 \(cursorUTF16), text says otherwise")
            precondition(utf16Count == String(characters).utf16.count, "UTF-16 length \(utf16Count), text says otherwise")
        }
        #endif
    }

    // MARK: Showing the line

    /// Adjusts `scroll` so that the cursor's cell (the grapheme under it, or one blank cell at
    /// the end) is wholly inside a field `fieldWidth` columns wide, scrolling as little as
    /// possible, and never leaving blank columns at the right while text is hidden at the left.
    /// `mask`, when set, stands for every grapheme (a secure field's "•") and its width counts.
    mutating func scrollToCursor(fieldWidth: Int, mask: Character? = nil) {
        func width(_ i: Int) -> Int { TextWidth.of(mask ?? characters[i]) }
        let cursorWidth = cursor < characters.count ? width(cursor) : 1
        // The smallest first grapheme that keeps the cursor in view.
        var lowest = cursor
        var used = cursorWidth
        while lowest > 0 {
            let w = width(lowest - 1)
            if used + w > fieldWidth { break }
            used += w
            lowest -= 1
        }
        // The smallest first grapheme that shows the end of the text and the cell after it.
        var fullTail = characters.count
        used = 1
        while fullTail > 0 {
            let w = width(fullTail - 1)
            if used + w > fieldWidth { break }
            used += w
            fullTail -= 1
        }
        scroll = max(lowest, min(scroll, cursor, fullTail))
    }

    /// Columns from the field's first column to the cursor, as last shown (after
    /// `scrollToCursor`): where the real cursor stands. O(columns before the cursor).
    func cursorColumn(mask: Character? = nil) -> Int {
        guard scroll < cursor else { return 0 }
        var x = 0
        for i in scroll..<min(cursor, characters.count) { x += TextWidth.of(mask ?? characters[i]) }
        return x
    }

    /// Shows the line from its start (a field not being edited).
    mutating func scrollToStart() { scroll = 0 }

    /// The grapheme index a click `column` columns into the field (0 is its first column) puts
    /// the cursor at, given the last scroll.
    func characterIndex(atFieldColumn column: Int, mask: Character? = nil) -> Int {
        var x = 0
        var index = min(scroll, characters.count)
        while index < characters.count {
            let w = TextWidth.of(mask ?? characters[index])
            if column < x + w { return index }
            x += w
            index += 1
        }
        return characters.count
    }

    /// Draws the line from `scroll` into `field` (one row), each grapheme in `style`; `mask`
    /// replaces every grapheme when set (a secure field's "•"). The caret is not drawn: the
    /// terminal's real cursor stands there (`cursorColumn`, `Window+Cursor`).
    func draw(into buffer: inout ScreenBuffer, in field: CellRect, style: Style, mask: Character? = nil) {
        var x = field.x
        for i in scroll..<characters.count {
            guard x < field.maxX else { break }
            x += buffer.put(mask ?? characters[i], at: CellPoint(x: x, y: field.y), style: style, clip: field)
        }
    }
}
