import TesseraTerminal

/// An ``AlertController``'s view: fills the window as an overlay and draws the alert's box (in the
/// middle for `.alert`, at the bottom for `.actionSheet`) with the title, the message, the text
/// fields (its subviews) and the buttons. It holds focus, itself or in a field, while the alert
/// shows and takes every key but `?` and Ctrl-C, so nothing underneath reacts.
///
/// Focus goes round a ring: the fields in order, then the enabled buttons. Tab and ↓ go forward,
/// Shift-Tab and ↑ back, wrapping; ←/→ move between the buttons only. With no fields the ring is
/// the buttons, as it always was.
final class AlertView: View {
    private unowned let controller: AlertController
    /// The highlighted button, an index into the controller's displayed actions.
    private(set) var selectedIndex: Int?
    /// Where each button was last drawn, for clicks.
    private var buttonRects: [CellRect] = []

    /// The widest a box gets, in columns, so that long messages wrap into a readable column.
    static let maximumInnerWidth = 50
    /// The narrowest box with text fields, so there is room to type.
    static let minimumInnerWidthWithFields = 30

    init(controller: AlertController) {
        self.controller = controller
        super.init()
        for field in controller.fields { addField(field) }
    }

    /// Shows `field` in the box, below the fields before it.
    func addField(_ field: TextField) {
        addSubview(field)
        setNeedsDisplay()
    }

    /// Which displayed actions were enabled when last drawn: an app enables a button as a field
    /// is typed in (`AlertAction.isEnabled`), which tells no view, so each frame compares.
    private var drawnEnabledActions: [Bool] = []

    override func prepareToDraw() {
        let enabled = controller.displayedActions.map(\.isEnabled)
        if enabled != drawnEnabledActions { drawnEnabledActions = enabled; setNeedsDisplay() }
    }

    override var canBecomeFocused: Bool { true }

    /// Modal: every key stays in the alert but help and Ctrl-C, so the global q is not offered.
    override var keepsUnusedKeys: Bool { true }

    override var keyHints: [KeyHint] {
        var hints = controller.fields.isEmpty ? [KeyHint("←→", "choose"), KeyHint("Enter", "do it")]
            : [KeyHint("Tab", "next"), KeyHint("Enter", controller.returnKeyAction?.title ?? "do it")]
        if controller.actions.contains(where: { $0.style == .cancel }) { hints.append(KeyHint("Esc", "cancel")) }
        return hints
    }

    /// The highlighted action: the one moved to, else the preferred one, else the first enabled.
    var selectedAction: AlertAction? {
        let shown = controller.displayedActions
        if let selectedIndex, shown.indices.contains(selectedIndex) { return shown[selectedIndex] }
        if let preferred = controller.preferredAction, preferred.isEnabled, shown.contains(where: { $0 === preferred }) {
            return preferred
        }
        return shown.first { $0.isEnabled }
    }

    override func handle(_ event: Event) -> Bool {
        switch event {
        case .key(let key):
            return handle(key)
        case .mouse(let mouse):
            if case .press = mouse.kind, let index = buttonRects.firstIndex(where: { $0.contains(convert(mouse.position, from: nil)) }) {
                let action = controller.displayedActions[index]
                if action.isEnabled { controller.choose(action) }
            }
            return true
        case .paste:
            return true   // a field takes its own pastes; nothing underneath may have this one
        case .resize, .resumed:
            return false
        }
    }

    /// Esc cancels the alert even from one of its text fields, before the field (whose Esc ends
    /// editing) sees it; with no cancel button it does nothing (the alert is modal).
    override func preemptKey(_ key: KeyEvent) -> Bool {
        guard key.key == .escape, key.modifiers.isEmpty else { return false }
        if let cancel = controller.actions.first(where: { $0.style == .cancel }) { controller.choose(cancel) }
        return true
    }

    /// Whether keys come from a text field (focus is in one) rather than the buttons.
    private var focusIsInField: Bool {
        guard let focused = window?.focusedView else { return false }
        return focused !== self && focused.isDescendant(of: self)
    }

