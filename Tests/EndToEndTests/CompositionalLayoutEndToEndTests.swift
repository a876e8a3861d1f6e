import Foundation
import Testing

extension EndToEndTests {
    /// Every Compositional Layout example, opened from the launcher in one tmux session: its
    /// main interaction, Esc back, and the launcher is there again with the next one under focus.
    @Suite struct CompositionalLayoutExamples {
        /// An example as the launcher lists it (in order), the keys of its main interaction
        /// (tmux key names) and text that shows only once they have had their effect.
        struct Example {
            var title: String
            var keys: [String]
            var after: String
        }

        /// Page Down lands where a page of the example's rows ends: each is pushed under the
        /// launcher's navigation bar and keeps its subtitle row, so a page is 21 rows at 80×24.
        static let examples: [Example] = [
            Example(title: "Grid", keys: ["NPage"], after: "tile 10 of 94"),
            Example(title: "Inset Items Grid", keys: ["NPage"], after: "tile 10 of 94"),
            Example(title: "Two-Column Grid", keys: ["NPage"], after: "tile 10 of 94"),
            Example(title: "Distinct Sections", keys: ["Tab"], after: "grid of 5 · item 10"),
            Example(title: "Adaptive Sections", keys: [], after: "120 wide: 2 · 10 · 6 columns"),  // a resize, below
            Example(title: "Item Badges", keys: ["NPage"], after: "tile 8 of 100"),
            Example(title: "Section Headers/Footers", keys: ["NPage"], after: "section 2 · item 10"),
            Example(title: "Pinned Section Headers", keys: ["NPage"], after: "section 2 · item 10"),
            Example(title: "Section Background Decoration", keys: ["NPage"], after: "section 2 · item 13"),
            Example(title: "Nested Groups", keys: ["NPage"], after: "tile 6 of 100"),  // blocks of an even height (a vertical pair of equal tiles)
            Example(title: "Orthogonal Sections", keys: ["Right", "Right", "Right", "Right"], after: "item 6 · offset 103 of 600"),
            Example(title: "Orthogonal Section Behaviors", keys: ["Tab", "Tab", "Right", "Right", "Right"], after: "item 4 · offset 80 of 328"),
            Example(title: "Conference Videos", keys: ["Right", "Right"], after: "Opening Day · talk 3 of 5"),
            Example(title: "Conference News", keys: ["NPage"], after: "story 4 of 7"),
        ]

        static let launcherSubtitle = "compositional layouts and diffable data sources"

        @Test func everyExampleOpensFromTheLauncherAndComesBack() throws {
            let session = try TmuxSession(command: [try DemoBinary.path])
            defer { session.kill() }
            try session.waitForText(Self.launcherSubtitle)
            for (index, example) in Self.examples.enumerated() {
                if index > 0 { try session.sendKeys("Down") }
                try session.sendKeys("Enter")
                // Pushed on the launcher's navigation stack: its title in the bar.
                try session.waitFor("the \(example.title) screen") { screen in
                    let bar = screen.prefix { $0 != "\n" }
                    return bar.contains("‹ Tessera") && bar.contains(example.title)
                }
                for key in example.keys { try session.sendKeys(key) }
                if example.title == "Adaptive Sections" {
                    // 161 wide: the launcher puts the example beside the sidebar, in 120 columns.
                    try session.tmuxResize(width: 161, height: 40)
                    try session.waitForText(example.after)
                    try session.tmuxResize(width: 80, height: 24)
                    try session.waitForText("80 wide: 1 · 5 · 3 columns")
                } else {
                    try session.waitForText(example.after)
                }
                try session.sendKeys("Escape")
                try session.waitFor("the launcher after \(example.title)") {
                    $0.contains(Self.launcherSubtitle) && !$0.prefix { $0 != "\n" }.contains("‹")
                }
            }
            #expect(try session.isAlternateScreenOn, "still running")
        }
    }
}
