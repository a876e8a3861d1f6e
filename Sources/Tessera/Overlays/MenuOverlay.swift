import TesseraTerminal

/// A small modal menu: ↑/↓ choose, Enter performs, Esc closes. Swipe actions, pop-up menu
/// accessories, the demos' toolbar menus and pickers all use it.
public final class MenuOverlay: View {
    /// One line of the menu: its title, its look, and what choosing it does.
    public struct Entry {
        /// The text shown, after the check mark's two columns.
        public var title: String
        /// Drawn in the theme's ``Theme/destructive`` colour (a Delete action).
        public var isDestructive: Bool
        /// A mark shown before the title (a ✓ for the chosen option of a picker).
        public var isChecked: Bool
        /// A disabled entry is drawn dimmed; ↑/↓ pass over it and it cannot be performed.
        public var isEnabled: Bool
        /// Runs when the entry is chosen, after the menu has closed.
        public var action: () -> Void
        /// An entry titled `title` that runs `action`; plain, unchecked and enabled by default.
        public init(_ title: String, isDestructive: Bool = false, isChecked: Bool = false, isEnabled: Bool = true,
                    action: @escaping () -> Void) {
            self.title = title
            self.isDestructive = isDestructive
            self.isChecked = isChecked
            self.isEnabled = isEnabled
            self.action = action
        }
    }

    /// The menu's title, drawn in its top border.
    public let title: String
    /// The entries, top to bottom.
    public let entries: [Entry]
    /// The highlighted entry: where Enter acts. ↑/↓ (k/j, Tab) move it over the enabled entries,
    /// wrapping around.
    public private(set) var selectedIndex = 0
    /// The screen rect the menu should appear next to (nil: centred).
    public var anchor: CellRect?
    /// Called when the menu closes, chosen or not.
    public var onClose: (() -> Void)?
    /// Where each entry was last drawn, for clicks.
    private var entryRows: [CellRect] = []

    /// A menu of `entries`, the one at `selectedIndex` highlighted first (a picker opens on its
    /// current choice); a disabled or missing one gives way to the first enabled entry.
    public init(title: String, entries: [Entry], anchor: CellRect? = nil, selectedIndex: Int = 0) {
        self.title = title
        self.entries = entries
        self.anchor = anchor
        super.init()
        if entries.indices.contains(selectedIndex), entries[selectedIndex].isEnabled {
            self.selectedIndex = selectedIndex
        } else {
            self.selectedIndex = entries.firstIndex(where: \.isEnabled) ?? 0
        }
    }

    /// The next enabled entry from the highlighted one, `step` (±1) at a time, wrapping; the
    /// highlighted one itself when no other is enabled.
    private func enabledIndex(after step: Int) -> Int {
        guard !entries.isEmpty else { return 0 }
        var index = selectedIndex
        for _ in entries.indices {
            index = (index + step + entries.count) % entries.count
            if entries[index].isEnabled { return index }
        }
        return selectedIndex
    }

    /// The menu takes focus while it shows.
    public override var canBecomeFocused: Bool { true }
    /// The menu's keys, for a hint bar: ↑↓ choose, Enter do it, Esc close.
    public override var keyHints: [KeyHint] { [KeyHint("↑↓", "choose"), KeyHint("Enter", "do it"), KeyHint("Esc", "close"), KeyHint("q", "close")] }

    /// Shows the menu on top of `window`, taking focus until it closes.
    public func present(in window: Window) {
        window.present(self)   // the window's focus engine gives it focus, and back when it goes
    }

    /// Dismisses the menu without choosing, gives focus back to the view that had it, and calls
    /// ``onClose``.
    public func close() {
        guard let window else { return }
        window.dismiss(self)
        onClose?()
    }

    /// Handles the menu's keys: ↑/↓ (k/j, Tab) move, Enter or Space chooses (closing the menu,
    /// then running the entry's action), Esc or q closes. A mouse press on an enabled entry
    /// chooses it; anywhere else it closes the menu without choosing. Every event stops here:
    /// the menu is modal.
    public override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event else {
            if case .mouse(let m) = event, case .press = m.kind {
                if let index = entryRows.firstIndex(where: { $0.contains(convert(m.position, from: nil)) }) {
                    if entries[index].isEnabled { selectedIndex = index; chooseSelected() }
                } else {
                    close()
                }
            }
            return true
        }
        switch key.key {
        case .up, .character("k"): selectedIndex = enabledIndex(after: -1)
        case .down, .character("j"), .tab: selectedIndex = enabledIndex(after: 1)
        case .enter, .character(" "):
            chooseSelected()
        case .escape, .character("q"): close()
        default: break
        }
        setNeedsDisplay()
        return true   // modal: nothing leaks to the views underneath
    }

    /// Closes the menu, then runs the highlighted entry's action (if it is enabled).
    private func chooseSelected() {
        let chosen = entries.indices.contains(selectedIndex) ? entries[selectedIndex] : nil
        guard chosen?.isEnabled ?? true else { return }
        close()
        chosen?.action()
    }

    /// Draws the rounded box below its ``anchor`` (above it when there is no room below), or
    /// centred without one; the highlighted entry in the focus style, disabled ones dim.
    public override func draw(into buffer: inout ScreenBuffer) {
        let widest = entries.map { TextWidth.of($0.title) + 2 }.max() ?? 0
        let box = OverlayBox.place(innerWidth: max(widest, TextWidth.of(title) + 2), innerHeight: max(1, entries.count),
                                   in: bounds, near: anchor)
        let inside = OverlayBox.draw(title: title, in: box, into: &buffer, theme: theme)
        entryRows = []
        for (i, entry) in entries.enumerated() where i < inside.height {
            var style = entry.isDestructive ? theme.destructive : theme.overlay
            style.background = theme.overlay.background
            if !entry.isEnabled { style.attributes.insert(.dim) }
            if i == selectedIndex && entry.isEnabled { style = theme.focused }
            let row = CellRect(x: inside.x - 1, y: inside.y + i, width: inside.width + 2, height: 1)
            entryRows.append(row)
            buffer.fill(row, style: style)
            buffer.draw((entry.isChecked ? "✓ " : "  ") + entry.title, in: row.inset(left: 1, right: 1), style: style)
        }
    }
}
