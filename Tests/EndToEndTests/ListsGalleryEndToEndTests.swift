import Foundation
import Testing

extension EndToEndTests {
    /// The Diffable Data Source, Lists and Cell Configurations examples, each opened from the
    /// launcher in one session, put through its main interaction, and left with Esc.
    @Suite struct ListsGallery {
        @Test func everyExampleOpensFromTheLauncherWorksAndComesBack() throws {
            let session = try TmuxSession(command: [try DemoBinary.path])
            defer { session.kill() }
            try session.waitForText("Tessera")
            try session.sendKeys("Home")
            // Home must have landed before counting rows down from it: under load, a Down sent
            // while Home was still queued ended where the count started, and the wait timed out.
            try session.waitFor("focus on the first group", timeout: .seconds(10)) { _ in
                try session.focusedLine()?.contains("Compositional Layout") == true
            }

            try session.openFromLauncher("Insertion Sort Visualization")
            try session.waitForText("· stopped")
            try session.sendKeys("Enter")
            try session.waitForText("· sorting", timeout: .seconds(10))
            try session.sendKeys("Enter")
            try session.waitForText("· stopped", timeout: .seconds(10))
            try session.backToLauncher(focused: "Insertion Sort Visualization")

            try session.openFromLauncher("Table Editing")
            try session.sendKeys("e")
            try session.waitForText("editing ·", timeout: .seconds(10))
            try session.sendKeys("S-Down", "S-Down", "S-Down", "S-Down")   // Visited's first row (focused on opening) into the Bucket List
            try session.waitForText("3 visited · 5 to climb", timeout: .seconds(10))
            try session.sendKeys("DC")                 // the moved row's delete control: its Delete action
            try session.waitForText("Delete", timeout: .seconds(10))
            try session.sendKeys("Enter")              // committed by the table's data source subclass,
            try session.waitForText("Delete “Mount Kilimanjaro”?", timeout: .seconds(10))
            try session.sendKeys("Right", "Enter")     // which asks first: the alert's Delete
            try session.waitForText("3 visited · 4 to climb", timeout: .seconds(10))
            try session.backToLauncher(focused: "Table Editing")

            try session.openFromLauncher("Simple List")
            try session.sendKeys("Down", "Enter")   // row 0 has focus on opening
            try session.waitForText("chose 1 of 94", timeout: .seconds(10))
            try session.backToLauncher(focused: "Simple List")

            try session.openFromLauncher("Reorderable List")
            try session.waitForText("store in step")
            try session.sendKeys("S-Down")   // the first row has focus on opening
            try session.waitFor("the first emoji moved down a row", timeout: .seconds(10)) { screen in
                let rows = screen.split(separator: "\n")
                // Under the navigation bar and the example's subtitle.
                return rows.count > 4 && rows[3].contains("big eyes") && rows[4].contains("grinning face ")
            }
            try session.sendKeys("m")
            try session.waitForText("Reload initial store", timeout: .seconds(10))
            try session.sendKeys("Down", "Enter")              // reload the initial store
            try session.waitFor("the initial order again", timeout: .seconds(10)) { screen in
                let rows = screen.split(separator: "\n")
                return !screen.contains("Reload initial store") && rows.count > 3 && rows[3].contains("grinning face ")
            }
            try session.backToLauncher(focused: "Reorderable List")

            try session.openFromLauncher("List Appearances")
            try session.waitForText("plain")
            try session.sendKeys("a")
            try session.waitForText("sidebar plain", timeout: .seconds(10))
            try session.backToLauncher(focused: "List Appearances")

            try session.openFromLauncher("List with Custom Cells")
            try session.waitForText("9 items in 3 categories")
            try session.sendKeys("Enter", "Down")   // Headphones has focus on opening
            try session.waitFor("focus on Piano", timeout: .seconds(10)) { _ in
                try session.focusedLine()?.contains("Piano") == true
            }
            try session.backToLauncher(focused: "List with Custom Cells")

            try session.openFromLauncher("Custom Configurations")
            try session.sendKeys("Enter")   // the first tile has focus on opening
            try session.waitForText("1 of 300 selected", timeout: .seconds(10))
            try session.backToLauncher(focused: "Custom Configurations")

            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }
}

extension TmuxSession {
    /// The screen with its colours (tmux's `capture-pane -e`).
    func captureWithStyles() throws -> String {
        let result = try Self.execute(try Self.tmuxPath, ["-L", socket, "capture-pane", "-e", "-p", "-t", "=0:"])
        guard result.status == 0 else { throw EndToEndFailure("tmux capture-pane -e failed: \(result.error)") }
        return result.output
    }

    /// The text of the row drawn in the focus colours (256-colour theme: background 25), if any.
    func focusedLine() throws -> String? {
        Self.focusedLine(in: try captureWithStyles())
    }

    static func focusedLine(in styledScreen: String) -> String? {
        styledScreen.split(separator: "\n").first { $0.contains("\u{1B}[48;5;25m") }.map { plainText(String($0)) }
    }

    /// The focused line once the screen stands still (two captures 80 ms apart agree): a list
    /// scrolling to its focus, or a page sliding away, shows a highlight mid-way that is not
    /// where focus is. Bounded by `timeout`.
    func settledFocusedLine(timeout: Duration = .seconds(10)) throws -> String? {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var previous = try captureWithStyles()
        while clock.now < deadline {
            Thread.sleep(forTimeInterval: 0.08)
            let current = try captureWithStyles()
            if current == previous { return Self.focusedLine(in: current) }
            previous = current
        }
        throw EndToEndFailure("the screen did not stand still within \(timeout)")
    }

    static func plainText(_ styled: String) -> String {
        var text = "", inEscape = false
        for scalar in styled.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// In the launcher: moves focus down row by row (at most 80) until it is on `title`, then
    /// opens it and waits for its title bar.
    func openFromLauncher(_ title: String) throws {
        for _ in 0..<80 {
            var focused: String?
            try waitFor("a focused launcher row", timeout: .seconds(10)) { _ in
                focused = try settledFocusedLine()
                return focused != nil
            }
            if focused?.contains(title) == true {
                try sendKeys("Enter")
                // Pushed on the launcher's navigation stack: its title in the bar, after "‹ Tessera".
                try waitFor("\(title) open", timeout: .seconds(10)) { screen in
                    let bar = screen.prefix { $0 != "\n" }
                    return bar.contains("‹ Tessera") && bar.contains(title)
                }
                return
            }
            try sendKeys("Down")
            try waitFor("focus to move on from \(focused ?? "")", timeout: .seconds(10)) { _ in try settledFocusedLine() != focused }
        }
        throw EndToEndFailure("\(title) is not in the launcher")
    }

    /// Esc out of an example: the launcher is back with focus on the example's row.
    func backToLauncher(focused title: String) throws {
        try sendKeys("Escape")
        try waitFor("the launcher, focus on \(title)", timeout: .seconds(10)) { screen in
            let bar = screen.prefix { $0 != "\n" }
            return try bar.contains("Tessera") && !bar.contains("‹") && focusedLine()?.contains(title) == true
        }
    }
}
