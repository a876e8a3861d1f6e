import Foundation
import Testing

extension EndToEndTests {
    /// Input never waits behind animation: `loop-check --outline` applies one section snapshot
    /// per section (30 per key), each animated, with animations slowed to 1.5 s. Keys typed one
    /// after another faster than that are each handled as they come: the applies of one key are
    /// planned once, at the next frame, and keys typed while the program was busy keep the
    /// times they arrived (`InputReader`), so Esc, Esc, q is read as typed — not as Alt-Escape
    /// and a q typed into the field.
    @Suite struct KeysDuringSlowAnimations {
        static let environment = ["TESSERA_ANIMATION_MS": "1500"]

        @Test func aBurstEndingInQuitQuits() throws {
            let session = try TmuxSession(command: [try DemoBinary.path(of: "loop-check"), "--outline"], width: 100, height: 30,
                                          environment: Self.environment)
            defer { session.kill() }
            try session.waitForText("query \"\", 30 applies")
            // As a person types: each key its own write, none waiting for the screen, at a fast
            // typist's pace (60 ms apart). The pace is the input, not a wait: keys closer than
            // the ESC delay (25 ms) are one sequence on any terminal (Esc then q is Alt-q).
            for key in ["p", "y", "Escape", "Escape", "q"] {
                try session.sendKeys(key)
                Thread.sleep(forTimeInterval: 0.06)
            }
            #expect(try session.waitForExit(timeout: .seconds(20)) == 0, "the q after two Escapes quits")
        }

        @Test func everyKeyOfABurstReachesTheFieldBeforeTheAnimationsEnd() throws {
            let session = try TmuxSession(command: [try DemoBinary.path(of: "loop-check"), "--outline"], width: 100, height: 30,
                                          environment: Self.environment)
            defer { session.kill() }
            try session.waitForText("query \"\", 30 applies")
            for key in ["k", "i", "t"] {
                try session.sendKeys(key)
                Thread.sleep(forTimeInterval: 0.06) // a fast typist's pace, as above
            }
            // Three keys, thirty applies each: the status shows the whole query, and the list the
            // packages matching it (package-2-kit, -6-kit, … in each group).
            _ = try session.waitFor("the whole query applied and shown") { screen in
                screen.contains("query \"kit\",") && screen.contains("0/package-2-kit") && !screen.contains("0/package-1-py")
            }
            // Escape ends editing (the query kept, focus in the results); a second clears the
            // search: every package is back (the Keys article's search-bar rows).
            try session.sendKeys("Escape")
            Thread.sleep(forTimeInterval: 0.06) // apart, so the two are not read as one sequence
            try session.sendKeys("Escape")
            _ = try session.waitFor("the query cleared and every package back") { screen in
                screen.contains("query \"\",") && screen.contains("0/package-1-py")
            }
        }
    }
}