    private func handle(_ key: KeyEvent) -> Bool {
        let inField = focusIsInField
        switch (key.key, key.modifiers) {
        case (.up, []), (.tab, .shift):
            moveAroundRing(by: -1)
        case (.down, []), (.tab, []):
            moveAroundRing(by: 1)
        case (.character("k"), []) where !inField:
            moveAroundRing(by: -1)
        case (.character("j"), []) where !inField:
            moveAroundRing(by: 1)
        case (.left, []) where !inField, (.character("h"), []) where !inField:
            moveSelection(by: -1)
        case (.right, []) where !inField, (.character("l"), []) where !inField:
            moveSelection(by: 1)
        case (.enter, []) where inField:
            if let action = controller.returnKeyAction { controller.choose(action) }
        case (.enter, []) where !inField, (.character(" "), []) where !inField:
            if let action = selectedAction { controller.choose(action) }
        case (.escape, []):
            if let cancel = controller.actions.first(where: { $0.style == .cancel }) { controller.choose(cancel) }
        case (.character("?"), _), (.character("c"), .ctrl):
            return false   // help and quitting still work
        default:
            break
        }
        return true   // modal: nothing leaks to the screen underneath
    }

    /// Moves the highlight `step` (±1) buttons along, over the enabled ones, wrapping around.
    private func moveSelection(by step: Int) {
        let shown = controller.displayedActions
        guard !shown.isEmpty else { return }
        var index = selectedAction.flatMap { action in shown.firstIndex { $0 === action } } ?? 0
        for _ in shown.indices {
            index = (index + step + shown.count) % shown.count
            if shown[index].isEnabled { break }
        }
        selectedIndex = index
        setNeedsDisplay()
    }

    /// A place focus can rest in the alert.
    private enum Stop: Equatable {
        case field(TextField)
        case button(Int)
        static func == (a: Stop, b: Stop) -> Bool {
            switch (a, b) {
            case (.field(let x), .field(let y)): x === y
            case (.button(let x), .button(let y)): x == y
            default: false
            }
        }
    }

    /// Moves focus `step` (±1) places round the fields and the enabled buttons, wrapping.
    private func moveAroundRing(by step: Int) {
        let shown = controller.displayedActions
        let stops = controller.fields.filter { $0.canBecomeFocused && !$0.isHidden }.map(Stop.field)
            + shown.indices.filter { shown[$0].isEnabled }.map(Stop.button)
        guard !stops.isEmpty else { return }
        let current: Stop?
        if let focused = window?.focusedView as? TextField, focusIsInField {
            current = .field(focused)
        } else {
            current = selectedAction.flatMap { action in shown.firstIndex { $0 === action } }.map(Stop.button)
        }
        let index = current.flatMap { stops.firstIndex(of: $0) }.map { ($0 + step + stops.count) % stops.count }
            ?? (step > 0 ? 0 : stops.count - 1)
        switch stops[index] {
        case .field(let field):
            field.becomeFirstResponder()
        case .button(let button):
            selectedIndex = button
            becomeFirstResponder()
        }
        setNeedsDisplay()
    }

    // MARK: Layout and drawing

    /// Where everything in the box goes, in the view's own coordinates.
    private struct Geometry {
        var box: CellRect
        var inside: CellRect
        var messageLines: [String]
        /// The row of each text field.
        var fieldRects: [CellRect]
        /// The first row of the buttons.
        var buttonsY: Int
    }

    private func geometry() -> Geometry {
        let area = bounds
        let shown = controller.displayedActions
        let titles = shown.map { $0.title ?? "" }
        let title = controller.title ?? ""
        let fieldCount = controller.fields.count
        let buttonsWidth = controller.showsActionsSideBySide
            ? titles.map { TextWidth.of($0) + 4 }.reduce(0, +) + 3
            : (titles.map { TextWidth.of($0) }.max() ?? 0) + 2
        let messageWidth = TextWidth.of(controller.message ?? "")
        let wanted = max(TextWidth.of(title), buttonsWidth, min(messageWidth, Self.maximumInnerWidth),
                         fieldCount > 0 ? Self.minimumInnerWidthWithFields : 20)
        let innerWidth = min(wanted, max(1, area.width - 4))
        let messageLines = controller.message.map { TextWidth.wrap($0, width: innerWidth) } ?? []
        let textRows = (title.isEmpty ? 0 : 1) + messageLines.count
        let buttonRows = controller.showsActionsSideBySide ? 1 : shown.count + (separatesCancel ? 1 : 0)
        let fieldRows = fieldCount > 0 ? fieldCount + 1 : 0   // the fields, then a blank row
        let innerHeight = textRows + (textRows > 0 ? 1 : 0) + fieldRows + buttonRows

        var box = OverlayBox.place(innerWidth: innerWidth, innerHeight: innerHeight, in: area)
        if controller.preferredStyle == .actionSheet { box.y = area.maxY - box.height }   // a sheet sits at the bottom
        // OverlayBox.draw's inside: the border and a column of padding each side.
        let inside = box.width >= 2 && box.height >= 2 ? box.inset(top: 1, left: 2, bottom: 1, right: 2) : .zero
        var y = inside.y + textRows + (textRows > 0 ? 1 : 0)
        var fieldRects: [CellRect] = []
        for _ in 0..<fieldCount {
            let height = y < inside.maxY ? 1 : 0
            fieldRects.append(CellRect(x: inside.x, y: min(y, inside.maxY), width: inside.width, height: height))
            y += 1
        }
        if fieldCount > 0 { y += 1 }
        return Geometry(box: box, inside: inside, messageLines: messageLines, fieldRects: fieldRects, buttonsY: y)
    }

