import Foundation
import TesseraTerminal

/// The base of the views a person acts on (Apple's `UIControl`): buttons, switches, segmented
/// controls. A control is focusable while enabled; Return or Space (and a click) act on it, and
/// it tells the app through actions registered for its events, as UIKit's `addAction(_:for:)`.
///
/// There is no Objective-C runtime on Linux, so `addTarget(_:action:for:)` with a `#selector` is
/// not offered: write `addAction(Action { _ in … }, for: .primaryActionTriggered)`.
@MainActor
open class Control: View {
    /// A control's state (Apple's `UIControl.State`): which look a title or value is for.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// The state with `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Neither highlighted, disabled nor selected.
        public static let normal = State([])
        /// Being pressed.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (a button that stays on).
        public static let selected = State(rawValue: 1 << 2)
        /// Focused by the keyboard.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// What happened to a control (Apple's `UIControl.Event`). A terminal has no touches: a key
    /// or a click that acts on a control sends `.touchUpInside` and `.primaryActionTriggered`.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// The events with `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pressed (Return, Space or a click begins).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// Acted on: Return, Space or a click.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The value changed (a switch flipped, a segment chosen).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button pressed, a switch flipped, a segment chosen.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu is about to show (accepted; controls here have no menus).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Text fields' events, for code shared with them.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Text fields' events, for code shared with them.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Text fields' events, for code shared with them.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Text fields' events, for code shared with them.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control takes keys and clicks; a disabled control is drawn dim and skipped by
    /// focus.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isFocused { resignFirstResponder() }
            setNeedsDisplay()
        }
    }
    /// Whether the control is selected (a button that stays on).
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// Whether the control is being pressed.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    /// The control's state: what is set of highlighted, disabled, selected and focused.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// The actions registered for each event, in the order they were added.
    private var registered: [(action: Action, events: Event)] = []

    /// A control with no actions.
    public override init() { super.init() }

    /// A control showing `frame`, with `primaryAction` sent on `.primaryActionTriggered`
    /// (Apple's `init(frame:primaryAction:)`).
    public convenience init(frame: CellRect, primaryAction: Action? = nil) {
        self.init()
        self.frame = frame
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Actions

    /// Runs `action` whenever the control sends one of `controlEvents` (Apple's `addAction(_:for:)`).
    /// Adding an action already registered (by identity) adds the events to it.
    open func addAction(_ action: Action, for controlEvents: Event) {
        if let i = registered.firstIndex(where: { $0.action === action }) {
            registered[i].events.formUnion(controlEvents)
        } else {
            registered.append((action, controlEvents))
        }
    }

    /// Stops running `action` for `controlEvents` (Apple's `removeAction(_:for:)`).
    open func removeAction(_ action: Action, for controlEvents: Event) {
        for i in registered.indices where registered[i].action === action { registered[i].events.subtract(controlEvents) }
        registered.removeAll { $0.events.isEmpty }
    }

    /// Stops running the actions titled `identifier` for `controlEvents` (Apple's
    /// `removeAction(identifiedBy:for:)`, where an action's identifier is, here, its title).
    open func removeAction(identifiedBy identifier: String, for controlEvents: Event) {
        for entry in registered where entry.action.title == identifier { removeAction(entry.action, for: controlEvents) }
    }

    /// Runs the actions registered for any of `controlEvents`, each once, in the order added
    /// (Apple's `sendActions(for:)`). Sent whether or not the control is enabled, as in UIKit.
    open func sendActions(for controlEvents: Event) {
        for entry in registered where !entry.events.isDisjoint(with: controlEvents) { sendAction(entry.action) }
    }

    /// Runs `action` with the control as its ``Action/sender`` (Apple's `sendAction(_:)`):
    /// where a subclass can step in.
    open func sendAction(_ action: Action) {
        let previous = action.sender
        action.sender = self
        defer { action.sender = previous }
        action.handler(action)
    }

    /// The events `action` is registered for (empty when it is not).
    public func events(for action: Action) -> Event {
        registered.first { $0.action === action }?.events ?? []
    }

    /// Every registered action with its events.
    public var allActions: [(action: Action, events: Event)] { registered }

    /// The events that have at least one action (Apple's `allControlEvents`).
    public var allControlEvents: Event { registered.reduce(into: []) { $0.formUnion($1.events) } }

    // MARK: Keys and clicks

    /// A control takes focus while it is enabled and shown.
    open override var canBecomeFocused: Bool { isEnabled && !isHidden }

    /// Return and Space act on the control (``performPrimaryAction()``); a click focuses it and
    /// acts, on the press, as every view here does. Other events go on to the superviews.
    open override func handle(_ event: TesseraTerminal.Event) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .key(let key) where key.modifiers.isEmpty && (key.key == .enter || key.key == .character(" ")):
            performPrimaryAction()
            return true
        case .mouse(let mouse):
            guard case .press(.left) = mouse.kind else { return false }
            becomeFirstResponder()
            performPrimaryAction()
            return true
        default:
            return false
        }
    }

    /// What Return, Space or a click does: sends `.touchUpInside` and
    /// `.primaryActionTriggered` (Apple's `performPrimaryAction()`). Subclasses that change a
    /// value (a switch) change it first and add `.valueChanged`.
    open func performPrimaryAction() {
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    // MARK: Drawing

    /// The style of the control's text for its state: focused, dim when disabled, else `base`.
    func controlStyle(_ base: Style) -> Style {
        var style = isFocused ? theme.focused : base
        if isHighlighted || isSelected { style.attributes.insert(.bold) }
        if !isEnabled { style.attributes.insert(.dim) }
        return style
    }

    /// Draws `text` at the leading edge of the middle row, cut at the bounds.
    func drawLine(_ text: String, style: Style, into buffer: inout ScreenBuffer) {
        let area = bounds
        guard area.width > 0, area.height > 0 else { return }
        let y = area.y + (area.height - 1) / 2
        var x = area.x
        for grapheme in text { x += buffer.put(grapheme, at: CellPoint(x: x, y: y), style: style, clip: area) }
    }
}
