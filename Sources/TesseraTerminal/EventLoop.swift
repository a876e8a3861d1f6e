/// Identifies a timer set with `EventLoop.schedule(after:repeating:_:)`, for `cancel(_:)`.
public struct TimerID: Hashable, Sendable {
    let rawValue: Int
}

/// The one loop a program runs on one thread: it waits in the terminal's input wait until the
/// nearest deadline (an app timer, or the next animation frame), hands events to `onEvent`,
/// fires timers that are due, and draws a frame when one was requested.
///
/// Frames are produced only when requested (`requestFrame()`; the first one is requested from
/// the start, and resize or resume request one), at most 60 a second. With no timer and no
/// frame pending it waits with no timeout at all: an idle program never wakes.
///
/// The clock is injectable: with `HeadlessTerminal` and `ManualClock`, a test steps the loop
/// (`step()`) and reads the counters (`wakeUps`, `framesDrawn`, `lastFlush`).
public final class EventLoop {
    public let terminal: any Terminal
    public let clock: any LoopClock

    /// The shortest time between two frames: 60 frames a second.
    public static let minimumFrameInterval: Duration = .nanoseconds(16_666_667)

    /// Called for each event, in order.
    public var onEvent: ((Event) -> Void)?
    /// Draws a frame into a buffer of the terminal's size, cleared to blanks; the loop then
    /// flushes it (the terminal writes only what changed).
    public var onDraw: ((inout ScreenBuffer) -> Void)?

    /// How many times the loop came back from waiting for input (for any reason).
    public private(set) var wakeUps = 0
    /// How many frames were drawn and flushed.
    public private(set) var framesDrawn = 0
    /// What the last flush cost.
    public private(set) var lastFlush: FlushStats?
    public private(set) var isRunning = false
    /// Whether a frame is waiting to be drawn.
    public private(set) var isFrameRequested = true

    private var timers = TimerQueue()
    private var lastFrameTime: Duration?
    private var frame: ScreenBuffer

    public init(terminal: any Terminal, clock: any LoopClock = SystemLoopClock()) {
        self.terminal = terminal
        self.clock = clock
        self.frame = ScreenBuffer(size: terminal.size)
    }

    /// Asks for a frame: it is drawn as soon as the 60-a-second cap allows.
    public func requestFrame() {
        isFrameRequested = true
    }

    /// Runs `action` on the loop after `delay`, then every `repeating` if given.
    @discardableResult
    public func schedule(after delay: Duration, repeating interval: Duration? = nil,
                         _ action: @escaping () -> Void) -> TimerID {
        TimerID(rawValue: timers.add(deadline: clock.now + max(delay, .zero), interval: interval, action: action))
    }

    /// Forgets a timer; it will not fire again. Cancelling twice, or a fired one-shot, is harmless.
    public func cancel(_ id: TimerID) {
        timers.remove(id.rawValue)
    }

    /// How many timers are set.
    public var scheduledTimerCount: Int { timers.count }

    /// When the loop next has something to do by itself: a due frame or timer. Nil when only
    /// input can wake it.
    public func nextDeadline() -> Duration? {
        let frameDeadline = isFrameRequested ? (lastFrameTime.map { $0 + Self.minimumFrameInterval } ?? .zero) : nil
        switch (frameDeadline, timers.earliestDeadline()) {
        case (let a?, let b?): return min(a, b)
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (nil, nil): return nil
        }
    }

    /// Steps until `stop()` is called.
    public func run() {
        isRunning = true
        while isRunning { step() }
    }

    /// Makes `run()` return once the current step is done.
    public func stop() {
        isRunning = false
    }

    /// One turn of the loop: wait (until input, or the nearest deadline), hand over the
    /// events, fire the timers that are due, draw if a frame is due.
    public func step() {
        let timeout = nextDeadline().map { max(.zero, $0 - clock.now) }
        let events = terminal.waitForEvents(timeout: timeout)
        wakeUps += 1
        for event in events {
            switch event {
            case .resize, .resumed: requestFrame() // the screen must be drawn again, in full
            case .key, .mouse: break
            }
            onEvent?(event)
        }
        fireDueTimers()
        drawIfDue()
    }

    private func fireDueTimers() {
        let now = clock.now
        let limit = timers.nextSequence // timers set while firing wait for the next step
        while let action = timers.popDue(now: now, sequenceLimit: limit) {
            action()
        }
    }

    private func drawIfDue() {
        guard isFrameRequested else { return }
        let now = clock.now
        if let lastFrameTime, now - lastFrameTime < Self.minimumFrameInterval { return }
        isFrameRequested = false
        if frame.size != terminal.size { frame = ScreenBuffer(size: terminal.size) } else { frame.clear() }
        onDraw?(&frame)
        lastFlush = terminal.flush(frame)
        lastFrameTime = now
        framesDrawn += 1
    }
}
