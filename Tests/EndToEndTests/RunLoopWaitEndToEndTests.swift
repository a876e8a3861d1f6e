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
    }
}
