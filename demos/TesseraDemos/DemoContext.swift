import Tessera

/// Options a demo may read, from the command line.
public struct DemoOptions: Sendable {
    /// Seed for anything random (the Wi-Fi scanner, shuffles).
    public var seed: UInt64 = 42
    /// Replace the Mountains data with this many generated peaks.
    public var syntheticCount: Int?
    /// Updates apply without motion.
    public var animationsEnabled = true
    public init() {}
}

/// What a running demo gets from the program: where it runs, its options, timers that stop
/// when it closes, a place to stop its tasks (`onClose`), and the way to open another screen
/// or go back.
@MainActor
public final class DemoContext {
    public let application: Application
    public let options: DemoOptions
    private var timers: [TimerID] = []
    private var closeActions: [() -> Void] = []

    public init(application: Application, options: DemoOptions) {
        self.application = application
        self.options = options
    }

    public var capabilities: TerminalCapabilities { application.terminal.capabilities }

    /// A timer that is cancelled when this demo closes.
    @discardableResult
    public func schedule(after delay: Duration, repeating interval: Duration? = nil, _ action: @escaping @MainActor () -> Void) -> TimerID {
        let id = application.schedule(after: delay, repeating: interval, action)
        timers.append(id)
        return id
    }

    public func cancel(_ timer: TimerID) {
        application.cancel(timer)
        timers.removeAll { $0 == timer }
    }

    /// Runs `action` when this demo closes: where a demo cancels the tasks it started, as an
    /// app does when its screen goes away. (A demo run on its own closes with the program.)
    public func onClose(_ action: @escaping () -> Void) {
        closeActions.append(action)
    }

    /// The view controller showing this demo (set when it is made): where `open`, `push` and
    /// `close` go from.
    public weak var viewController: ViewController?

    /// Where screens open from: the demo's controller (the window's root controller for a context
    /// made without one).
    private var source: ViewController? { viewController ?? application.window.rootViewController }

    /// Opens `entry` as a new screen above this one (``ViewController/pushScreen(_:)``: on the
    /// demo's navigation stack in the launcher, the window's next screen when the demo runs alone).
    public func open(_ entry: DemoEntry) {
        let context = DemoContext(application: application, options: options)
        source?.pushScreen(entry.makeViewController(context))
    }

    /// Opens any view as a screen above this one (a detail view), as a page titled by its title
    /// bar; Esc comes back. `focus`, when inside `view`, takes focus.
    public func push(_ view: View, focus: View? = nil) {
        source?.pushScreen(DemoScreenViewController(title: TitleBar.firstTitle(in: view) ?? "", page: view, of: self))
        if let focus, focus.isDescendant(of: view) { focus.becomeFirstResponder() }
    }

    /// Goes back as Esc does: the demo's controllers first (``ViewController/popScreen()``: its
    /// previous page, the launcher's sidebar), then the application (``Application/pop()``: the
    /// previous screen, even when the demo's controller is the one covered, or out of the program).
    public func close() {
        if source?.popScreen() != true { application.pop() }
    }

    /// The demo's screen was popped: its timers stop and its close actions run.
    func didClose() {
        for id in timers { application.cancel(id) }
        timers.removeAll()
        let actions = closeActions
        closeActions.removeAll()
        actions.forEach { $0() }
    }
}
