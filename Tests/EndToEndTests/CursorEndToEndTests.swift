import Foundation
import Testing

extension TmuxSession {
    /// Waits until tmux's cursor is at `x`,`y` and shown (`visible`) or hidden: the pane's
    /// `#{cursor_x},#{cursor_y},#{cursor_flag}`. Throws with where it was instead on timeout.
    func waitForCursor(x: Int, y: Int, visible: Bool, after step: String, timeout: Duration = .seconds(15)) throws {
        let wanted = "\(x),\(y),\(visible ? 1 : 0)"
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var seen = ""
        while clock.now < deadline {
            seen = try display("#{cursor_x},#{cursor_y},#{cursor_flag}")
            if seen == wanted { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw EndToEndFailure("after \(step): the cursor was at \(seen) (x,y,shown), not \(wanted); the screen was:\n\(TmuxSession.framed(try capture()))")
    }
}

extension EndToEndTests {
    /// The terminal's real cursor, as tmux sees it, after each key: at the caret while typing
    /// (shown), at the focused item's text otherwise (hidden, shown in the accessible mode).
    @Suite struct RealCursor {
        @Test func mountainsCaretFollowsEveryEditIncludingWideCharactersAndEmoji() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "mountains"])
            defer { session.kill() }
            try session.waitForText("1,645 of 1,645")
            try session.waitForCursor(x: 2, y: 3, visible: false, after: "start: on the focused mountain, hidden")
            let steps: [(keys: String, x: Int)] = [("m", 3), ("o", 4), ("n", 5), ("t", 6), ("日", 8), ("本", 10), ("🌋", 12)]
            for step in steps {
                try session.type(step.keys)
                try session.waitForCursor(x: step.x, y: 1, visible: true, after: "typing \(step.keys)")
            }
            try session.sendKeys("BSpace")
            try session.waitForCursor(x: 10, y: 1, visible: true, after: "Backspace over the emoji")
            try session.sendKeys("Left")
            try session.waitForCursor(x: 8, y: 1, visible: true, after: "← over 本 (two columns)")
            try session.sendKeys("Home")
            try session.waitForCursor(x: 2, y: 1, visible: true, after: "Home")
            try session.sendKeys("C-u")   // clear the line: the whole list again
            try session.waitForText("1,645 of 1,645")
            try session.sendKeys("Down")
            try session.waitForCursor(x: 2, y: 3, visible: false, after: "↓ to the first result: hidden, on its name")
            try session.sendKeys("Down")
            try session.waitForCursor(x: 2, y: 4, visible: false, after: "↓ again")
        }

        @Test func aFormsCaretStandsAfterEveryEdit() throws {
            let session = try TmuxSession(command: [try DemoBinary.path(of: "loop-check"), "--form"])
            defer { session.kill() }
            try session.waitForText("your name")
            try session.waitForCursor(x: 8, y: 1, visible: true, after: "start: the first field's caret")
            let steps: [(keys: String, x: Int)] = [("Z", 9), ("o", 10), ("ë", 11), (" ", 12), ("李", 14), ("👩‍💻", 16)]
            for step in steps {
                try session.type(step.keys)
                try session.waitForCursor(x: step.x, y: 1, visible: true, after: "typing \(step.keys)")
            }
            try session.sendKeys("Left", "Left")
            try session.waitForCursor(x: 12, y: 1, visible: true, after: "← ← over the emoji and 李")
            try session.sendKeys("Tab")
            try session.waitForCursor(x: 8, y: 3, visible: true, after: "Tab to the second field")
            try session.type("K2")
            try session.waitForCursor(x: 10, y: 3, visible: true, after: "typing K2")
        }

        @Test func anOutlineInTheAccessibleModeShowsTheCursorAtTheFocusedRow() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "emoji", "--accessible"])
            defer { session.kill() }
            try session.waitForText("Smileys & Emotion")
            try session.waitForCursor(x: 1, y: 2, visible: true, after: "start: on the first recent emoji's tile")
            for _ in 0..<3 { try session.sendKeys("Down") }
            try session.waitForCursor(x: 2, y: 14, visible: true, after: "↓ ↓ ↓ to Animals & Nature")
            let collapsed = try session.waitForText("Animals & Nature, 152, collapsed, 15 of 3,676")
            #expect(collapsed.split(separator: "\n").last?.hasPrefix("Animals & Nature, 152, collapsed") == true, "said on the last row")
            try session.sendKeys("Right")
            try session.waitForText("Animals & Nature, 152, expanded")
            try session.waitForCursor(x: 2, y: 14, visible: true, after: "→ expands it; the cursor stays")
            try session.sendKeys("Down")
            try session.waitForCursor(x: 4, y: 15, visible: true, after: "↓ into the children, indented")
        }
    }
}

extension EndToEndTests {
    /// The demos in the accessible mode on a real pty, read as text only: the last row (the
    /// live line) says each step, and the cursor stands where the user is.
    @Suite struct AccessibleDemos {
        static func liveLine(_ screen: String) -> String {
            screen.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }

        @Test func mountainsSaysTheResultsOnceTypingPauses() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "mountains", "--accessible"])
            defer { session.kill() }
            try session.waitFor("the first mountain said") { Self.liveLine($0) == "Abajo Peak, 3,463 m, 1 of 1,645" }
            try session.type("mont")
            try session.waitFor("the results said once typing stops") { Self.liveLine($0) == "42 items, 1,603 removed" }
            try session.waitForCursor(x: 6, y: 1, visible: true, after: "typing mont")
            try session.sendKeys("Down")
            try session.waitFor("the first result said") { Self.liveLine($0) == "Fremont Peak, 4,189 m, 1 of 42" }
            try session.waitForCursor(x: 2, y: 3, visible: true, after: "↓ to the first result")
        }

        @Test func wifiSaysTheSwitchAndTheNetworksInWords() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "wifi", "--accessible"])
            defer { session.kill() }
            try session.waitFor("the switch said") { Self.liveLine($0) == "Wi-Fi, on, 1 of 8" || Self.liveLine($0).hasSuffix("added, 1 removed") }
            try session.sendKeys("Down")
            let joined = try session.waitFor("the joined network said") { Self.liveLine($0).hasPrefix("Blue Heron, connected, ") }
            #expect(Self.liveLine(joined).contains("signal"), "bars said in words")
            try session.waitForCursor(x: 3, y: 4, visible: true, after: "↓ to Blue Heron")
            try session.sendKeys("Up", "Enter")
            try session.waitFor("the switch turned off") { $0.contains("Wi-Fi, off, 1 of 1") || $0.contains("1 item, 7 removed") }
        }

        @Test func theLauncherSaysScreensAsTheyOpenAndClose() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "--accessible"])
            defer { session.kill() }
            try session.waitFor("the first entry said") { Self.liveLine($0) == "Grid, square tiles, five to a row, 2 of 35" }
            try session.waitForCursor(x: 4, y: 4, visible: true, after: "start")
            try session.sendKeys("Enter")
            try session.waitFor("the first tile said, after the screen") { Self.liveLine($0).hasSuffix("1 of 94") || Self.liveLine($0) == "Tessera, Grid" }
            try session.sendKeys("Escape")
            try session.waitFor("back on the list") { Self.liveLine($0) == "Grid, square tiles, five to a row, 2 of 35" }
            try session.waitForCursor(x: 4, y: 4, visible: true, after: "Esc back")
        }
    }
}
