import Foundation
import TesseraTerminal

/// A one-line text input (Apple's `UITextField`): text, a placeholder, a cursor, the editing
/// keys of a shell's line editor, and a ``TextFieldDelegate`` that may refuse edits.
///
/// Keys: ←/→ (Ctrl-B/F), Ctrl-←/→ or Alt-B/F by word, Home/End (Ctrl-A/E), Backspace (Ctrl-H),
/// Delete (Ctrl-D), Ctrl-W or Alt-Backspace deletes the word before the cursor, Ctrl-U clears,
/// Ctrl-K deletes to the end. A paste is one edit (one delegate call, one `.editingChanged`).
/// Enter asks the delegate's `textFieldShouldReturn(_:)`, then sends `.primaryActionTriggered`
/// and `.editingDidEndOnExit`; when no action listens for them, Enter goes on to the superviews
/// (an alert chooses its preferred action). Esc ends editing (``View/resignFirstResponder()``), the
/// text kept; it never goes on to go back or quit. Tab and ↑/↓ are not the field's: they go on
/// to the superviews, and Tab moves focus. Text wider than the field scrolls sideways to keep the
/// cursor in view, and the text is kept as graphemes (the rules are ``SearchField``'s).
///
/// Editing begins when the field takes focus (the cursor goes to the end) and ends when focus
/// leaves. Setting ``text`` does not tell the delegate or send `.editingChanged`, as in UIKit.
@MainActor
open class TextField: View {
    /// The events a text field sends to its actions (the editing part of Apple's `UIControl.Event`).
    public struct EditingEvents: OptionSet, Hashable, Sendable {
        /// The events as bits.
        public let rawValue: Int
        /// The events whose bits are `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The field took focus.
        public static let editingDidBegin = EditingEvents(rawValue: 1 << 0)
        /// The text changed by an edit (not by setting ``TextField/text``).
        public static let editingChanged = EditingEvents(rawValue: 1 << 1)
        /// Focus left the field.
        public static let editingDidEnd = EditingEvents(rawValue: 1 << 2)
        /// Enter was pressed and the delegate allowed it.
        public static let editingDidEndOnExit = EditingEvents(rawValue: 1 << 3)
        /// Enter was pressed and the delegate allowed it: the field's main action.
        public static let primaryActionTriggered = EditingEvents(rawValue: 1 << 4)
        /// Every editing event.
        public static let allEditingEvents: EditingEvents = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]
    }

    /// How the field marks where it is (Apple's `UITextField.BorderStyle`). A terminal row has
    /// no room for a box, so every style but `.none` underlines the field's whole width.
    public enum BorderStyle: Hashable, Sendable {
        /// No mark: the field is plain text on the row.
        case none
        /// An underline (UIKit's thin line).
        case line
        /// An underline (UIKit's bezel).
        case bezel
        /// An underline (UIKit's rounded rectangle, the usual choice).
        case roundedRect
    }

    /// The line being edited: text, cursor, scroll and the editing rules shared with SearchField.
    private var editor = LineEditor()
    /// The actions added with ``addAction(_:for:)``, in the order they were added.
    private var actions: [(action: Action, events: EditingEvents)] = []

    /// The text; never nil when read (an empty field reads ""), and setting nil empties it, as
    /// in UIKit. Setting it puts the cursor at the end and tells nobody.
    open var text: String? {
        get { editor.text }
        set {
            let outcome = editor.replace(0..<editor.characters.count, with: newValue ?? "")
            if outcome.needsDisplay { setNeedsDisplay() }
            typed = false
        }
    }
    /// Dim text shown while the field is empty.
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// Hides the text behind "•", one per grapheme (passwords).
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    /// The text's colour; nil draws it in the theme's text colour.
    open var textColor: Color? { didSet { setNeedsDisplay() } }
    /// Whether and how the field marks its extent; `.none` by default, as in UIKit.
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay() } }
    /// A disabled field is drawn dim and does not take focus.
    open var isEnabled = true {
        didSet {
            setNeedsDisplay()
            if !isEnabled { window?.repairFocus() }
        }
    }
    /// Told about editing, and asked before each edit and on Enter.
    open weak var delegate: TextFieldDelegate?
    /// True between taking focus and losing it.
    public private(set) var isEditing = false
    /// Whether the text came from the person's edits rather than from setting ``text``.
    private var typed = false
    /// Whether the field holds text the person typed (not text the app set): quitting would lose
    /// it, so the application asks first. Setting ``text`` (after saving it, say) clears it.
    public var holdsTypedText: Bool { typed && !editor.characters.isEmpty }

    /// The text as graphemes, the units the cursor moves by.
    public var characters: [Character] { editor.characters }
    /// The cursor as a grapheme index into ``characters`` (0…count).
    public var cursor: Int { editor.cursor }
    /// The first grapheme shown, when the text is wider than the field.
    var scroll: Int { editor.scroll }

    /// An empty field. Give it one row.
    public override init() { super.init() }

    /// An empty field showing `placeholder`.
    public convenience init(placeholder: String?) {
        self.init()
        self.placeholder = placeholder
    }

    open override var canBecomeFocused: Bool { isEnabled }
    /// Letters typed here are text, so one-letter window keys are not offered.
    open override var consumesTextInput: Bool { true }

    open override var keyHints: [KeyHint] {
        [KeyHint("type", "edit"), KeyHint("Esc", "done"), KeyHint("^U", "clear"), KeyHint("^W", "delete word")]
    }

    /// One row tall, and no natural width: a field takes the width it is given (in a row, the
    /// room its neighbours leave), as UIKit's text fields stretch before the labels beside them.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: 1)
    }

    /// Asks for keyboard focus (Apple's `becomeFirstResponder()`); false when the field is not in
    /// a window or cannot take focus.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard let window, canBecomeFocused, isVisibleInHierarchy else { return false }
        return window.focusEngine.request(self)
    }

    // MARK: Actions

    /// Runs `action` whenever the field sends one of `events` (Apple's `addAction(_:for:)`).
    open func addAction(_ action: Action, for events: EditingEvents) {
        actions.append((action, events))
    }

    /// Stops running `action` for `events`.
    open func removeAction(_ action: Action, for events: EditingEvents) {
        actions = actions.compactMap { entry in
            guard entry.action === action else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Runs the actions added for any of `events`; returns whether there were any.
    @discardableResult
    open func sendActions(for events: EditingEvents) -> Bool {
        let due = actions.filter { !$0.events.isDisjoint(with: events) }
        for entry in due { entry.action.handler(entry.action) }
        return !due.isEmpty
    }

    // MARK: Editing

    /// Inserts `string` at the cursor as one edit, asking the delegate first (what a paste does).
    public func insert(_ string: String) {
        perform(.insert(string))
    }

    /// Carries out an editing command: a cursor move, or an edit the delegate may refuse.
    private func perform(_ command: LineEditor.Command) {
        if let target = editor.cursorTarget(for: command) {
            if editor.moveCursor(to: target) { setNeedsDisplay() }
            return
        }
        guard let (range, string) = editor.replacement(for: command) else { return }
        let edit = editor.edit(replacing: range, with: string)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: utf16Range(of: edit.range), replacementString: edit.replacement) {
            return
        }
        let outcome = editor.apply(edit)
        if outcome.needsDisplay { setNeedsDisplay() }
        if outcome.textChanged { typed = true; sendActions(for: .editingChanged) }
    }

    /// The graphemes in `range` as UTF-16 offsets into the text, UIKit's unit for ranges:
    /// O(edit), counted from the cursor (`LineEditor+UTF16`).
    private func utf16Range(of range: Range<Int>) -> NSRange {
        let (location, length) = editor.utf16Range(of: range)
        return NSRange(location: location, length: length)
    }

    /// Read as its placeholder and its text.
    override var accessibilityDefaults: AccessibilitySettings {
        AccessibilitySettings(isElement: true, label: placeholder, value: text, traits: isEnabled ? [] : .notEnabled)
    }

    // MARK: Focus

    /// How many graphemes the field's editor has measured in UTF-16 so far (tests: the work a
    /// delegate's ranges cost per key).
    var utf16GraphemesMeasured: Int { editor.utf16GraphemesMeasured }

    /// Begins editing when focus arrives (cursor to the end) and ends it when focus leaves,
    /// telling the delegate and the actions.
    open override func focusDidChange() {
        super.focusDidChange()
        if isFocused && !isEditing {
            isEditing = true
            _ = editor.moveCursor(to: editor.characters.count)
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
        } else if !isFocused && isEditing {
            isEditing = false
            delegate?.textFieldDidEndEditing(self)
            sendActions(for: .editingDidEnd)
        }
    }

    // MARK: Events

    open override func handle(_ event: Event) -> Bool {
        switch event {
        case .mouse(let mouse):
            switch mouse.kind {
            case .press(.left), .click(.left): break
            default: return false
            }
            guard isEnabled else { return false }
            becomeFirstResponder()
            let field = fieldRect
            let x = convert(mouse.position, from: nil).x   // mouse positions are in window cells
            if !field.isEmpty, x >= field.x {
                if editor.moveCursor(to: editor.characterIndex(atFieldColumn: x - field.x, mask: mask)) { setNeedsDisplay() }
            }
            return true
        case .paste(let paste):
            insert(paste.text)
            return true
        case .key(let key):
            return handleKey(key)
        default:
            return false
        }
    }

    private func handleKey(_ key: KeyEvent) -> Bool {
        if let command = LineEditor.command(for: key) {
            perform(command)
            return true
        }
        if key.key == .escape, key.modifiers.isEmpty, isFocused {
            resignFirstResponder()   // ends editing; an alert takes Esc before the field (cancel)
            return true
        }
        guard key.key == .enter, key.modifiers.isEmpty else { return false }
        if let delegate, !delegate.textFieldShouldReturn(self) { return true }
        return sendActions(for: [.primaryActionTriggered, .editingDidEndOnExit])
    }

    // MARK: Drawing

    /// The row the text goes in: the first of the bounds.
    private var fieldRect: CellRect {
        CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: min(1, bounds.height))
    }

    /// What stands for each grapheme when the text is hidden.
    private var mask: Character? { isSecureTextEntry ? "•" : nil }

    private var baseStyle: Style {
        var style = theme.text
        if borderStyle != .none { style.attributes.insert(.underline) }
        if !isEnabled { style.attributes.insert(.dim) }
        return style
    }

    /// Draws the row in the text style (underlined with a border style), then the text scrolled
    /// to keep the cursor in view while editing (from its start otherwise), or the placeholder.
    open override func draw(into buffer: inout ScreenBuffer) {
        let field = fieldRect
        guard !field.isEmpty else { return }
        let base = baseStyle
        buffer.fill(field, style: base)
        if characters.isEmpty {
            var placeholderStyle = theme.secondaryText
            placeholderStyle.background = base.background
            placeholderStyle.attributes.formUnion(base.attributes)
            if let placeholder { buffer.draw(placeholder, in: field, style: placeholderStyle) }
            return
        }
        var textStyle = base
        if let textColor { textStyle.foreground = textColor }
        if isFocused {
            editor.scrollToCursor(fieldWidth: field.width, mask: mask)
        } else {
            editor.scrollToStart()
        }
        editor.draw(into: &buffer, in: field, style: textStyle, mask: mask)
    }

    /// The caret, where the next character goes: the real cursor, shown (`Window+Cursor`).
    override var cursorPlacement: (point: CellPoint, isCaret: Bool) {
        let field = fieldRect
        let column = characters.isEmpty ? 0 : editor.cursorColumn(mask: mask)
        return (CellPoint(x: field.x + min(column, max(0, field.width - 1)), y: field.y), true)
    }
}
