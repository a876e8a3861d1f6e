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
/// when it closes, and the way to open another screen or go back.
@MainActor
public final class DemoContext {
    public let application: Application
    public let options: DemoOptions
    private var timers: [TimerID] = []

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

    /// Opens `entry` as a new screen above this one.
    public func open(_ entry: DemoEntry) {
        let context = DemoContext(application: application, options: options)
        application.push(entry.make(context), onClose: { context.cancelTimers() })
    }

    /// Opens any view as a screen above this one (a detail view); Esc comes back.
    public func push(_ view: View, focus: View? = nil) {
        application.push(view, focus: focus)
    }

    /// Goes back (to the launcher, or out of the program).
    public func close() { application.pop() }

    func cancelTimers() {
        for id in timers { application.cancel(id) }
        timers.removeAll()
    }
}
