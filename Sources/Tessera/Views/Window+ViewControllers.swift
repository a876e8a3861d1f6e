extension Window {
    /// Shows the new root view controller's view, telling the old one it disappears and the new
    /// one it appears, in UIKit's order (see `ViewController.transition`).
    func rootViewControllerDidChange(from old: ViewController?) {
        guard old !== rootViewController else { return }
        let leaving = old?.isOnScreen == true ? old : nil
        ViewController.transition(from: leaving, to: rootViewController, animated: false) {
            if let new = rootViewController {
                rootView = new.view
                if focusedView == nil { moveFocus() }
            } else if let oldView = old?.viewIfLoaded, rootView === oldView {
                rootView = View()
            }
        }
    }

    /// The root view belongs to the root view controller: a root view set directly, in place of
    /// the controller's, lets the controller go (it disappears). Screens change through view
    /// controllers (``pushScreen(_:focus:onClose:)``), never by setting the root view under one.
    func rootViewDidChange(from oldView: View) {
        guard let controller = rootViewController, controller.viewIfLoaded === oldView, rootView !== oldView else { return }
        rootViewController = nil
    }

    // MARK: Screens

    /// Shows `screen` as the window's next screen: it becomes the root view controller, holding
    /// the one it replaces (which disappears, its focus remembered), and focus goes to `focus`
    /// or, failing that, stays where the new root put it (its first focusable view).
    /// ``Application/push(_:focus:onClose:)`` and ``ViewController/pushScreen(_:)`` call it.
    func pushScreen(_ content: ScreenContent, focus: View? = nil, onClose: (() -> Void)? = nil) {
        let below: ViewController
        if let root = rootViewController {
            below = root
        } else {
            below = ScreenViewController(showing: rootView, covering: nil)   // the first screen, as a controller
            rootViewController = below
        }
        if let focused = focusedView, let belowView = below.viewIfLoaded, focused.isDescendant(of: belowView) {
            below.focusToRestore = focused
        }
        let screen: ScreenViewController
        switch content {
        case .view(let view): screen = ScreenViewController(showing: view, covering: below, onClose: onClose)
        case .controller(let controller): screen = ScreenViewController(child: controller, covering: below, onClose: onClose)
        }
        screen.child?.isMovingToParent = true
        rootViewController = screen
        screen.child?.isMovingToParent = false
        screen.child.map { $0.didMove(toParent: screen) }
        if let focus { focusEngine.request(focus) }
        updateBackHint()
    }

    /// Pops the window's top screen: its `onClose` runs, and the root view controller it replaced
    /// comes back with focus where it was. Returns false, changing nothing, on the first screen.
    @discardableResult
    func popScreen() -> Bool {
        guard let screen = rootViewController as? ScreenViewController, let below = screen.covered else { return false }
        screen.onClose?()
        let child = screen.child
        child?.willMove(toParent: nil)
        child?.isMovingFromParent = true
        rootViewController = below
        child?.isMovingFromParent = false
        child?.removeFromParent()
        focusEngine.focusFirst(of: [below.focusToRestore])
        below.focusToRestore = nil
        updateBackHint()
        return true
    }

    /// How many screens are under the current one (0 on the first screen).
    var screenDepth: Int { (rootViewController as? ScreenViewController)?.depth ?? 0 }

    /// Keeps the global q hint saying what the next q will do, as screens are pushed and popped
    /// (unless the app replaced it with its own).
    private func updateBackHint() {
        guard let index = globalKeyHints.firstIndex(where: { $0 == Application.backHint(depth: 0) || $0 == Application.backHint(depth: 1) })
        else { return }
        globalKeyHints[index] = Application.backHint(depth: screenDepth)
    }
}

/// What a screen shows: a view, or a view controller's view.
enum ScreenContent {
    case view(View)
    case controller(ViewController)
}
