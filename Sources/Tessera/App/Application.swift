import TesseraTerminal

/// Runs a window on a terminal: the event loop, frames only when something changed or
/// animates, timers, and the way back a screen (push a screen's root view, pop back to the one
/// below with its focus where it was: a thin wrapper over the window's root view controller).
///
/// Keys no view handles reach the application: `?` shows the focused view's keys, Esc goes back
/// a screen (never quits), q goes back a screen or quits from the first one, Ctrl-C quits. No
/// key discards typed text: quitting while a text field holds text the person typed asks first
/// (`Application+Quitting.swift`). The whole key map is the "Keys" article.
///
/// The application is the main actor's, like everything on screen. While it runs, the main
/// dispatch queue and the main actor are served too: `DispatchQueue.main.async`,
/// `Task { @MainActor in … }`, main-queue dispatch sources and timers run in the next turn of
/// the loop, and what they change is drawn in the next frame.
///
///     @MainActor func main() throws {
///         let application = try Application(rootView: collectionView)
///         application.run()          // from main.swift; `await application.run()` in async code
///     }
@MainActor
public final class Application {
    /// The terminal the application draws on and reads keys from: `NcursesTerminal` on a real
    /// terminal, `HeadlessTerminal` in tests.
    public let terminal: any Terminal
    /// The event loop that runs the application: input, timers, the main queue, and frames
    /// (at most 60 a second, and only while something changes).
    public let loop: EventLoop
    /// The window on the terminal's screen: the current screen's root view, focus and overlays.
    public let window: Window
    /// The one timer that wakes the window for something due later (an announcement waiting
    /// for keys to pause); a new wake replaces it, so a burst of keys leaves one timer.
    private var windowWake: TimerID?
    /// The application made last (Apple's `UIApplication.shared`): the one that runs, in a
    /// program that makes one. Asking before any is made stops the program with a message.
    public static var shared: Application {
        guard let current else {
            fatalError("Application.shared: no Application exists yet; make one with Application(rootView:) first")
        }
        return current
    }
    /// Held weakly: the program (or a test) owns its application.
    private static weak var current: Application?
    /// Asked first about events no view handled; return true when handled.
    public var onUnhandledEvent: ((Event) -> Bool)?
    /// Whether Ctrl-C quits before any view sees it (true by default): the one key that always
    /// works, whatever has focus — a menu, an alert, a text field. An app that gives Ctrl-C a
    /// meaning of its own (copy, cancel a task) sets this to false, or a view does for itself
    /// (`View.takesInterruptKey`); Ctrl-C then goes to the focused view like any key, and still
    /// quits if nothing takes it. While true, a Ctrl-C read
    /// together with other input is handled before it (`EventLoop.isUrgent`).
    public var interruptQuits = true
    /// Keys listed in the `?` help besides the focused view's own.
    public var globalKeyHints: [KeyHint] {
        get { window.globalKeyHints }
        set { window.globalKeyHints = newValue }
    }

    /// An application showing `rootView` on `terminal`, with a theme for the terminal's colour
    /// depth and background (light or dark) and focus on the first focusable view.
    ///
    /// - Parameters:
    ///   - terminal: Where to draw and read input; a `HeadlessTerminal` in tests.
    ///   - clock: The clock timers and animations read; a `ManualClock` lets a test step time.
    ///   - rootView: The first screen's root view, sized to the whole terminal.
    public init(terminal: any Terminal, clock: any LoopClock = SystemLoopClock(), rootView: View) {
        self.terminal = terminal
        loop = EventLoop(terminal: terminal, clock: clock)
        window = Window(size: terminal.size, rootView: rootView)
        window.clock = clock
        window.theme = Theme(capabilities: terminal.capabilities)
        window.frameRequested = { [unowned self] in loop.requestFrame() }
        window.wakeRequested = { [unowned self] delay in wakeWindow(after: delay) }
        window.globalKeyHints = [KeyHint("?", "help"), Self.backHint(depth: 0), KeyHint("^C", "quit")]
        loop.onEvent = { [unowned self] event in handle(event) }
        loop.onEventsHandled = { [unowned self] in window.runAfterEvents() }
        window.isHandlingEvents = { [unowned self] in loop.isHandlingEvents }
        loop.isUrgent = { [unowned self] event in quitsOn(event) }
        loop.onDraw = { [unowned self] frame in draw(into: &frame) }
        if window.focusedView == nil { window.moveFocus() }
        Self.current = self
    }

    /// An application on the real terminal (`NcursesTerminal`). Throws `TerminalStartError`
    /// (its description is one sentence to show the user) when there is no terminal to take
    /// over: output redirected, TERM missing or unknown.
    public convenience init(rootView: View) throws {
        self.init(terminal: try NcursesTerminal(), rootView: rootView)
    }

