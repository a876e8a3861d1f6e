import Testing
import Tessera

// Apps that do real asynchronous work (read files, talk to a server, `Task.sleep`) finish it in
// real time, not on the harness's clock. These wait for what the work leads to, never for a
// length of time: they step the loop, let the app's tasks run, and look again, until the
// condition holds or the timeout (real time, a bound on a hung test) passes.
extension ApplicationHarness {
    /// Runs the loop and the app's tasks until `condition` holds, at most `timeout` of real
    /// time. Between looks it settles the loop (animations run to their end on the harness's
    /// clock) and lets tasks and main-queue work run. Returns whether `condition` held.
    @discardableResult
    public func run(until condition: () -> Bool, timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        var lastLook = false
        while true {
            await settleRunningTasks()
            if condition() { return true }
            if lastLook { return false }
            // Past the deadline, look once more after a sleep: the sleep's wake-up queues behind
            // every job already waiting for the main actor, so work that finished in time but
            // waited its turn (a busy main actor, as in a parallel test run) is still seen.
            lastLook = ContinuousClock.now >= deadline
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Runs the loop and the app's tasks (`run(until:timeout:)`) until the screen shows `text`.
    /// Records an issue with the screen as it was when the timeout passed; returns whether the
    /// text appeared.
    @discardableResult
    public func wait(forText text: String, timeout: Duration = .seconds(10),
                     sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        if await run(until: { self.text.contains(text) }, timeout: timeout) { return true }
        Issue.record("the screen did not show “\(text)” within \(timeout):\n\(self.text)", sourceLocation: sourceLocation)
        return false
    }

    /// Whether the application asked to stop: its last screen closed (q or Esc on the first
    /// screen), Ctrl-C, or a call to `stop()`. A real run would have returned from `run()`.
    public var hasStopped: Bool {
        application.loop.isStopRequested
    }
}
