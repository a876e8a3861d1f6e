import Foundation
import Testing
@testable import Tessera

/// `Application.sleep(for:)`: a task's sleep on the loop's clock. The tests step a headless
/// loop on a `ManualClock`; the test itself holds the main actor, so after each step it yields
/// to let the task the step woke run (`Task.yield()` queues the test behind it).
@Suite("Application sleep") @MainActor
struct ApplicationSleepTests {
    func makeApp() -> (Application, ManualClock) {
        let clock = ManualClock()
        // Not given the clock: a wait must not move time on by itself, only the test does.
        let terminal = HeadlessTerminal(size: CellSize(width: 20, height: 5))
        return (Application(terminal: terminal, clock: clock, rootView: View()), clock)
    }

    /// Yields until `condition` holds, for at most 5 s: a woken task reaches the main actor
    /// through Swift's thread pool, so how many yields that takes varies.
    func yield(until condition: () -> Bool) async {
        // A safety net, not a timing: under ThreadSanitizer on a busy 2-core machine a task
        // waited over 5 s for the main actor (CI saw a first sleep start a step late).
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition(), ContinuousClock.now < deadline {
            await Task.yield()
        }
    }

    @Test func aSleepEndsWhenTheLoopsClockReachesItsDeadlineNotBefore() async throws {
        let (app, clock) = makeApp()
        app.loop.step()  // the first frame
        var woke: Duration?
        let task = Task {
            try await app.sleep(for: .seconds(2))
            woke = clock.now
        }
        await yield { app.loop.scheduledTimerCount == 1 }
        #expect(app.loop.scheduledTimerCount == 1)
        let start = clock.now

        clock.advance(by: .milliseconds(1999))
        app.loop.step()
        #expect(app.wakingSleepCount == 0, "one millisecond early")
        #expect(app.loop.scheduledTimerCount == 1)

        clock.advance(by: .milliseconds(1))
        app.loop.step()
        #expect(app.wakingSleepCount == 1, "the timer fired; the task is on its way")
        await yield { woke != nil }
        try await task.value
        #expect(app.wakingSleepCount == 0)
        #expect(woke == start + .seconds(2))
        #expect(app.loop.scheduledTimerCount == 0)
    }

    @Test func cancellingTheTaskEndsItsSleepWithCancellationErrorAndRemovesTheTimer() async {
        let (app, _) = makeApp()
        let task = Task { try await app.sleep(for: .seconds(60)) }
        await yield { app.loop.scheduledTimerCount == 1 }
        #expect(app.loop.scheduledTimerCount == 1)
        task.cancel()  // nothing steps the loop: the sleep must end without its timer
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(app.loop.scheduledTimerCount == 0)
    }

    @Test func aTaskCancelledBeforeItSleepsThrowsAndSetsNoTimer() async {
        let (app, _) = makeApp()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await app.sleep(for: .seconds(1))
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(app.loop.scheduledTimerCount == 0)
    }

    /// Cancellation from another thread, while the sleep waits: the alarm is resumed there,
    /// the timer removed once the task is back on the main actor.
    @Test func cancellingFromAnotherThreadEndsTheSleep() async {
        let (app, _) = makeApp()
        let task = Task { try await app.sleep(for: .seconds(60)) }
        await yield { app.loop.scheduledTimerCount == 1 }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                task.cancel()
                done.resume()
            }
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(app.loop.scheduledTimerCount == 0)
    }

    /// Sleeps in a row, as a scanner's: each starts from the turn the last one woke in.
    @Test func repeatedSleepsFollowTheSteppedClock() async {
        let (app, clock) = makeApp()
        var beats: [Duration] = []
        let task = Task {
            while true {
                do { try await app.sleep(for: .milliseconds(500)) } catch { return }
                beats.append(clock.now)
            }
        }
        await yield { app.loop.scheduledTimerCount == 1 }
        for _ in 0..<40 {  // two seconds in 50 ms steps
            clock.advance(by: .milliseconds(50))
            app.loop.step()
            await yield { app.wakingSleepCount == 0 && app.loop.scheduledTimerCount == 1 }
        }
        #expect(beats == [.milliseconds(500), .milliseconds(1000), .milliseconds(1500), .milliseconds(2000)])
        task.cancel()
        _ = await task.result
        #expect(app.loop.scheduledTimerCount == 0)
    }
}
