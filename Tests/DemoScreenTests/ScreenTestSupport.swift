import Foundation
import Testing
import Tessera
@testable import TesseraDemos

/// Runs a demo (or the launcher) headless: a `HeadlessTerminal` and a `ManualClock` drive the
/// real `Application`, so a test sends keys, lets time pass and reads the screen exactly as
/// the terminal would show it.
@MainActor
final class DemoScreenHarness {
    let terminal: HeadlessTerminal
    let clock = ManualClock()
    let application: Application

    /// `demo` is a catalog name ("mountains"); nil runs the launcher.
    init(_ demo: String?, width: Int = 80, height: Int = 24, options: DemoOptions = DemoOptions()) {
        terminal = HeadlessTerminal(size: CellSize(width: width, height: height), clock: clock)
        let entry = demo.map { name in
            guard let entry = DemoCatalog.entry(named: name) else { fatalError("no demo named \(name)") }
            return entry
        }
        application = DemoRunner.makeApplication(terminal: terminal, clock: clock, entry: entry, options: options)
        settle()
    }

    /// Runs the loop until it has nothing left to do by itself (animations done, frame drawn).
    /// Repeating timers keep a deadline forever, so this stops at `limit` steps.
    func settle(limit: Int = 400) {
        application.loop.step()
        var steps = 0
        while isSettling, steps < limit {
            application.loop.step()
            steps += 1
        }
    }

    /// Whether the loop has a frame or timer due within the next second: it is "still settling".
    private var isSettling: Bool {
        guard let deadline = application.loop.nextDeadline() else { return false }
        return deadline - clock.now <= .seconds(1)
    }

    /// Lets `duration` of time pass, stepping the loop as it goes (timers fire, frames draw).
    func advance(by duration: Duration) {
        let end = clock.now + duration
        while clock.now < end {
            let step = min(.milliseconds(16), end - clock.now)
            clock.advance(by: step)
            application.loop.step()
        }
        settle()
    }

    // MARK: Demos with main-actor tasks

    // A synchronous test holds the main actor from start to end, so a task a demo started (a
    // scanner sleeping with `Application.sleep(for:)`) cannot run until the test suspends. These
    // forms suspend after every step until the tasks that step woke have run, as the real loop
    // runs them in a following turn.

    /// `advance(by:)`, letting the demo's tasks run after every step.
    func advanceRunningTasks(by duration: Duration) async {
        await letTasksRun()  // tasks started before: they set their sleeps from now
        let end = clock.now + duration
        while clock.now < end {
            clock.advance(by: min(.milliseconds(16), end - clock.now))
            application.loop.step()
            await letTasksRun()
        }
        await settleRunningTasks()
    }

    /// `settle()`, letting the demo's tasks run after every step.
    func settleRunningTasks(limit: Int = 400) async {
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

    func press(_ key: Key, _ modifiers: Modifiers = []) {
        terminal.enqueue(.key(KeyEvent(key, modifiers: modifiers)))
        settle()
    }

    func type(_ text: String) {
        for ch in text { terminal.enqueue(.key(KeyEvent(.character(ch)))) }
        settle()
    }

    func resize(width: Int, height: Int) {
        terminal.resize(to: CellSize(width: width, height: height))
        settle()
    }

    var text: String { terminal.lastFrame.text }
    var screenshot: Screenshot { terminal.lastFrame.screenshot() }

    /// Compares the screen (text and style map) with `Golden/<name>.txt`; with
    /// `UPDATE_GOLDEN=1` in the environment it writes the file instead.
    func expectGolden(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name).txt")
        let actual = screenshot.description
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file Golden/\(name).txt — run with UPDATE_GOLDEN=1 to create it; the screen was:\n\(actual)", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "screen differs from Golden/\(name).txt", sourceLocation: sourceLocation)
    }
}
