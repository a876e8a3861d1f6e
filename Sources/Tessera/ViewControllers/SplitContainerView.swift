import TesseraTerminal

/// A split view controller's view: the primary column, a one-cell separator line and the
/// secondary column side by side, or the one collapsed stack filling it. Keys the columns did
/// not take reach it: Tab and the arrows move focus between the columns.
final class SplitContainerView: View {
    private unowned let controller: SplitViewController

    init(controller: SplitViewController) {
        self.controller = controller
        super.init()
    }

    /// The width decides collapsing: arrange the columns as soon as it is known or changes, so a
    /// root view installed at a narrow size never shows (or tells appearing) both columns.
    override func frameDidChange(from old: CellRect) {
        super.frameDidChange(from: old)
        if bounds.width != controller.arrangedWidth { controller.arrangeColumns() }
    }

    /// The separator's column while both columns are side by side, else nil.
    private var separatorX: Int? {
        guard !controller.isCollapsed, controller.preferredDisplayMode != .secondaryOnly,
              controller.isDisplayed(controller.navigation(for: .primary)),
              controller.isDisplayed(controller.navigation(for: .secondary)) else { return nil }
        return bounds.x + controller.primaryColumnWidth(forWidth: bounds.width)
    }

    override func layoutSubviews() {
        if bounds.width != controller.arrangedWidth { controller.arrangeColumns() }
        let primary = controller.navigation(for: .primary)?.viewIfLoaded
        let secondary = controller.navigation(for: .secondary)?.viewIfLoaded
        if let separatorX {
            let primaryWidth = separatorX - bounds.x
            primary?.frame = CellRect(x: bounds.x, y: bounds.y, width: primaryWidth, height: bounds.height)
            secondary?.frame = CellRect(x: separatorX + 1, y: bounds.y, width: max(0, bounds.width - primaryWidth - 1), height: bounds.height)
        } else {
            for subview in subviews { subview.frame = bounds }
        }
    }

    /// The separator line between the columns, from the top row to the bottom.
    override func draw(into buffer: inout ScreenBuffer) {
        guard let separatorX, bounds.height > 0 else { return }
        let line = CellRect(x: separatorX, y: bounds.y, width: 1, height: bounds.height)
        buffer.fill(line, style: theme.separator)
        for y in line.minY..<line.maxY {
            buffer.put("│", at: CellPoint(x: separatorX, y: y), style: theme.separator, clip: line)
        }
    }

    /// The column the focused view is in, while both are side by side.
    private var focusedColumn: SplitViewController.Column? {
        guard separatorX != nil, let focused = window?.focusedView else { return nil }
        return controller.column(containing: focused)
    }

    /// Tab and Shift-Tab go to the other column; → from the primary, and ← or Esc from the
    /// secondary, go across (each only once the column itself did not take the key). q is left
    /// to the application (it quits from the first screen, as the hint bar says).
    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, let column = focusedColumn else { return false }
        let other: SplitViewController.Column = column == .primary ? .secondary : .primary
        switch (key.key, key.modifiers) {
        case (.tab, []), (.tab, .shift):
            return controller.focus(other)
        case (.right, []) where column == .primary:
            return controller.focus(.secondary)
        case (.left, []) where column == .secondary, (.escape, []) where column == .secondary:
            return controller.focus(.primary)
        default:
            return false
        }
    }

    /// While side by side: Tab goes to the other column, and from the secondary Esc comes back
    /// to the primary.
    override var keyHints: [KeyHint] {
        guard let column = focusedColumn else { return [] }
        var hints = [KeyHint("Tab", "column")]
        if column == .secondary { hints.append(KeyHint("Esc", "back")) }
        return hints
    }
}
