import TesseraTerminal

/// A navigation controller's view: its bar on the first row, the top controller's view below.
/// Keys nobody inside took reach it: going back, and the top controller's bar button items.
final class NavigationContainerView: View {
    private unowned let controller: NavigationController

    init(controller: NavigationController) {
        self.controller = controller
        super.init()
        addSubview(controller.navigationBar)
    }

    /// Puts `content` under the bar (the bar stays first, drawn before it).
    func show(_ content: View) {
        addSubview(content)
    }

    /// Focus rests on the container only while the top controller's view has nothing to focus.
    override var canBecomeFocused: Bool {
        guard let top = controller.topViewController?.viewIfLoaded, top.superview === self else { return false }
        return Window.focusable(in: top).isEmpty
    }

    override func layoutSubviews() {
        let barRows = controller.isNavigationBarHidden ? 0 : min(1, bounds.height)
        controller.navigationBar.isHidden = controller.isNavigationBarHidden
        controller.navigationBar.frame = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: barRows)
        let content = CellRect(x: bounds.x, y: bounds.y + barRows, width: bounds.width, height: bounds.height - barRows)
        for subview in subviews where subview !== controller.navigationBar { subview.frame = content }
    }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event else { return false }
        if key.modifiers.isSubset(of: .shift), let item = barButtonItem(for: key.key) {
            return item.perform()
        }
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .escape, .left, .character("q"):
            return controller.goBack()   // false on the root: the application decides
        default:
            return false
        }
    }

    /// The enabled bar button item of the top controller that `key` performs.
    private func barButtonItem(for key: Key) -> BarButtonItem? {
        controller.topViewController?.navigationItem.allBarButtonItems.first { $0.isEnabled && $0.key == key }
    }

    /// Esc goes back while there is something to go back to; then the top controller's items.
    override var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        if controller.backViewController != nil { hints.append(KeyHint("Esc", "back")) }
        let items = controller.topViewController?.navigationItem.allBarButtonItems ?? []
        hints += items.filter(\.isEnabled).map(\.keyHint)
        return hints
    }
}