    /// Runs until the last screen closes or `stop()`, then gives the terminal back.
    ///
    /// Blocks the main thread, serving the main queue meanwhile: call it from `main.swift` or
    /// a non-async `main`. In async code, `await run()`.
    @available(*, noasync, message: "run() blocks the main thread; in async code call `await run()` from an async function (at the top level of main.swift Swift picks this blocking form even after await)")
    public func run() {
        loop.run()
        terminal.restore()
    }

    /// Runs until the last screen closes or `stop()`, then gives the terminal back, without
    /// blocking a thread (for an async `main` or a `Task`).
    public func run() async {
        await loop.run()
        terminal.restore()
    }

    /// Makes `run()` return once the current turn of the loop is done; the terminal is then
    /// given back. Ctrl-C calls it when no view handles the key.
    public func stop() { loop.stop() }
    /// The open "Discard the text you typed?" menu, while it shows (see `Application+Quitting`).
    weak var quitConfirmation: MenuOverlay?

    /// Runs `action` on the main actor after `delay` of loop time, then every `interval` if one
    /// is given. Timers follow the loop's clock, so a stepped `ManualClock` fires them.
    ///
    /// - Returns: An identifier for ``cancel(_:)``.
    @discardableResult
    public func schedule(after delay: Duration, repeating interval: Duration? = nil, _ action: @escaping @MainActor () -> Void) -> TimerID {
        loop.schedule(after: delay, repeating: interval, action)
    }

    /// Stops a timer made by ``schedule(after:repeating:_:)``; cancelling twice, or a one-shot
    /// timer that already fired, is harmless.
    public func cancel(_ timer: TimerID) { loop.cancel(timer) }

    /// Asks for a frame `delay` from now, replacing the wake asked for before.
    private func wakeWindow(after delay: Duration) {
        if let windowWake { loop.cancel(windowWake) }
        windowWake = loop.schedule(after: delay) { [unowned self] in
            windowWake = nil
            window.requestFrame()
        }
    }

    // MARK: Screens

    /// Shows `root` as a new screen, focusing `focus` (or its first focusable view).
    /// `onClose` runs when the screen is popped (stop its timers there).
    ///
    /// A thin wrapper over view controllers: the screen is a view controller that becomes the
    /// window's root view controller and holds the one it covers, which disappears until the
    /// screen is popped (see `Window+ViewControllers.swift`). The application keeps no screens of
    /// its own. From a view controller, ``ViewController/pushScreen(_:)`` pushes on its navigation
    /// stack when it is in one, and here otherwise.
    public func push(_ root: View, focus: View? = nil, onClose: (() -> Void)? = nil) {
        window.pushScreen(.view(root), focus: focus, onClose: onClose)
    }

    /// Back to the screen below, focus where it was; quits from the first screen (asking first
    /// when a text field holds text the person typed: ``quit()``).
    public func pop() {
        if !goBackAScreen() { quit() }
    }

    /// What q does when no view takes it: go back a screen, or quit from the first.
    static func backHint(depth: Int) -> KeyHint { KeyHint("q", depth == 0 ? "quit" : "back") }

    /// How many screens are under the current one (0 on the first screen).
    public var depth: Int { window.screenDepth }

    // MARK: Events and frames

    /// Whether `event` is a Ctrl-C that quits before any view sees it: unless the app or the
    /// view with the keys (`View.takesInterruptKey`) takes Ctrl-C for itself.
    private func quitsOn(_ event: Event) -> Bool {
        interruptQuits && Self.isInterrupt(event) && !window.keyResponderTakesInterrupt
    }

    /// Ctrl-C.
    static func isInterrupt(_ event: Event) -> Bool {
        if case .key(let key) = event, key.key == .character("c"), key.modifiers == .ctrl { return true }
        return false
    }

    func handle(_ event: Event) {
        if quitsOn(event) {
            quit()
            return
        }
        if window.dispatch(event) { return }
        if onUnhandledEvent?(event) == true { return }
        guard case .key(let key) = event else { return }
        switch (key.key, key.modifiers) {
        case (.character("?"), _):
            HelpOverlay(hints: window.activeKeyHints).present(in: window)
        case (.escape, []):
            _ = goBackAScreen()   // Esc never quits
        case (.character("q"), []):
            pop()
        case (.character("c"), .ctrl):
            quit()
        default:
            break
        }
    }

    /// The loop's frame: the window draws into its own buffer, which is handed over for the
    /// flush as it is (no cells copied) and reused by the next frame.
    func draw(into frame: inout ScreenBuffer) {
        if window.size != terminal.size { window.resize(to: terminal.size) }
        let animating = window.render(at: loop.clock.now)
        frame = window.lastFrame
        if animating { loop.requestFrame() }
    }
}
