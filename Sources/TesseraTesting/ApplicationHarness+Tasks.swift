import Tessera

// A synchronous test holds the main actor from start to end, so a task the app started (one
// sleeping with `Application.sleep(for:)`, say) cannot run until the test suspends. These forms
// suspend after every step until the tasks that step woke have run, as the real loop runs them
// in a following turn.
extension ApplicationHarness {
    /// `advance(by:)`, letting the app's tasks run after every step.
    public func advanceRunningTasks(by duration: Duration) async {
        await letTasksRun()  // tasks started before: they set their sleeps from now
        let end = clock.now + duration
        while clock.now < end {
            clock.advance(by: min(.milliseconds(16), end - clock.now))
            application.loop.step()
            await letTasksRun()
        }
        await settleRunningTasks()
    }

    /// `settle(limit:)`, letting the app's tasks run after every step.
    public func settleRunningTasks(limit: Int = 400) async {
        application.loop.step()
        await letTasksRun()
        var steps = 0
        while isSettling, steps < limit {
            application.loop.step()
            await letTasksRun()
            steps += 1
        }
    }

    /// Suspends until no woken sleep is on its way (a resumed task passes through Swift's
    /// thread pool before it reaches the main actor), at most 5 s. The first yield also lets
    /// tasks started meanwhile run: they are already queued on the main actor, ahead of it.
    private func letTasksRun() async {
        let deadline = ContinuousClock.now + .seconds(5)
        repeat {
            await Task.yield()
        } while application.wakingSleepCount > 0 && ContinuousClock.now < deadline
    }
}
