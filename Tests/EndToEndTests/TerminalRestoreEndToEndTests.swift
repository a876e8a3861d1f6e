import Foundation
import Testing

extension EndToEndTests {
    /// However the program ends, the shell gets its terminal back: normal screen, and the
    /// line discipline as it was (echo and canonical input on).
    @Suite struct TerminalRestore {
        enum Ending: String, CustomTestStringConvertible, CaseIterable {
            case escEsc, sigint, sigterm, sighup, crash, inputClosed, inputClosedThenCrash
            var testDescription: String { rawValue }
        }

        @Test(arguments: Ending.allCases)
        func terminalComesBackNormal(after ending: Ending) throws {
            let session = try TmuxSession.shell()
            defer { session.kill() }
            let runner = try DemoBinary.writeRunner(in: session.directory)
            let demo = try DemoBinary.path
            let flags = switch ending {
            case .crash: " --crash-after-start"
            case .inputClosed: " --close-input-after-start"
            case .inputClosedThenCrash: " --close-input-after-start --crash-after-start"
            default: ""
            }
            try session.run("clear; sh \(runner) \(demo) keys\(flags)")
            if ![.crash, .inputClosed, .inputClosedThenCrash].contains(ending) { // these end right after the first frame
                try session.waitForAlternateScreen(true)
                try session.waitForText("key and mouse inspector")
            }

            let expectedStatuses: [Int32]
            switch ending {
            case .escEsc:
                try session.sendKeys("Escape")
                try session.sendKeys("Escape")
                expectedStatuses = [0]
            case .sigint, .sigterm, .sighup:
                let signal = [Ending.sigint: SIGINT, .sigterm: SIGTERM, .sighup: SIGHUP][ending]!
                let pidText = try String(contentsOf: session.directory.appendingPathComponent("demo.pid"), encoding: .utf8)
                let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
                #expect(kill(pid, signal) == 0)
                expectedStatuses = [128 + signal]
            case .crash, .inputClosedThenCrash:
                expectedStatuses = [128 + SIGILL, 128 + SIGTRAP] // how Swift traps depends on the CPU
            case .inputClosed:
                expectedStatuses = [128 + SIGHUP] // ends as if the terminal hung up, without spinning
            }

            let screen = try Self.waitForExitStatus(in: session)
            try session.waitForAlternateScreen(false)
            let status = try #require(Self.exitStatus(in: screen))
            #expect(expectedStatuses.contains(status), "exit status \(status)")
            if ending == .crash || ending == .inputClosedThenCrash {
                // The programmer's message was written while the screen was taken; it is shown
                // after the terminal is back.
                #expect(screen.contains("Fatal error: deliberate crash"), "screen:\n\(screen)")
            }
            try Self.expectSaneLineDiscipline(in: session)
        }

        /// The hint bar says "^C quit" while a menu is open, and so it is: Ctrl-C is not one of the
        /// keys a modal menu keeps to itself.
        @Test func ctrlCWithAMenuOpenQuits() throws {
            let session = try TmuxSession.shell()
            defer { session.kill() }
            let runner = try DemoBinary.writeRunner(in: session.directory)
            try session.run("clear; sh \(runner) \(try DemoBinary.path) reorderable-list")
            try session.waitForAlternateScreen(true)
            try session.sendKeys("m")
            try session.waitForText("Commit by")
            try session.sendKeys("C-c")
            let screen = try Self.waitForExitStatus(in: session)
            #expect(Self.exitStatus(in: screen) == 0)
            try Self.expectSaneLineDiscipline(in: session)
        }

        @Test func ctrlZSuspendsAndFgRedraws() throws {
            let session = try TmuxSession.shell()
            defer { session.kill() }
            let runner = try DemoBinary.writeRunner(in: session.directory)
            try session.run("clear; sh \(runner) \(try DemoBinary.path) keys")
            try session.waitForText("key and mouse inspector")
            try session.sendKeys("Up")
            try session.waitForText("1b 4f 41")

            try session.sendKeys("C-z")
            try session.waitForText("Stopped")
            try session.waitForAlternateScreen(false)
            try Self.expectSaneLineDiscipline(in: session)

            try session.run("fg")
            try session.waitForAlternateScreen(true)
            let screen = try session.waitForText("Resumed")
            #expect(screen.contains("1b 4f 41"), "the log survives the suspension")
            try session.sendKeys("Escape")
            try session.sendKeys("Escape")
            let ended = try Self.waitForExitStatus(in: session)
            #expect(Self.exitStatus(in: ended) == 0)
        }

        /// The N of the last "demo exit status: N" line (the command typed to print it does not count).
        static func exitStatus(in screen: String) -> Int32? {
            let marker = "demo exit status: "
            for line in screen.split(separator: "\n").reversed() where line.hasPrefix(marker) {
                if let status = Int32(line.dropFirst(marker.count)) { return status }
            }
            return nil
        }

        @discardableResult
        static func waitForExitStatus(in session: TmuxSession) throws -> String {
            try session.waitFor("the demo's exit status") { exitStatus(in: $0) != nil }
        }

        /// Runs `stty -a` in the pane's shell and checks echo and icanon are on.
        static func expectSaneLineDiscipline(in session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try session.run("clear; stty -a; echo stty-done")
            let screen = try session.waitFor("stty's output") { screen in
                screen.split(separator: "\n").contains { $0.hasPrefix("stty-done") }
            }
            let flags = Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
            #expect(flags.contains("echo") && !flags.contains("-echo"), "stty -a:\n\(screen)", sourceLocation: sourceLocation)
            #expect(flags.contains("icanon") && !flags.contains("-icanon"), "stty -a:\n\(screen)", sourceLocation: sourceLocation)
        }
    }
}
