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
    /// sleep it throws `CancellationError` at once and its timer leaves the loop.
    ///
    /// When the timer fires the task is resumed; under `run()` the loop waits for it to reach
    /// the main queue and runs it in the next turn. Elsewhere (`await run()`, a test stepping
    /// the loop off the main thread) it runs a turn or two later, at a moment the loop does not
    /// choose: `wakingSleepCount` says how many are on their way, for code that must wait.
    ///
    /// A main-actor method rather than a Swift `Clock`: a `Clock`'s `sleep(until:tolerance:)`
    /// and `now` are nonisolated, so every call would hop to the thread pool and read the
    /// loop's clock off the main thread.
    public func sleep(for duration: Duration) async throws {
        try await loop.sleep(for: duration)
    }

    /// Sleeps (`sleep(for:)`) whose timer has fired and whose task has not yet run again on the
    /// main actor: it is on its way to the main queue.
    public var wakingSleepCount: Int { loop.wakingSleepCount }
}
