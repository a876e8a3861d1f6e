import Foundation
import Testing

extension EndToEndTests {
    @Suite struct MountainsSearch {
        /// The grid's rows: between the blank row under the field and the detail line.
        static func gridRows(_ screen: String, height: Int = 24) -> [String] {
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return Array(rows.dropFirst(3).prefix(height - 5))
        }

        static func fold(_ text: String) -> String { text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }

        /// The names of the bundled mountains, straight from the CSV.
        static let bundledNames: [String] = {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("demos/TesseraDemos/Resources/mountains.csv")
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            return text.split(whereSeparator: \.isNewline).dropFirst().map { String($0.split(separator: ",", omittingEmptySubsequences: false)[0]) }
        }()

        static func grouped(_ n: Int) -> String {
            let digits = Array(String(n))
            return String(digits.enumerated().flatMap { i, d in (i > 0 && (digits.count - i) % 3 == 0) ? [",", d] : [d] })
        }

        @Test func typingFiltersToMatchesWithTheirCountAndBackspaceRestores() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "mountains"])
            defer { session.kill() }
            try session.waitForText("1,645 of 1,645")
            try session.type("mont")
            let count = Self.bundledNames.filter { Self.fold($0).contains("mont") }.count
            // Once the rows have settled, every name on screen matches.
            let screen = try session.waitFor("only matches and their count") { screen in
                screen.contains("\(Self.grouped(count)) of 1,645") && Self.cells(screen).count == 2 * 19
                    && Self.cells(screen).allSatisfy { Self.fold($0).contains("mont") }
            }
            #expect(Self.cells(screen).first?.hasPrefix("Fremont Peak") == true)

            for _ in 0..<4 { try session.sendKeys("BSpace") }
            try session.waitFor("the whole list again") { screen in
                screen.contains("1,645 of 1,645") && Self.cells(screen).first?.hasPrefix("Abajo Peak") == true
                    && Self.cells(screen).count == 2 * 19
            }
        }

        /// The search controller's keys in the real binary: the grid has focus at the start, typing
        /// there goes to the search bar (the letters are typed), and one ↓ from the bar focuses the
        /// first result: the detail line, which describes the focused mountain, names it.
        @Test func typingGoesToTheSearchBarAndOneDownReachesTheFirstResult() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "mountains"])
            defer { session.kill() }
            try session.waitFor("the grid with focus") { screen in
                screen.contains("1,645 of 1,645") && screen.contains("/ search") && screen.contains(" Abajo Peak · 3,463 m")
            }
            try session.type("everest")
            let count = Self.bundledNames.filter { Self.fold($0).contains("everest") }.count
            try session.waitFor("the letters in the bar, the bar's keys hinted") { screen in
                let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return rows.count > 1 && rows[1].hasPrefix("/ everest") && screen.contains("\(count) of 1,645")
                    && screen.contains("↓ results") && screen.contains("data: Wikipedia")
            }
            try session.sendKeys("Down")
            // Once the grid has settled (rows of the longer list fade out first), the first cell is
            // Mount Everest and the detail line, which follows focus, describes it.
            try session.waitFor("the first result focused") { screen in
                let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return rows.count >= 24 && rows[22].hasPrefix(" Mount Everest · 8,848 m") && screen.contains("↑↓←→ move")
                    && Self.cells(screen).first?.hasPrefix("Mount Everest") == true
            }
        }

        /// A megabyte pasted into the search field arrives as one paste: the field keeps its
        /// limit and says what it left out, the search runs on what it kept, and the app answers
        /// keys at once afterwards (a paste used to cost time quadratic in its length).
        @Test func aMegabytePasteIsCutToTheFieldsLimitAndFiltered() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "mountains"], width: 100, height: 24)
            defer { session.kill() }
            try session.waitForText("1,645 of 1,645")
            let pasted = "Mont " + String(repeating: "x", count: 1_048_576)
            try session.paste(pasted)
            try session.waitFor("the notice, and no matches for the long text", timeout: .seconds(60)) { screen in
                screen.contains("characters at most:") && screen.contains("left out") && screen.contains("0 of 1,645")
            }
            try session.sendKeys("C-u") // the field is still live: clearing it brings every peak back
            try session.waitForText("1,645 of 1,645")
            try session.paste("Mont\nBlanc") // a line break is a space in a one-line field
            try session.waitFor("Mont Blanc found") { screen in
                screen.contains("Mont Blanc") && !screen.contains("1,645 of 1,645") && !screen.contains("0 of 1,645")
            }
        }

        /// The grid's cells, each trimmed: rows hold two, split at column 40.
        static func cells(_ screen: String) -> [String] {
            gridRows(screen).flatMap { row -> [String] in
                let characters = Array(row)
                return [String(characters.prefix(40)), String(characters.dropFirst(40))]
            }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }

        @Test func searchesAHundredThousandGeneratedPeaks() throws {
            let session = try TmuxSession(command: [try DemoBinary.path, "mountains", "--synthetic", "100000"])
            defer { session.kill() }
            try session.waitForText("100,000 of 100,000", timeout: .seconds(90))
            try session.type("7 zenith")

            // The issue's generator, written again: the first match in code-point order.
            let words = "Alder Basalt Cairn Col Crag Dome Drift Eagle Falcon Fell Glacier Granite Horn Ice Juniper Knob Lark Moraine Needle Obsidian Pine Quartz Ridge Saddle Scree Slate Spire Summit Talus Tor Vale Zenith".split(separator: " ")
            var s: UInt64 = 42
            func next() -> UInt64 { s = s &* 6364136223846793005 &+ 1442695040888963407; return s >> 33 }
            var matches: [(name: String, height: Int)] = []
            for i in 1...100_000 {
                let word = words[Int(next() % 32)]
                let height = 200 + Int(next() % 8649)
                let name = "Peak-\(i) \(word)"
                if name.lowercased().contains("7 zenith") { matches.append((name, height)) }
            }
            matches.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            let first = try #require(matches.first)

            let expectedFirst = "\(first.name) \(Self.grouped(first.height)) m"
            try session.waitFor("the first match, \(expectedFirst), first") { screen in
                guard screen.contains("\(Self.grouped(matches.count)) of 100,000"), let cell = Self.cells(screen).first else { return false }
                return cell.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression) == expectedFirst
            }
        }

        @Test func survivesAKeyStorm() throws {
            // As many deletions as letters, so that queries stay short enough to match something.
            var storm = KeyStorm(demo: "mountains", readyText: "1,645 of 1,645")
            storm.keys += Array(repeating: KeyStorm.backspace, count: 30) + Array(repeating: KeyStorm.clearLine, count: 4)
            try storm.run()
        }
    }
}