    /// Puts each text field on its row in the box.
    override func layoutSubviews() {
        let rects = geometry().fieldRects
        for (field, rect) in zip(controller.fields, rects) { field.frame = rect }
    }

    override func draw(into buffer: inout ScreenBuffer) {
        let shown = controller.displayedActions
        let title = controller.title ?? ""
        let layout = geometry()
        let inside = OverlayBox.draw(title: "", in: layout.box, into: &buffer, theme: theme)
        guard !inside.isEmpty else { buttonRects = []; return }

        var y = inside.y
        if !title.isEmpty {
            var titleStyle = theme.overlay
            titleStyle.attributes.insert(.bold)
            buffer.draw(title, in: CellRect(x: inside.x, y: y, width: inside.width, height: 1), style: titleStyle, alignment: .center)
            y += 1
        }
        for line in layout.messageLines where y < inside.maxY {
            buffer.draw(line, in: CellRect(x: inside.x, y: y, width: inside.width, height: 1), style: theme.overlay, alignment: .center)
            y += 1
        }
        buttonRects = controller.showsActionsSideBySide
            ? drawSideBySide(shown, y: layout.buttonsY, inside: inside, into: &buffer)
            : drawStacked(shown, y: layout.buttonsY, inside: inside, into: &buffer)
    }

    /// The style of a button: focused when highlighted, the destructive colour for a destructive
    /// action, dim when disabled.
    private func style(for action: AlertAction) -> Style {
        if action === selectedAction && action.isEnabled && isFocused { return theme.focused }
        var style = action.style == .destructive ? theme.destructive : theme.overlay
        style.background = theme.overlay.background
        if action.style == .cancel || action === controller.preferredAction { style.attributes.insert(.bold) }
        if !action.isEnabled { style.attributes.insert(.dim) }
        return style
    }

    private func drawSideBySide(_ shown: [AlertAction], y: Int, inside: CellRect, into buffer: inout ScreenBuffer) -> [CellRect] {
        guard y < inside.maxY else { return [] }
        let labels = shown.map { "[ \($0.title ?? "") ]" }
        let total = labels.map(TextWidth.of).reduce(0, +) + 3 * max(0, labels.count - 1)
        var x = inside.x + max(0, (inside.width - total) / 2)
        var rects: [CellRect] = []
        for (action, label) in zip(shown, labels) {
            let rect = CellRect(x: x, y: y, width: min(TextWidth.of(label), max(0, inside.maxX - x)), height: 1)
            buffer.draw(label, in: rect, style: style(for: action))
            rects.append(rect)
            x += TextWidth.of(label) + 3
        }
        return rects
    }

    /// Whether an action sheet's cancel button sits apart, a blank row above it, as UIKit draws
    /// it in a group of its own.
    private var separatesCancel: Bool {
        controller.preferredStyle == .actionSheet && controller.actions.count > 1
            && controller.actions.contains { $0.style == .cancel }
    }

    private func drawStacked(_ shown: [AlertAction], y: Int, inside: CellRect, into buffer: inout ScreenBuffer) -> [CellRect] {
        var rects: [CellRect] = []
        var y = y
        for action in shown where y < inside.maxY {
            if action.style == .cancel && separatesCancel { y += 1 }
            guard y < inside.maxY else { break }
            let rect = CellRect(x: inside.x - 1, y: y, width: inside.width + 2, height: 1)
            y += 1
            let style = style(for: action)
            buffer.fill(rect, style: style)
            buffer.draw(action.title ?? "", in: rect.inset(left: 1, right: 1), style: style, alignment: .center)
            rects.append(rect)
        }
        return rects
    }
}
