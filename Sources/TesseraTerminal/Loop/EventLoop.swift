/// Identifies a timer set with `EventLoop.schedule(after:repeating:_:)`, for `cancel(_:)`.
public struct TimerID: Hashable, Sendable {
    let rawValue: Int
}

/// The one loop a program runs, on the main actor: it waits until input, the nearest deadline
/// (an app timer, the next animation frame) or main-queue work arrives, then runs one *turn*:
/// the main queue's waiting work (blocks, main-actor jobs, main-queue dispatch sources), the
/// events in order (`onEvent`), the timers that are due, and a frame if one was requested.
///
/// Frames are produced only when requested (`requestFrame()`; the first one is requested from
/// the start, and resize or resume request one), at most 60 a second, so a batch of changes —
/// several applies in one main-queue drain, a burst of keys — is one frame. A frame that shows
/// input is not held back for an animation's next slot: it may come early, once an interval.
/// With no timer and no frame pending it waits with no timeout at all: an idle program never
/// wakes.
///
/// ## Two ways to run, one turn
/// - `run()` (synchronous, from `main.swift` or a non-async `main`): the loop owns the main
///   thread and blocks in the terminal's `poll`, with the main queue's own wake-up descriptor
///   folded into it (libdispatch's run-loop hooks, the ones Foundation's `RunLoop` uses). Main
///   queue work therefore runs at one fixed point of every turn, before that turn's events:
///   given the same input and clock readings, a program does the same thing in the same order
///   (the demos' trace replay relies on it), and there is no second thread or queue hop.
///   That is Linux. On Darwin the main queue has no descriptor (a Mach port), so the loop waits
///   in Foundation's run loop instead, which drains the main queue while it waits (`RunLoopWait`;
///   the choice and its cost are in `MainQueueHooks`).
/// - `await run()` (from async code: an async `main`, a `Task`): the main queue is served by
///   the Swift runtime there, so the loop cannot block the thread; it becomes main-queue
///   dispatch sources (a read source per input descriptor, one timer for the nearest
///   deadline) and suspends until `stop()`. Each source event runs the same turn.
///
/// The clock is injectable: with `HeadlessTerminal` and `ManualClock`, a test steps the loop
/// (`step()`) and reads the counters (`wakeUps`, `framesDrawn`, `lastFlush`, `lastWaitTimeout`).
@MainActor
public final class EventLoop {
    /// Where frames go and events come from: an ``NcursesTerminal``, or a ``HeadlessTerminal`` in tests.
    public let terminal: any Terminal
    /// The loop's time: deadlines, the frame cap and timers are measured on it.
    public let clock: any LoopClock

    /// The shortest time between two frames: 60 frames a second.
    package static let minimumFrameInterval: Duration = .nanoseconds(16_666_667)

    /// Called for each event, in order.
    public var onEvent: ((Event) -> Void)?
    /// Events this says are urgent are handed to `onEvent` before the others read with them (in
    /// their own order): the application's Ctrl-C, so that a program working through a backlog
    /// of input (a paste from a terminal without bracketed paste) hears it at once.
    public var isUrgent: ((Event) -> Bool)?
    /// Called once a turn's events are all handed to `onEvent` (before its timers and frame),
    /// when it had any: where work that the events asked for may be done once for all of them
    /// (a search for the text that a burst of keys left, not for each key of it).
    public var onEventsHandled: (() -> Void)?
    /// True while a turn hands its events to `onEvent`: work asked for now may wait for
    /// `onEventsHandled`, which follows before anything else runs.
    public private(set) var isHandlingEvents = false
    /// Produces the next frame: sets `frame` to it, and the loop flushes it (the terminal
    /// writes only what changed). The loop keeps no buffer of its own: `frame` comes in empty,
    /// and a drawer that keeps one — a window, which reuses its buffer frame after frame —
    /// hands it over (`frame = window.lastFrame`), which copies no cells; neither the loop nor
    /// the terminal holds on to it after the flush. A frame of another size than the
    /// terminal's is clipped or padded with blanks (an empty one shows a blank screen).
    public var onDraw: ((inout ScreenBuffer) -> Void)?

    /// How many turns the loop ran: each came back from waiting (for any reason).
    package private(set) var wakeUps = 0
    /// How many frames were drawn and flushed.
    public private(set) var framesDrawn = 0
    /// How many turns served the main queue (every turn of `run()` on the main thread does).
    package private(set) var mainQueueDrains = 0
    /// What the last flush cost.
    public private(set) var lastFlush: FlushStats?
    /// The timeout of the last wait: nil when the loop last slept with no deadline at all (idle).
    package private(set) var lastWaitTimeout: Duration?
    /// True from `run()` (either form) until ``stop()``; stepping by hand leaves it false.
    public private(set) var isRunning = false
    /// Whether `stop()` was called since the loop last started running (or since it was made):
    /// how code that steps the loop itself, such as a test, sees that the program asked to quit.
    public private(set) var isStopRequested = false
    /// Whether a frame is waiting to be drawn.
    package private(set) var isFrameRequested = true
    /// Sleeps (`sleep(for:)`) whose timer has fired and whose task has not yet run again on
    /// the main actor: it is on its way to the main queue.
    package internal(set) var wakingSleepCount = 0

