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

        static func waitForLogged(_ name: String, in session: TmuxSession) throws -> String {
            let screen = try session.waitFor("“\(name)” in the log") { screen in
                loggedEvents(screen).contains { $0.name == name }
            }
            return loggedEvents(screen).last { $0.name == name }!.line
        }

        @Test func namesTheKeysItIsSent() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "keys"])
            defer { session.kill() }
            try session.waitForText("key and mouse inspector")
            try session.waitForAlternateScreen(true)
            try session.waitForText("80×24")

            try session.sendKeys("Up")
            #expect(try Self.waitForLogged("Up", in: session).hasSuffix("1b 4f 41") ||
                    (try Self.waitForLogged("Up", in: session)).hasSuffix("1b 5b 41"))
            try session.sendKeys("BTab")
            #expect(try Self.waitForLogged("Shift-Tab", in: session).hasSuffix("1b 5b 5a"))
            try session.sendKeys("F5")
            #expect(try Self.waitForLogged("F5", in: session).hasSuffix("1b 5b 31 35 7e"))
            try session.sendKeys("C-a")
            #expect(try Self.waitForLogged("Ctrl-A", in: session).hasSuffix("01"))
            try session.type("é")
            let accented = try Self.waitForLogged("é", in: session)
            #expect(accented.contains("\"é\""))
            #expect(accented.hasSuffix("c3 a9"))
            try session.type("日")
            #expect(try Self.waitForLogged("日", in: session).hasSuffix("e6 97 a5"))

            // Esc, q and Ctrl-C are inspected, not obeyed.
            try session.sendKeys("q")
            _ = try Self.waitForLogged("q", in: session)
            try session.sendKeys("C-c")
            _ = try Self.waitForLogged("Ctrl-C", in: session)
            try session.sendKeys("Escape")
            _ = try Self.waitForLogged("Esc", in: session)
            try session.sendKeys("x") // Esc then something else: still running
            _ = try Self.waitForLogged("x", in: session)
            #expect(try session.isAlternateScreenOn)

            // A mouse wheel report as a terminal sends it (SGR 1006).
            try session.sendBytes(Array("\u{1B}[<65;12;7M".utf8))
            let wheel = try session.waitFor("the wheel event") { $0.contains("Wheel Down") }
            #expect(wheel.contains("11,6"))

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
            _ = try Self.waitForLogged("Resize", in: session)
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
            #expect(try Self.waitForLogged("日", in: session).contains("\"日\""))
        }
    }

    @Suite struct Launcher {
        @Test func listsTheDemosAndOpensTheInspector() throws {
            let session = try TmuxSession(command: [try DemoBinary.path])
            defer { session.kill() }
            try session.waitForText("Key Inspector")   // focus starts on the first demo
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