extension EndToEndTests.MountainsSearch {
    /// Typing into Mountains at 100×30, with updates slowed to 1.5 s so that tmux can be read
    /// many times within each: every frame read whole (the same on two looks in a row, so not
    /// half written) holds in each grid cell one whole name and its height, never parts of two.
    @Test func everyFrameWhileTypingHoldsWholeNames() throws {
        let session = try TmuxSession(command: [try DemoBinary.path, "mountains"], width: 100, height: 30,
                                      environment: ["TESSERA_ANIMATION_MS": "1500"])
        defer { session.kill() }
        try session.waitForText("1,645 of 1,645")
        let names = Set(Self.bundledNames)
        let cell = /^(.+?) +[0-9][0-9,]* m$/
        var framesRead = 0, framesWithMotion = 0
        for (typed, letter) in ["m", "o", "n", "t"].enumerated() {
            let before = try session.capture()
            try session.type(letter)
            let clock = ContinuousClock(), end = clock.now + .seconds(3)
            var previous: String?
            while clock.now < end {
                let screen = try session.capture()
                defer { previous = screen }
                guard screen == previous else { continue }   // half written: look again
                framesRead += 1
                if screen != before { framesWithMotion += 1 }
                for row in Self.gridRows(screen, height: 30) {
                    let characters = Array(row)
                    for half in [String(characters.prefix(50)), String(characters.dropFirst(50))] {
                        let text = half.trimmingCharacters(in: .whitespaces)
                        guard !text.isEmpty else { continue }
                        let match = try #require(text.wholeMatch(of: cell), "after \(typed + 1) letters, not a name and height: \"\(text)\"\n\(screen)")
                        #expect(names.contains(String(match.1)), "after \(typed + 1) letters, part of a name: \"\(text)\"\n\(screen)")
                    }
                }
            }
        }
        #expect(framesRead > 20)
        #expect(framesWithMotion > 4, "the test saw the grid change")
    }
}
