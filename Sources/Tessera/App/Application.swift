import TesseraTerminal

/// Runs a window on a terminal: the event loop, frames only when something changed or
/// animates, timers, and a stack of screens (push a screen's root view, pop back to the one
/// below with its focus where it was).
///
/// Keys no view handles reach the application: `?` shows the focused view's keys, Esc or q
/// goes back a screen (or quits from the first one), Ctrl-C quits.
public final class Application {
    public let terminal: any Terminal
    public let loop: EventLoop
    public let window: Window
    /// Screens under the current one: their root views and where focus was.
    private var stack: [(root: View, focus: View?, onClose: (() -> Void)?)] = []
    /// Called when the current screen closes (set by `push`).
    private var currentOnClose: (() -> Void)?
    /// Asked first about events no view handled; return true when handled.
    public var onUnhandledEvent: ((Event) -> Bool)?
    /// Keys listed in the `?` help besides the focused view's own.
    public var globalKeyHints: [KeyHint] {
        get { window.globalKeyHints }
        set { window.globalKeyHints = newValue }
    }

    public init(terminal: any Terminal, clock: any LoopClock = SystemLoopClock(), rootView: View) {
        self.terminal = terminal
        loop = EventLoop(terminal: terminal, clock: clock)
        window = Window(size: terminal.size, rootView: rootView)
        window.clock = clock
        window.theme = Theme(colorDepth: terminal.capabilities.colorDepth)
        window.frameRequested = { [unowned self] in loop.requestFrame() }
        window.globalKeyHints = [KeyHint("?", "help"), KeyHint("q", "back"), KeyHint("^C", "quit")]
        loop.onEvent = { [unowned self] event in handle(event) }
        loop.onDraw = { [unowned self] buffer in draw(into: &buffer) }
        if window.focusedView == nil { window.moveFocus() }
    }

    /// Runs until the last screen closes or `stop()`.
    public func run() { loop.run() }
    public func stop() { loop.stop() }

    @discardableResult
    public func schedule(after delay: Duration, repeating interval: Duration? = nil, _ action: @escaping () -> Void) -> TimerID {
        loop.schedule(after: delay, repeating: interval, action)
    }

    public func cancel(_ timer: TimerID) { loop.cancel(timer) }

    // MARK: Screens

    /// Shows `root` as a new screen, focusing `focus` (or its first focusable view).
    /// `onClose` runs when the screen is popped (stop its timers there).
    public func push(_ root: View, focus: View? = nil, onClose: (() -> Void)? = nil) {
        stack.append((window.rootView, window.focusedView, currentOnClose))
        currentOnClose = onClose
        window.rootView = root
        window.focusedView = focus
        if focus == nil { window.moveFocus() }
        window.setNeedsLayout()
    }

    /// Back to the screen below, focus where it was; quits from the first screen.
    public func pop() {
        currentOnClose?()
        guard let below = stack.popLast() else { currentOnClose = nil; stop(); return }
        currentOnClose = below.onClose
        window.rootView = below.root
        window.focusedView = below.focus
        window.setNeedsLayout()
    }

    public var depth: Int { stack.count }

    // MARK: Events and frames

    func handle(_ event: Event) {
        if window.dispatch(event) { return }
        if onUnhandledEvent?(event) == true { return }
        guard case .key(let key) = event else { return }
        switch (key.key, key.modifiers) {
        case (.character("?"), _):
            HelpOverlay(hints: window.activeKeyHints).present(in: window)
        case (.escape, []), (.character("q"), []):
            pop()
        case (.character("c"), .ctrl):
            stop()
        default:
            break
        }
    }

    func draw(into buffer: inout ScreenBuffer) {
        if window.size != buffer.size { window.resize(to: buffer.size) }
        let animating = window.render(at: loop.clock.now)
        buffer = window.lastFrame
        if animating { loop.requestFrame() }
    }
}
