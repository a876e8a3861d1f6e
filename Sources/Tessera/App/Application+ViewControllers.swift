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