    private var timers = TimerQueue()
    private var lastFrameTime: Duration?
    /// Whether the last frame was drawn within the interval, for input: the next one waits.
    private var lastFrameWasEarly = false
    /// The main queue's descriptor while this loop may serve the queue itself (see `MainQueue`).
    private(set) lazy var mainQueueDescriptor: Int32? = MainQueue.pumpDescriptor()
    /// The dispatch sources of `await run()`, while it runs.
    private var sources: LoopDispatchSources?
    /// The run-loop wait of the blocking `run()` where the main queue has no descriptor (Darwin).
    private var runLoopWait: RunLoopWait?
    private var stopContinuation: CheckedContinuation<Void, Never>?
    private var isInTurn = false

    /// A loop over `terminal`, on the system's monotonic clock unless `clock` says otherwise (a
    /// ``ManualClock`` in tests). Nothing runs until `run()` or ``step()``.
    public init(terminal: any Terminal, clock: any LoopClock = SystemLoopClock()) {
        self.terminal = terminal
        self.clock = clock
    }

    /// Asks for a frame: it is drawn as soon as the 60-a-second cap allows.
    public func requestFrame() {
        isFrameRequested = true
        deadlinesChanged()
    }

    /// Runs `action` on the loop after `delay`, then every `repeating` if given.
    @discardableResult
    public func schedule(after delay: Duration, repeating interval: Duration? = nil,
                         _ action: @escaping @MainActor () -> Void) -> TimerID {
        defer { deadlinesChanged() }
        return TimerID(rawValue: timers.add(deadline: clock.now + max(delay, .zero), interval: interval, action: action))
    }

    /// Forgets a timer; it will not fire again. Cancelling twice, or a fired one-shot, is harmless.
    public func cancel(_ id: TimerID) {
        timers.remove(id.rawValue)
    }

    /// How many timers are set.
    package var scheduledTimerCount: Int { timers.count }

    /// When the loop next has something to do by itself: a due frame or timer. Nil when only
    /// input (or main-queue work) can wake it.
    package func nextDeadline() -> Duration? {
        let frameDeadline = isFrameRequested ? (lastFrameTime.map { $0 + Self.minimumFrameInterval } ?? .zero) : nil
        switch (frameDeadline, timers.earliestDeadline()) {
        case (let a?, let b?): return min(a, b)
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (nil, nil): return nil
        }
    }

    // MARK: Running

    /// Runs turns on the main thread until `stop()`, serving the main queue meanwhile.
    ///
    /// It must own the main thread: call it from `main.swift` or a non-async `static func
    /// main()`. In async code (an async `main`, where main-actor jobs run on a pool thread and
    /// the main queue is served by the Swift runtime) use `await run()`.
    @available(*, noasync, message: "run() blocks the main thread; in async code call `await run()` from an async function (at the top level of main.swift Swift picks this blocking form even after await)")
    public func run() {
        let mayServeMainQueue = MainQueueHooks.waitsInRunLoop ? MainQueue.isMainThread
                                                              : mainQueueDescriptor != nil
        guard mayServeMainQueue else {
            terminal.restore()
            fatalError("EventLoop.run() must own the main thread (call it from main.swift or a non-async main); in async code call `await run()` instead")
        }
        if MainQueueHooks.waitsInRunLoop { runLoopWait = RunLoopWait() }
        defer {
            runLoopWait?.cancel()
            runLoopWait = nil
        }
        isRunning = true
        isStopRequested = false
        while isRunning { step() }
    }

    /// Runs until `stop()` without blocking a thread: the loop's waits become main-queue
    /// dispatch sources, and the Swift runtime (or whoever serves the main queue) runs them.
    public func run() async {
        isRunning = true
        isStopRequested = false
        await withCheckedContinuation { continuation in
            stopContinuation = continuation
            let sources = LoopDispatchSources(descriptors: terminal.inputDescriptors) { [weak self] in
                self?.sourceTurn()
            }
            self.sources = sources
            deadlinesChanged()
        }
    }

    /// Makes `run()` return once the current turn is done.
    public func stop() {
        isRunning = false
        isStopRequested = true
        sources?.cancel()
        sources = nil
        stopContinuation?.resume()
        stopContinuation = nil
    }

