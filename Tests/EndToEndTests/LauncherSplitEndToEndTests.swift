import Foundation
import Testing

extension EndToEndTests {
    /// The launcher as Apple's sample is built: a split view controller with the sidebar and the
    /// chosen example, side by side when the terminal is wide, one navigation stack when narrow.
    @Suite struct LauncherSplit {
        /// The first row of a captured screen: the navigation bar(s).
        static func barRow(_ screen: String) -> String {
            String(screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        }

        @Test func wideShowsTheSidebarAndAnExampleSideBySide() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "--no-animation"], width: 160, height: 40)
            defer { session.kill() }
            // The sidebar's bar and the first example's bar share the first row, a line between.
            let screen = try session.waitFor("the sidebar beside Grid") { screen in
                let bar = Self.barRow(screen)
                return bar.contains("Tessera") && bar.contains("Grid") && screen.contains("│")
            }
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            let separator = try #require(rows.first.flatMap { $0.firstIndex(of: "│") }).utf16Offset(in: rows[0])
            #expect(separator > 30 && separator < 50)
            #expect(rows.dropFirst().filter { $0.contains("Simple List") }.allSatisfy { $0.firstIndex(of: "│")!.utf16Offset(in: $0) > 0 })

            // Enter on another example shows it in the secondary column, the sidebar still there.
            try session.sendKeys("End", "Enter")
            try session.waitFor("the Key Inspector beside the sidebar") { screen in
                let bar = Self.barRow(screen)
                return bar.contains("Tessera") && bar.contains("Key Inspector") && screen.contains("Compositional Layout")
            }
            // Tab goes over to the example: the inspector logs what it is sent.
            try session.sendKeys("Tab")
            try session.sendKeys("F5")
            try session.waitFor("F5 in the inspector's log, beside the sidebar") { screen in
                screen.split(separator: "\n").contains { $0.contains("Key Inspector") == false && $0.contains("F5") && $0.contains("1b 5b 31 35 7e") }
            }
            #expect(try session.isAlternateScreenOn)
        }

        @Test func narrowPushesTheExampleWithItsTitleAndEscComesBackToTheSameRow() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "--no-animation"], width: 80, height: 24)
            defer { session.kill() }
            try session.waitFor("the sidebar alone") { screen in
                Self.barRow(screen).contains("Tessera") && !screen.contains("│") && screen.contains("compositional layouts")
            }
            try session.openFromLauncher("Simple List")
            let screen = try session.waitFor("Simple List pushed, its title in the bar") { screen in
                let bar = Self.barRow(screen)
                return bar.contains("‹ Tessera") && bar.contains("Simple List") && screen.contains("94 rows")
            }
            // The example's own title bar does not say the title again.
            #expect(screen.components(separatedBy: "Simple List").count == 2)
            try session.backToLauncher(focused: "Simple List")
            #expect(try session.isAlternateScreenOn)
        }
    }
}
