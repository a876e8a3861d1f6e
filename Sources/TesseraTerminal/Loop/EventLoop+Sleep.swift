
extension EventLoop {
    /// Suspends the calling task for `duration` of the loop's time (`clock`); the task then
    /// carries on, on the main actor, in the very turn whose timer ended the sleep. See
    /// `Application.sleep(for:)`, the form apps use.
    ///
    /// Cancellation-aware, as `Task.sleep` is: if the task is cancelled before or during the
    /// sleep it throws `CancellationError` at once and its timer leaves the loop (at once when
    /// cancelled on the main queue, as a closing screen does). A sleep whose loop stops for
    /// good never ends by itself; cancel its task.
    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        let alarm = LoopAlarm()
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    guard alarm.arm(continuation) else { return }
                    let timer = schedule(after: duration) { [weak self] in
                        if alarm.ring() { self?.wakingSleepCount += 1 }
                    }
                    if !alarm.attach(timer) { cancel(timer) }  // cancelled in between
                }
            } onCancel: {
                guard let timer = alarm.cancel() else { return }
                // On the main queue the timer goes now, so the loop's deadlines never depend
                // on when the cancelled task gets back.
                if MainQueue.isCurrent { MainActor.assumeIsolated { self.cancel(timer) } }
            }
        } catch {
            if let timer = alarm.timer { cancel(timer) }  // harmless if already gone
            throw error
        }
        wakingSleepCount -= 1  // back on the main actor: the timer rang
    }

    /// Before a wait, while a woken sleep's task is on its way to the main queue (Swift sends
    /// a resumed task through its thread pool first), waits for it to arrive there, so that
    /// it runs in the next turn's drain rather than whenever it happens to get in: the same
    /// input and clock readings then give the same turns (trace replay relies on it). Bounded
    /// by a second; the arrival normally takes well under a millisecond.
    func awaitWokenSleeps() {
        guard wakingSleepCount > 0, let descriptor = mainQueueDescriptor else { return }
        var wake = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&wake, 1, 1000)
    }
}

/// One sleep's continuation, resumed exactly once: by its loop timer (on the main actor) or by
/// cancellation (on whatever thread cancels the task), whichever comes first.
final class LoopAlarm: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, any Error>?
        var timer: TimerID?
        var isCancelled = false
        var isFinished = false
    }

    private let state = Guarded(State())

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
