import Foundation
import TesseraTerminal

/// A button (Apple's `UIButton`), drawn as a terminal draws one: its title in brackets,
/// `[ Save ]`, in the focus colours when focused and dim when disabled. Return, Space or a click
/// presses it: it sends `.touchUpInside` and `.primaryActionTriggered`.
///
/// ```swift
/// let save = Button(type: .system, primaryAction: Action(title: "Save") { _ in store.save() })
/// let cancel = Button(type: .system)
/// cancel.setTitle("Cancel", for: .normal)
/// cancel.addAction(Action { _ in dismiss() }, for: .touchUpInside)
/// ```
@MainActor
open class Button: Control {
    /// Apple's `UIButton.ButtonType`. Every type is drawn the same: a title in brackets; the
    /// system types with no title show their glyph (ⓘ, ⊕, ✕).
    public enum ButtonType: Hashable, Sendable {
        /// A plain button.
        case custom
        /// The standard button.
        case system
        /// ⓘ: more about an item.
        case detailDisclosure
        /// ⓘ.
        case infoLight
        /// ⓘ.
        case infoDark
        /// ⊕: add.
        case contactAdd
        /// ✕: close.
        case close

        /// The glyph a button of this type shows with no title.
        var glyph: String? {
            switch self {
            case .custom, .system: nil
            case .detailDisclosure, .infoLight, .infoDark: "ⓘ"
            case .contactAdd: "⊕"
            case .close: "✕"
            }
        }
    }

    /// The button's type.
    public private(set) var buttonType: ButtonType = .system
    /// The titles set for each state.
    private var titles: [State: String] = [:]

    /// A system button with no title.
    public override init() { super.init() }

    /// A button of `type` with no title (Apple's `init(type:)`).
    public convenience init(type: ButtonType) {
        self.init()
        buttonType = type
    }

    /// A button of `type`, whose title is `primaryAction`'s and which sends it on
    /// `.primaryActionTriggered` (Apple's `init(type:primaryAction:)`).
    public convenience init(type: ButtonType, primaryAction: Action?) {
        self.init(type: type)
        if let primaryAction {
            if !primaryAction.title.isEmpty { titles[.normal] = primaryAction.title }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Apple's `systemButton(with:target:action:)` has a selector; this is its closure form.
    public static func systemButton(withTitle title: String, primaryAction: Action) -> Button {
        let button = Button(type: .system, primaryAction: primaryAction)
        button.setTitle(title, for: .normal)
        return button
    }

    // MARK: Title

    /// Sets the title shown in `state` (Apple's `setTitle(_:for:)`); states with no title of their
    /// own show the normal one.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The title set for `state`, or the normal one (Apple's `title(for:)`).
    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    /// The title shown now (Apple's `currentTitle`).
    open var currentTitle: String? {
        let now = state.subtracting(.focused)
        return titles[now] ?? (now.contains(.disabled) ? titles[.disabled] : nil) ?? titles[.highlighted].flatMap { isHighlighted ? $0 : nil }
            ?? titles[.normal]
    }

    /// What is drawn inside the brackets: the current title, or the type's glyph.
    private var shownTitle: String { currentTitle ?? buttonType.glyph ?? "" }

    /// Read as its title, a button (dimmed when disabled).
    override var accessibilityDefaults: AccessibilitySettings {
        AccessibilitySettings(isElement: true, label: shownTitle, traits: isEnabled ? .button : [.button, .notEnabled])
    }

    // MARK: Size and drawing

    /// The title and its brackets on one row: `[ Title ]`.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(TextWidth.of(shownTitle) + 4), height: 1)
    }

    /// Return and Space press the button.
    open override var keyHints: [KeyHint] { isEnabled ? [KeyHint("Enter", shownTitle.isEmpty ? "press" : shownTitle)] : [] }

    /// `[ Title ]` on the middle row, in the accent colour at rest.
    open override func draw(into buffer: inout ScreenBuffer) {
        drawLine("[ \(shownTitle) ]", style: controlStyle(theme.accent), into: &buffer)
    }
}