    /// One turn, waiting first (until input, main-queue work, or the nearest deadline). How
    /// `run()` turns, and how tests step the loop.
    public func step() {
        let timeout = nextDeadline().map { max(.zero, $0 - clock.now) }
        lastWaitTimeout = timeout
        if let runLoopWait {
            turn(waitInRunLoop(runLoopWait, timeout: timeout))
            return
        }
        awaitWokenSleeps()
        let events = terminal.waitForEvents(timeout: timeout, wakeDescriptor: mainQueueDescriptor)
        turn(events)
    }

    /// The blocking wait where the main queue is drained by the run loop (Darwin): input already
    /// read or readable is taken at once; otherwise the run loop waits (running main-queue work
    /// meanwhile) until input, main-queue work, or the deadline — or a half-read sequence settling.
    private func waitInRunLoop(_ wait: RunLoopWait, timeout: Duration?) -> [Event] {
        let ready = terminal.waitForEvents(timeout: .zero, wakeDescriptor: nil)
        guard ready.isEmpty else { return ready }
        var limit = timeout
        if let settle = terminal.inputSettleDelay { limit = min(limit ?? settle, settle) }
        wait.wait(descriptors: terminal.inputDescriptors, timeout: limit)
        return terminal.waitForEvents(timeout: .zero, wakeDescriptor: nil)
    }

    /// A turn of `await run()`: a source fired, so read what input is ready without waiting.
    private func sourceTurn() {
        guard isRunning else { return }
        turn(terminal.waitForEvents(timeout: .zero, wakeDescriptor: nil))
        // No source wakes for standard input closed during the turn: look before waiting again.
        if isRunning { terminal.endIfInputClosed() }
        deadlinesChanged()
    }

    /// Serve the main queue, hand over the events, fire the timers that are due, draw if a
    /// frame is due.
    private func turn(_ events: [Event]) {
        isInTurn = true
        defer { isInTurn = false }
        wakeUps += 1
        if let mainQueueDescriptor {
            MainQueue.drain(descriptor: mainQueueDescriptor)
            mainQueueDrains += 1
        } else if runLoopWait != nil {
            mainQueueDrains += 1 // the run loop drained it while the turn waited
        }
        isHandlingEvents = !events.isEmpty
        var handledInput = false
        for event in Self.urgentFirst(events, isUrgent: isUrgent) {
            if isStopRequested { break } // nothing is handled after the program chose to end
            switch event {
            case .resize, .resumed: isFrameRequested = true // the screen must be drawn again, in full
            case .key, .mouse, .paste: handledInput = true
            }
            onEvent?(event)
        }
        if isHandlingEvents {
            isHandlingEvents = false
            onEventsHandled?()
        }
        fireDueTimers()
        drawIfDue(showingInput: handledInput)
    }

    /// `events` with the urgent ones first, each group in its own order. O(events).
    static func urgentFirst(_ events: [Event], isUrgent: ((Event) -> Bool)?) -> [Event] {
        guard let isUrgent, events.count > 1, events.contains(where: isUrgent) else { return events }
        return events.filter(isUrgent) + events.filter { !isUrgent($0) }
    }

    /// Under `await run()`, points the timer source at the nearest deadline (a frame, a timer,
    /// or half-read input settling). Inside a turn this waits for the turn's end.
    private func deadlinesChanged() {
        guard let sources, !isInTurn else { return }
        let now = clock.now
        var deadline = nextDeadline()
        if let settle = terminal.inputSettleDelay { deadline = min(deadline ?? (now + settle), now + settle) }
        let timeout = deadline.map { max(.zero, $0 - now) }
        lastWaitTimeout = timeout // the timer source's wait is this loop's wait
        sources.wake(after: timeout)
    }

    private func fireDueTimers() {
        let now = clock.now
        let limit = timers.nextSequence // timers set while firing wait for the next step
        while let action = timers.popDue(now: now, sequenceLimit: limit) {
            action()
        }
    }

    /// Draws the requested frame if the 60-a-second cap allows. A frame that shows what a person
    /// typed (or clicked) is drawn at once even within the interval, unless the last frame was
    /// itself drawn early: a key's result does not wait for a running animation's next slot
    /// (up to 16.7 ms), and frames stay at most two an interval however fast input comes.
    private func drawIfDue(showingInput: Bool) {
        guard isFrameRequested else { return }
        let now = clock.now
        var early = false
        if let lastFrameTime, now - lastFrameTime < Self.minimumFrameInterval {
            guard showingInput && !lastFrameWasEarly else { return }
            early = true
        }
        lastFrameWasEarly = early
        isFrameRequested = false
        var frame = ScreenBuffer(size: .zero) // no cells: nothing allocated
        onDraw?(&frame)
        lastFlush = terminal.flush(frame)
        lastFrameTime = now
        framesDrawn += 1
    }
}
