import Foundation
import Testing

extension EndToEndTests {
    /// Table Editing asks before it deletes: the real binary in tmux, the swipe action's Delete,
    /// then the alert. Its destructive Delete removes the row; Cancel and Esc remove nothing.
    @Suite struct TableEditingAlert {
        /// Opens the focused row's actions (`s`), chooses Delete, and waits for the alert.
        private func askToDelete(_ session: TmuxSession, _ name: String) throws -> String {
            try session.sendKeys("s")
            try session.waitForText("Actions")
            try session.sendKeys("Enter")
            // The whole alert, settled: its title can be on the pane a moment before its buttons.
            return try session.waitForSettled("the alert for \(name)") { $0.contains("Delete “\(name)”?") && $0.contains("[ Delete ]") }
        }

        @Test func theDestructiveActionDeletesARowAndCancelDeletesNothing() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "table-editing"])
            defer { session.kill() }
            try session.waitForText("4 visited · 4 to climb")   // focus starts on the first row, Mount Kilimanjaro

            let alert = try askToDelete(session, "Mount Kilimanjaro")
            #expect(alert.contains("[ Cancel ]   [ Delete ]"))
            #expect(alert.contains("4 visited · 4 to climb"), "nothing goes before the answer")

            try session.sendKeys("Enter")   // Cancel, highlighted first
            let cancelled = try session.waitForSettled("the alert to go, the rows kept") { !$0.contains("Delete “") }
            #expect(cancelled.contains("Mount Kilimanjaro"))
            #expect(cancelled.contains("4 visited · 4 to climb"))

            _ = try askToDelete(session, "Mount Kilimanjaro")
            try session.sendKeys("Escape")  // Esc is Cancel too
            let escaped = try session.waitForSettled("the alert to go on Esc") { !$0.contains("Delete “") }
            #expect(escaped.contains("Mount Kilimanjaro") && escaped.contains("4 visited · 4 to climb"))

            _ = try askToDelete(session, "Mount Kilimanjaro")
            try session.sendKeys("Right", "Enter")   // Delete
            // The row fades out and the rows below close up, then it is gone.
            let deleted = try session.waitForSettled("the row to go") {
                $0.contains("3 visited · 4 to climb") && !$0.contains("Delete “") && !$0.contains("Mount Kilimanjaro")
            }
            #expect(deleted.contains("Mont Blanc") && deleted.contains("Mount Everest"))
            let visited = deleted.split(separator: "\n").drop { !$0.contains("VISITED") }.dropFirst().prefix(3)
            #expect(visited.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["Mont Blanc", "Mount Fuji", "Mount Kosciuszko"])
        }
    }
}
