import Foundation
import Testing

extension EndToEndTests {
    /// The blocking loop's Darwin wait (`RunLoopWait`: Foundation's run loop drains the main
    /// queue, main-queue read sources end the wait on input) is the same code on Linux, where
    /// `TESSERA_MAIN_QUEUE_WAIT=runloop` selects it: the LoopCheck fixture must behave exactly as
    /// with Linux's own wait — main-queue and main-actor work served while waiting, one turn and
    /// one frame per key, and no wake-ups at all when idle (no spinning).
    @Suite struct RunLoopWait {
        @Test func theRunLoopWaitServesTheMainQueueAndSleepsWhenIdle() throws {
            let session = try TmuxSession(command: [try DemoBinary.path(of: "loop-check")],
                                          environment: ["TESSERA_MAIN_QUEUE_WAIT": "runloop"])
            defer { session.kill() }
            let screen = try MainQueueAndMainActor.waitUntilDone(session)
            #expect(screen.contains("entered by run()"))
            #expect(screen.contains("done: 3 rows; completions 2/2 main queue, 2/2 main thread, in order"))

            let (before, after) = try MainQueueAndMainActor.twoIdleReadings(session)
            #expect(after.turns == before.turns + 1, "one key, one turn (a spinning wait would add many)")
            #expect(after.frames == before.frames + 1, "one key, one frame")
            #expect(after.drains == before.drains + 1, "the run loop served the main queue in that turn")
            #expect(after.wait == "none", "idle: no deadline")
            #expect(after.timers == 0)

            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
            #expect(try !session.isAlternateScreenOn, "the terminal was given back")
        }

        /// A signal wakes the run-loop wait by itself: after a resize (SIGWINCH, through the
        /// guard's notice descriptor) the idle program redraws at the new size with no key.
        @Test func aResizeWakesTheRunLoopWaitWithoutAKey() throws {
            let session = try TmuxSession(command: [try DemoBinary.path(of: "loop-check")],
                                          environment: ["TESSERA_MAIN_QUEUE_WAIT": "runloop"])
            defer { session.kill() }
            _ = try MainQueueAndMainActor.waitUntilDone(session)
            let (_, idle) = try MainQueueAndMainActor.twoIdleReadings(session)
            try session.tmuxResizeThereAndBack(via: (100, 30), to: (100, 30))
            // Row 30 exists only at the new size; the status line is there only if the program drew.
            _ = try session.waitFor("the status line redrawn on the new last row") {
                let rows = $0.split(separator: "\n", omittingEmptySubsequences: false)
                return rows.count >= 30 && rows[29].contains("turns \(idle.turns) ")
            }
            Thread.sleep(forTimeInterval: 0.05) // past the frame cap, as twoIdleReadings does
            try session.sendKeys("i")
            let screen = try session.waitFor("a reading after the resize") {
                MainQueueAndMainActor.Reading(screen: $0).map { $0.turns != idle.turns } ?? false
            }
            let after = try #require(MainQueueAndMainActor.Reading(screen: screen))
            #expect(after.frames >= idle.frames + 2, "the resize drew a frame of its own before the key")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }
}
