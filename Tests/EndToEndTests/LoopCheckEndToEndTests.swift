import Foundation
import Testing

extension EndToEndTests {
    /// `loop-check` (Tests/Fixtures/LoopCheck), an app on Tessera's public API: the loop serves
    /// the main queue and the main actor while it waits, background applies end in the last
    /// snapshot with their completions on the main queue, and afterwards the loop is idle.
    @Suite struct MainQueueAndMainActor {
        @Test func rowsArriveByDispatchAndByTaskAndBackgroundAppliesEndInTheFinalState() throws {
            let session = try TmuxSession(command: [try DemoBinary.path(of: "loop-check")])
            defer { session.kill() }
            let screen = try Self.waitUntilDone(session)
            #expect(screen.contains("entered by run()"))
            // run() owns the main thread: the completions ran on it.
            #expect(screen.contains("done: 3 rows; completions 2/2 main queue, 2/2 main thread, in order"))

            let (before, after) = try Self.twoIdleReadings(session)
            #expect(after.turns == before.turns + 1, "one key, one turn")
            #expect(after.frames == before.frames + 1, "one key, one frame")
            #expect(after.drains == before.drains + 1, "every turn of run() serves the main queue")
            #expect(after.wait == "none", "the loop slept with no deadline before the second key")
            #expect(after.timers == 0)

            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }

        /// The other entry point: `await application.run()` from a task, the main queue served
        /// by `dispatchMain()`, as in an async `main`.
        @Test func awaitRunWorksFromAsyncCode() throws {
            let session = try TmuxSession(command: [try DemoBinary.path(of: "loop-check"), "--async"])
            defer { session.kill() }
            let screen = try Self.waitUntilDone(session)
            #expect(screen.contains("entered by await run()"))
            // The completions ran on the main queue, which dispatchMain() serves from a thread of
            // its own on Linux: the main-thread count is not asserted here.
            #expect(screen.contains("done: 3 rows; completions 2/2 main queue"))
            #expect(screen.contains("in order"))

            let (before, after) = try Self.twoIdleReadings(session)
            #expect(after.turns == before.turns + 1, "one key, one turn")
            #expect(after.frames == before.frames + 1, "one key, one frame")
            #expect(after.drains == 0, "under await run() the runtime serves the main queue, not the loop")
            #expect(after.wait == "none", "the timer source was parked: nothing but input could wake the loop")
            #expect(after.timers == 0)

            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
            #expect(try !session.isAlternateScreenOn, "the terminal was given back")
        }

        /// Standard input closed inside the process ends `await run()` at once, as a hang-up
        /// (status 129), the terminal given back: no dispatch source wakes for it, so the loop
        /// looks after each turn.
        @Test(arguments: [["--async"], []])
        func standardInputClosedEndsTheProgramAtOnce(entry: [String]) throws {
            let session = try TmuxSession(command: [try DemoBinary.path(of: "loop-check"), "--close-input-on-x"] + entry)
            defer { session.kill() }
            _ = try Self.waitUntilDone(session)
            try session.sendKeys("x")
            #expect(try session.waitForExit() == 128 + SIGHUP)
            #expect(try !session.isAlternateScreenOn, "the terminal was given back")
        }

        /// Waits for both arrivals and the end of the bulk applies; checks the rows shown.
        static func waitUntilDone(_ session: TmuxSession) throws -> String {
            let screen = try session.waitFor("both arrivals and the bulk applies' end") {
                $0.contains("row from DispatchQueue.main.asyncAfter") && $0.contains("row from Task { @MainActor in }")
                    && $0.contains("done:")
            }
            #expect(screen.contains("final row 1") && screen.contains("final row 2") && screen.contains("final row 3"))
            #expect(!screen.contains("bulk row"), "the 10,000 rows were replaced by the final three")
            return screen
        }

        /// The loop's counters as the hidden key `i` shows them in the status line.
        struct Reading: Equatable {
            var turns: Int, frames: Int, drains: Int, wait: String, timers: Int

            init?(screen: String) {
                guard let match = screen.firstMatch(of: /turns (\d+) frames (\d+) drains (\d+) wait (\S+) timers (\d+)/),
                      let turns = Int(match.1), let frames = Int(match.2), let drains = Int(match.3), let timers = Int(match.5)
                else { return nil }
                (self.turns, self.frames, self.drains, self.wait, self.timers) = (turns, frames, drains, String(match.4), timers)
            }
        }

        /// Two readings a key press apart, the first taken once the loop is idle (it slept with
        /// no deadline: the final rows' fade-in is over). Under `await run()` the wait read is
        /// the one its timer source was last set to.
        ///
        /// Each key goes at least 50 ms after the screen showed the last frame. Frames are capped
        /// at 60 a second: a key within 16.7 ms of the last frame would have its frame drawn a
        /// turn later, and the press would cost two turns. That is a matter of time, not of a
        /// state to poll for, hence the pause.
        static func twoIdleReadings(_ session: TmuxSession) throws -> (Reading, Reading) {
            func press() throws {
                Thread.sleep(forTimeInterval: 0.05)
                try session.sendKeys("i")
            }
            var first: Reading?
            for _ in 0..<20 {
                let previous = first
                try press()
                let screen = try session.waitFor("a reading of the loop's counters") {
                    guard let reading = Reading(screen: $0) else { return false }
                    return reading.turns != previous?.turns
                }
                first = Reading(screen: screen)
                if first?.wait == "none" { break }
            }
            guard let first, first.wait == "none" else { throw EndToEndFailure("the loop never went idle: \(String(describing: first))") }
            try press()
            let screen = try session.waitFor("a second reading") { Reading(screen: $0).map { $0.turns != first.turns } ?? false }
            return (first, Reading(screen: screen)!)
        }
    }
}
