import TesseraTerminal

/// A one-row search bar (Apple's `UISearchBar`): "/ " and the text, or a dim placeholder. A
/// ``SearchController`` owns one, and a ``NavigationController`` shows it under its bar for the
/// page whose ``NavigationItem/searchController`` it is.
///
/// Keys: typing edits (the editing keys of ``SearchField``: ←/→, Home/End, Backspace, ^W, ^U…);
/// ↓ or Tab goes to the first result; Enter is the Search button (then the first result); Esc
/// ends editing (UIKit's `resignFirstResponder()`): focus goes to the results and the text and
/// its filter stay, so no key throws typed text away; in an empty bar it leaves the search (the
/// Cancel button). Esc from the results then clears the search. The bar itself takes focus and
/// hands the keys to a ``SearchField`` it keeps hidden, whose own Esc (clear) it does not use.
@MainActor
public final class SearchBar: View {
    /// The editor: its text, cursor and editing keys are the bar's. Hidden, so it neither takes
    /// focus nor draws by itself; the bar draws it.
    let editor = SearchField(placeholder: "Search")
    /// Told about edits, focus, Enter and leaving (weak, as in UIKit).
    public weak var delegate: SearchBarDelegate?
    /// The controller this bar belongs to; it hands focus to the results and back.
    weak var searchController: SearchController?
    /// Whether the bar had focus at the last focus change (to tell "began" from "ended").
    private var wasFocused = false

    /// A bar with the placeholder "Search". Give it one row.
    public override init() {
        super.init()
        editor.isHidden = true
        addSubview(editor)
        editor.onChange = { [unowned self] text in textDidChange(text) }
    }

    /// The text. Setting it puts the cursor at the end and calls no delegate or updater, as
    /// setting a text field's text in UIKit does not.
    public var text: String {
        get { editor.text }
        set { editor.text = newValue }
    }

    /// Dim text shown while the bar is empty; nil shows "Search".
    public var placeholder: String? {
        get { editor.placeholder == "Search" ? nil : editor.placeholder }
        set { editor.placeholder = newValue ?? "Search" }
    }

    /// Empties the bar as the person's Esc does: the delegate and the updater hear of it.
    func clearText() { editor.clear() }

    private func textDidChange(_ text: String) {
        delegate?.searchBar(self, textDidChange: text)
        searchController?.searchTextDidChange()
    }

    // MARK: Focus and keys

    public override var canBecomeFocused: Bool { true }
    /// Letters typed here are text: the window's one-letter keys are not offered.
    public override var consumesTextInput: Bool { true }

    public override func focusDidChange() {
        super.focusDidChange()
        guard isFocused != wasFocused else { return }
        wasFocused = isFocused
        if isFocused {
            editor.moveCursor(to: editor.characters.count)
            searchController?.searchBarDidBeginEditing()
            delegate?.searchBarTextDidBeginEditing(self)
        } else {
            delegate?.searchBarTextDidEndEditing(self)
        }
    }

    /// Edits go to the editor; ↓/Tab go to the first result, Enter searches, Esc in an empty
    /// bar leaves. A click focuses the bar and puts the cursor where it points. ↑, Shift-Tab and
    /// keys nobody here uses bubble up.
    public override func handle(_ event: Event) -> Bool {
        switch event {
        case .mouse(let mouse):
            switch mouse.kind {
            case .press(.left), .click(.left):
                becomeFirstResponder()
                editor.moveCursor(to: characterIndex(atColumn: convert(mouse.position, from: nil).x))
                return true
            default:
                return false
            }
        case .paste:
            return editor.handle(event)
        case .key(let key):
            if key.key == .escape, key.modifiers.isEmpty {
                // Ends editing, text kept; an empty bar leaves the search.
                if text.isEmpty { searchController?.cancelSearch() } else { searchController?.endEditing() }
                return true
            }
            if editor.handle(event) { return true }
            guard key.modifiers.isEmpty else { return false }
            switch key.key {
            case .down, .tab:
                return searchController?.focusFirstResult() ?? false
            case .enter:
                delegate?.searchBarSearchButtonClicked(self)
                _ = searchController?.focusFirstResult()
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// Exactly what the next key does: ↓ only when there is a result to go to, and Esc ends
    /// editing ("done": to the results, or out of an empty search).
    public override var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        if searchController?.firstResultsView != nil { hints.append(KeyHint("↓", "results")) }
        hints.append(KeyHint("Esc", "done"))
        hints.append(KeyHint("^W", "delete word"))
        return hints
    }

    /// The grapheme index a click at column `x` (in the bar's coordinates) puts the cursor at,
    /// given the last drawing: before the grapheme under it, or at the end past the text.
    private func characterIndex(atColumn x: Int) -> Int {
        let characters = editor.characters
        var column = bounds.x + min(bounds.width, TextWidth.of(editor.prompt))
        var index = min(editor.scroll, characters.count)
        guard x >= column else { return index }
        while index < characters.count {
            let width = TextWidth.of(characters[index])
            if x < column + width { return index }
            column += width
            index += 1
        }
        return characters.count
    }

    // MARK: Layout and drawing

    public override func layoutSubviews() {
        editor.frame = bounds
    }

    /// The editor's picture, then what focus adds to it: the prompt in the accent colour (the
    /// editor draws that only when it has focus itself, which it never does).
    public override func draw(into buffer: inout ScreenBuffer) {
        guard !bounds.isEmpty else { return }
        editor.draw(into: &buffer)
        guard isFocused else { return }
        let row = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1)
        buffer.draw(editor.prompt, at: row.origin, style: theme.accent, clip: row)
    }

    /// The editor's caret, where the real cursor stands (the editor fills the bar).
    override var cursorPlacement: (point: CellPoint, isCaret: Bool) { editor.cursorPlacement }

    /// Read as its field is: the placeholder, the text, a search field.
    override var accessibilityDefaults: AccessibilitySettings { editor.accessibilityDefaults }
}
