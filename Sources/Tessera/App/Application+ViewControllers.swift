import TesseraTerminal

extension Application {
    /// An application whose window's root view controller is `rootViewController` (Apple's
    /// `window.rootViewController = …`): its view fills the terminal, it is told it appears, and
    /// focus goes to its first focusable view.
    ///
    /// - Parameters:
    ///   - terminal: Where to draw and read input; a `HeadlessTerminal` in tests.
    ///   - clock: The clock timers and animations read; a `ManualClock` lets a test step time.
    ///   - rootViewController: The first screen's controller.
    public convenience init(terminal: any Terminal, clock: any LoopClock = SystemLoopClock(), rootViewController: ViewController) {
        self.init(terminal: terminal, clock: clock, rootView: rootViewController.view)
        window.rootViewController = rootViewController
    }

    /// An application on the real terminal (`NcursesTerminal`) showing `rootViewController`.
    /// Throws `TerminalStartError` when there is no terminal to take over, as
    /// ``init(rootView:)`` does.
    public convenience init(rootViewController: ViewController) throws {
        self.init(terminal: try NcursesTerminal(), rootViewController: rootViewController)
    }
}

extension ViewController {
    /// Shows `viewController` as the next screen after this controller's, the way Esc goes back
    /// from: pushed on this controller's navigation stack when it is in one, otherwise as the
    /// window's next screen (as ``Application/push(_:focus:onClose:)`` shows a view). Code that
    /// opens a screen calls this one method wherever its controller is shown. Nothing happens when
    /// this controller's view is not in a window or `viewController` is already in a container.
    public func pushScreen(_ viewController: ViewController) {
        if let navigation = self as? NavigationController ?? navigationController {
            navigation.pushViewController(viewController, animated: true)
        } else if viewController.parent == nil, viewController !== self, let window = viewIfLoaded?.window {
            window.pushScreen(.controller(viewController))
        }
    }

    /// Goes back from this controller's screen, as Esc does: pops its navigation stack when a
    /// page is under the top; else, in a split view, shows the primary column; else pops the
    /// window's top screen (for a controller whose view is in the window). Returns false when
    /// there is nothing to go back to (the first screen, where q quits: ``Application/pop()``; Esc never does).
    @discardableResult
    public func popScreen() -> Bool {
        if let navigation = self as? NavigationController ?? navigationController, navigation.viewControllers.count > 1 {
            navigation.popViewController(animated: true)
            return true
        }
        if let split = splitViewController {
            split.show(.primary)
            return true
        }
        return viewIfLoaded?.window?.popScreen() ?? false
    }
}
