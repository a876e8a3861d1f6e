import Synchronization
import TesseraTerminal

extension Application {
    /// Suspends the calling task for `duration` of the loop's time (`loop.clock`). The task then
    /// carries on, on the main actor, and what it changes is drawn in the next frame.
    ///
    ///     Task {
    ///         while true {
    ///             try await application.sleep(for: .seconds(2))
    ///             rescan()                               // on the main actor
    ///         }
    ///     }
    ///
    /// Use it for app timers that must follow the loop's clock rather than the wall: a test
    /// that steps a `ManualClock` ends the sleep when it moves time on, and a run replayed
    /// from recorded clock readings wakes at the same moment it did live. (`Task.sleep` keeps
    /// real time, on a thread of its own: right for a network timeout, not for those.)
    ///
    /// Cancellation-aware, as `Task.sleep` is: if the task is cancelled before or during the
    /// sleep it throws `CancellationError` at once and its timer leaves the loop (at once when
    /// cancelled on the main queue, as a closing screen does). A sleep whose loop stops for
    /// good never ends by itself; cancel its task.
    ///
    /// When the timer fires the task is resumed, but Swift sends a resumed task through its
    /// thread pool before it reaches the main queue, so it runs in a turn or two, at a moment
    /// the loop does not choose. `wakingSleepCount` says how many are on their way, for code
    /// that must wait for them (tests, the demos' trace replay).
    ///
    /// A main-actor method rather than a Swift `Clock`: a `Clock`'s `sleep(until:tolerance:)`
    /// and `now` are nonisolated, so every call would hop to the thread pool and read the
    /// loop's clock off the main thread.
    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        let alarm = LoopAlarm()
        let loop = self.loop
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    guard alarm.arm(continuation) else { return }
                    let timer = loop.schedule(after: duration) { [weak self] in
                        if alarm.ring() { self?.changeWakingSleepCount(by: 1) }
                    }
                    if !alarm.attach(timer) { loop.cancel(timer) }  // cancelled in between
                }
            } onCancel: {
                guard let timer = alarm.cancel() else { return }
                // On the main queue the timer goes now, so the loop's deadlines never depend
                // on when the cancelled task gets back.
                if MainQueue.isCurrent { MainActor.assumeIsolated { loop.cancel(timer) } }
            }
        } catch {
            if let timer = alarm.timer { loop.cancel(timer) }  // harmless if already gone
            throw error
        }
        changeWakingSleepCount(by: -1)  // back on the main actor: the timer rang
    }

    /// Sleeps (`sleep(for:)`) whose timer has fired and whose task has not yet run again on the
    /// main actor: it is on its way to the main queue.
    public var wakingSleepCount: Int { wakingSleepCounts[ObjectIdentifier(self)] ?? 0 }

    private func changeWakingSleepCount(by delta: Int) {
        let count = wakingSleepCount + delta
        wakingSleepCounts[ObjectIdentifier(self)] = count == 0 ? nil : count
    }
}

/// `Application.wakingSleepCount`'s storage, per application (an extension cannot add stored
/// properties). An entry exists only while a woken task is on its way, and that task holds its
/// application, so an entry never outlives it.
@MainActor private var wakingSleepCounts: [ObjectIdentifier: Int] = [:]

/// One sleep's continuation, resumed exactly once: by its loop timer (on the main actor) or by
/// cancellation (on whatever thread cancels the task), whichever comes first.
final class LoopAlarm: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, any Error>?
        var timer: TimerID?
        var isCancelled = false
        var isFinished = false
    }

    private let state = Mutex(State())

    /// The loop timer, once attached.
    var timer: TimerID? { state.withLock { $0.timer } }

    /// Starts waiting; false when the task was cancelled first (the continuation is then
    /// resumed with `CancellationError` here).
    func arm(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
        let cancelled = state.withLock { state in
            if !state.isCancelled { state.continuation = continuation }
            return state.isCancelled
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
        return !cancelled
    }

    /// Records the timer; false when a cancellation came first (the caller removes the timer).
    func attach(_ timer: TimerID) -> Bool {
        state.withLock { state in
            state.timer = timer
            return !state.isCancelled
        }
    }

    /// The timer fired: the sleep ends normally. False when a cancellation ended it first.
    func ring() -> Bool {
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            return state.continuation.take()
        }
        continuation?.resume()
        return continuation != nil
    }

    /// The task was cancelled: the sleep throws now (or as soon as it starts waiting). Returns
    /// the timer to remove, if one was set and had not fired.
    func cancel() -> TimerID? {
        let (continuation, timer) = state.withLock { state -> (CheckedContinuation<Void, any Error>?, TimerID?) in
            state.isCancelled = true
            guard !state.isFinished else { return (nil, nil) }
            state.isFinished = true
            return (state.continuation.take(), state.timer)
        }
        continuation?.resume(throwing: CancellationError())
        return timer
    }
}
