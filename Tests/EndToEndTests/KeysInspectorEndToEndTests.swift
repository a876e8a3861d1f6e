import Foundation
import Testing

extension EndToEndTests {
    @Suite struct KeysInspector {
        /// The event names in the inspector's log: rows that start with a number.
        static func loggedEvents(_ screen: String) -> [(name: String, line: String)] {
            screen.split(separator: "\n").compactMap { line in
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count >= 2, Int(fields[0]) != nil else { return nil }
                return (String(fields[1]), String(line))
            }
        }

        /// Waits for a log row naming `name` whose raw bytes are one of `bytes` (any, when
        /// empty), and returns that row. Waiting for the whole row matters: a capture can land
        /// in the middle of the program's update, with the name drawn and the bytes not yet.
        @discardableResult
        static func waitForLogged(_ name: String, bytes: [String] = [], in session: TmuxSession) throws -> String {
            func matches(_ entry: (name: String, line: String)) -> Bool {
                entry.name == name && (bytes.isEmpty || bytes.contains { entry.line.hasSuffix($0) })
            }
            let what = bytes.isEmpty ? "“\(name)” in the log" : "“\(name)” with bytes \(bytes.joined(separator: " or ")) in the log"
            let screen = try session.waitFor(what) { loggedEvents($0).contains(where: matches) }
            return loggedEvents(screen).last(where: matches)!.line
        }

        @Test func namesTheKeysItIsSent() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "keys"])
            defer { session.kill() }
            try session.waitForText("key and mouse inspector")
            try session.waitForAlternateScreen(true)
            try session.waitForText("80×24")

            try session.sendKeys("Up") // ESC O A with the keypad in application mode, as ncurses sets it
            try Self.waitForLogged("Up", bytes: ["1b 4f 41", "1b 5b 41"], in: session)
            try session.sendKeys("BTab")
            try Self.waitForLogged("Shift-Tab", bytes: ["1b 5b 5a"], in: session)
            try session.sendKeys("F5")
            try Self.waitForLogged("F5", bytes: ["1b 5b 31 35 7e"], in: session)
            try session.sendKeys("C-a")
            try Self.waitForLogged("Ctrl-A", bytes: ["01"], in: session)
            try session.type("é")
            #expect(try Self.waitForLogged("é", bytes: ["c3 a9"], in: session).contains("\"é\""))
            try session.type("日")
            try Self.waitForLogged("日", bytes: ["e6 97 a5"], in: session)

            // Esc, q and Ctrl-C are inspected, not obeyed.
            try session.sendKeys("q")
            try Self.waitForLogged("q", bytes: ["71"], in: session)
            try session.sendKeys("C-c")
            try Self.waitForLogged("Ctrl-C", bytes: ["03"], in: session)
            try session.sendKeys("Escape")
            try Self.waitForLogged("Esc", bytes: ["1b"], in: session)
            try session.sendKeys("x") // Esc then something else: still running
            try Self.waitForLogged("x", bytes: ["78"], in: session)
            #expect(try session.isAlternateScreenOn)

            // A mouse wheel report as a terminal sends it (SGR 1006).
            try session.sendBytes(Array("\u{1B}[<65;12;7M".utf8))
            // (At 80 columns its bytes are cut short with "…": wait for the row's start.)
            try session.waitFor("the wheel event at 11,6") { screen in
                Self.loggedEvents(screen).contains { $0.line.contains("Wheel Down") && $0.line.contains("11,6     1b 5b 3c 36 35") }
            }

            let status = try session.capture().split(separator: "\n").first { $0.contains("80×24") }
            #expect(status?.contains("256 colours") == true, "status line: \(status ?? "none")")

            try session.sendKeys("Escape")
            try session.sendKeys("Escape")
            #expect(try session.waitForExit() == 0)
        }

        @Test func followsTheTerminalWhenItIsResized() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "keys"])
            defer { session.kill() }
            try session.waitForText("80×24")
            try session.tmuxResize(width: 100, height: 30)
            try session.waitForText("100×30")
            try Self.waitForLogged("Resize", in: session)
            try session.sendKeys("Escape")
            try session.sendKeys("Escape")
            #expect(try session.waitForExit() == 0)
        }

        @Test func honoursNoColor() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "keys"], environment: ["NO_COLOR": "1"])
            defer { session.kill() }
            try session.waitForText("monochrome")
        }

        @Test func forcesAUTF8LocaleWhenTheEnvironmentHasNone() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "keys"], environment: ["LC_ALL": "C", "LANG": "C"])
            defer { session.kill() }
            try session.waitForText("key and mouse inspector")
            try session.type("日")
            #expect(try Self.waitForLogged("日", bytes: ["e6 97 a5"], in: session).contains("\"日\""))
        }
    }

    @Suite struct Launcher {
        @Test func listsTheDemosAndOpensTheInspector() throws {
            let session = try TmuxSession(command: [try DemoBinary.path])
            defer { session.kill() }
            try session.waitForText("Key Inspector")
            try session.sendKeys("End")                // the last demo: Tools › Key Inspector
            try session.sendKeys("Enter")
            try session.waitForText("key and mouse inspector")
            try session.sendKeys("Escape")
            try session.sendKeys("Escape")
            try session.waitForText("Key Inspector") // back in the launcher
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }
}

extension TmuxSession {
    /// Resizes the session's window, as a person dragging the terminal's corner would.
    func tmuxResize(width: Int, height: Int) throws {
        let result = try Self.execute(try Self.tmuxPath, ["-L", socket, "resize-window", "-t", "=0:", "-x", String(width), "-y", String(height)])
        guard result.status == 0 else { throw EndToEndFailure("tmux resize-window failed: \(result.error)") }
    }
}
