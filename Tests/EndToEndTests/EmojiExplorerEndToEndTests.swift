import Foundation
import Testing

extension EndToEndTests {
    /// The Outlines demos (Emoji Explorer, Emoji Explorer – List, Outline) on the real binary.
    @Suite struct EmojiExplorer {
        /// The screen row holding `text`, once it shows.
        static func row(containing text: String, in session: TmuxSession) throws -> String {
            let screen = try session.waitForText(text)
            return String(screen.split(separator: "\n").first { $0.contains(text) }!)
        }

        @Test func expandingFoodAndDrinkShowsTheAppleAndAStarShowsOnTheStarredRow() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "emoji", "--no-animation"], width: 80, height: 40)
            defer { session.kill() }
            try session.waitForText("3,655 emoji · ★ 5")

            // Into the outline (Tab), down to Food & Drink, open it, then its fruit.
            try session.sendKeys("Tab", "Down", "Down", "Down", "Right")
            try session.waitForText("food-fruit")
            try session.sendKeys("Right", "Right")
            try session.waitForText("🍎 red apple")

            // Into the list (Tab): the swipe action on its first row stars it.
            try session.sendKeys("Tab")
            #expect(!(try Self.row(containing: "grinning face", in: session)).contains("★"))
            try session.sendKeys("s")
            try session.waitForText("★ Star")
            try session.sendKeys("Enter")
            try session.waitForText("★ 6")
            #expect(try Self.row(containing: "grinning face", in: session).hasSuffix("★"))
        }

        /// 5,000 seeded keys — into the outline, the list's star menu, the filter, cards and
        /// back — and the demo is still running, every key arrived as sent, and the screen is a
        /// fresh render of the state it reached.
        @Test func survivesAKeyStorm() throws {
            // Deletions and clears keep the filter short, so most of the storm lands on emoji.
            var storm = KeyStorm(demo: "emoji", readyText: "3,655 emoji")
            storm.keys += Array(repeating: KeyStorm.backspace, count: 30) + Array(repeating: KeyStorm.clearLine, count: 8)
            try storm.run()
        }

        /// A short storm of moves over the list, whose first section is the flags: what tmux
        /// shows (flags drawn whole after ncurses' update) equals the replay's frame as that
        /// backend draws it.
        @Test func theEmojiListMatchesAFreshReplayWithFlagsOnScreen() throws {
            var storm = KeyStorm(demo: "emoji-list", readyText: "3,655 emoji in 9 groups")
            let moves = ["Up", "Down", "PgUp", "PgDn", "Tab", "Shift-Tab", "Enter", "Left"]
            storm.keys = KeyStorm.standardKeys.filter { moves.contains($0.name) }
            storm.count = 300
            storm.checkpoints = 1
            let screen = try storm.run().screen
            #expect(screen.contains("flag") || screen.contains("Code points"))
        }

        /// Flags, ZWJ families and skin tones are more than ncurses can measure as one cell.
        /// tmux 3.3 keeps a flag to 2 columns, so the start-up probe has flags drawn whole; it
        /// moves 4 columns for 🧑🏽‍💻, so ZWJ sequences fall back to their first scalar. Either
        /// way the rows must line up, with no stray half or dangling joiner anywhere.
        @Test func joinedEmojiAndFlagsKeepEveryRowInLine() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "emoji-list", "--no-animation"])
            defer { session.kill() }
            try session.waitForText("3,655 emoji in 9 groups")
            try session.sendKeys("PageDown")
            // Settled, with every flag written over its stand-in: tmux 3.3 has no synchronized
            // output, so a capture can fall between ncurses' update (concealed braille stand-ins)
            // and the flags written after it.
            let flags = try session.waitFor("country flags") { screen in
                screen.contains("flag: Austria") && !screen.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }
            }
                .split(separator: "\n").filter { $0.contains("flag:") }
            #expect(flags.count > 10)
            for row in flags {
                #expect(row.wholeMatch(of: /\s{3}(\S+) flag: .+ country-flag ›/) != nil, "\(row)")
                let flag = row.drop { $0 == " " }.first!.unicodeScalars.map(\.value)
                #expect(flag.count == 2 && flag.allSatisfy { (0x1F1E6...0x1F1FF).contains($0) }, "\(row)")
                #expect(row.count == flags[0].count, "\(row)")
            }

            let families = try TmuxSession(command: [try DemoBinary.path, "emoji", "--no-animation"])
            defer { families.kill() }
            try families.waitForText("3,655 emoji")
            try families.type("/family")
            try families.waitForText("26 of 3,655")
            try families.sendKeys("Down", "PageDown")
            let screen = try families.waitFor("the families") { $0.contains("family: woman, girl, girl") }
            #expect(!screen.unicodeScalars.contains { $0.value == 0x200D })
            let rows = screen.split(separator: "\n").filter { $0.contains("family:") }
            let column = { (row: Substring) in row.distance(from: row.startIndex, to: row.range(of: "People & Body")!.lowerBound) }
            #expect(rows.count > 10)
            #expect(Set(rows.map(column)).count == 1, "\(rows.joined(separator: "\n"))")
        }

        @Test func eachOutlinesExampleOpensFromTheLauncherAndEscComesBack() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "--no-animation"])
            defer { session.kill() }
            let launcherTitle = "compositional layouts and diffable data sources"
            try session.waitForText(launcherTitle)

            // Close every group (← closes, ↓ goes on to the next group row), so that the
            // screen lists the groups alone, whichever demos this build has.
            try session.sendKeys("Home")
            for _ in 0..<8 { try session.sendKeys("Left", "Down") }
            let groups = try session.waitForSettled("every group closed") { !$0.contains("▾") && $0.contains("▸ Outlines") }
                .split(separator: "\n").filter { $0.contains("▸") }
            let outlines = try #require(groups.firstIndex { $0.contains("▸ Outlines") })
            try session.sendKeys("Home")
            for _ in 0..<outlines { try session.sendKeys("Down") }
            try session.sendKeys("Right")
            try session.waitForText("Emoji Explorer – List")

            // Emoji Explorer: open a group of the outline.
            try session.sendKeys("Down", "Enter")
            try session.waitForText("3,655 emoji")
            try session.sendKeys("Tab", "Right")
            try session.waitForText("face-smiling")
            try session.sendKeys("Escape")
            try session.waitForText(launcherTitle)

            // Emoji Explorer – List: open the first emoji's card, back, back.
            try session.sendKeys("Down", "Enter")
            try session.waitForText("3,655 emoji in 9 groups")
            try session.sendKeys("Enter")
            try session.waitForText("U+1F3C1")
            try session.sendKeys("Escape")
            try session.waitForText("3,655 emoji in 9 groups")
            try session.sendKeys("Escape")
            try session.waitForText(launcherTitle)

            // Outline: open its first group.
            try session.sendKeys("Down", "Enter")
            try session.waitForText("the sample's own menu")
            try session.sendKeys("Enter")
            try session.waitForText("▾ Compositional Layout")
            try session.sendKeys("Escape")
            try session.waitForText(launcherTitle)
            #expect(try session.capture().contains("Outline"))
        }
    }
}
