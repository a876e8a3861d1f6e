import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Mountains Search screen") @MainActor
struct MountainsSearchScreenTests {
    /// The demo as `tessera-demos mountains` runs it, and its page (the view controller).
    static func harness(width: Int = 80, height: Int = 24, options: DemoOptions = DemoOptions()) -> (ApplicationHarness, MountainsSearchViewController) {
        let h = ApplicationHarness(demo: "mountains", width: width, height: height, options: options)
        return (h, try! h.demoController(as: MountainsSearchViewController.self))
    }

    /// The bundled names, read straight from the CSV and matched with Foundation's own folding:
    /// an independent account of what a query should find.
    static let bundledNames: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("demos/TesseraDemos/Resources/mountains.csv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isNewline).dropFirst().map { String($0.split(separator: ",", omittingEmptySubsequences: false)[0]) }
    }()

    static func fold(_ text: String) -> String { text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }

    static func expectedMatches(_ query: String) -> [String] {
        bundledNames.filter { query.isEmpty || fold($0).contains(fold(query)) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether the grid shows the first of `expected`, in order; a name cut short ends in "…".
    static func showsFirst(_ expected: [String], _ shown: [String]) -> Bool {
        shown.count <= expected.count && zip(shown, expected).allSatisfy { shown, name in
            shown == name || (shown.hasSuffix("…") && name.hasPrefix(shown.dropLast()))
        }
    }

    /// The names in the grid's rows, left to right, top to bottom (cells are 38 columns at 80).
    static func gridNames(_ h: ApplicationHarness, columns: Int = 2) -> [String] {
        let rows = h.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cellWidth = (h.terminal.size.width - 2 - 2 * (columns - 1)) / columns
        var names: [String] = []
        for row in rows[3..<(rows.count - 2)] {
            let characters = Array(row)
            for column in 0..<columns {
                let start = 1 + column * (cellWidth + 2)
                guard start + cellWidth <= characters.count else { continue }
                let cell = String(characters[start..<(start + cellWidth)])
                // "Name   1,234 m": the name is what comes before the run of spaces before the height.
                guard let height = cell.range(of: #"\s+[\d,]+ m\s*$"#, options: .regularExpression) else { continue }
                names.append(String(cell[..<height.lowerBound]).trimmingCharacters(in: .whitespaces))
            }
        }
        return names
    }

    // MARK: Golden screens

    @Test func goldenScreensAtStartAndAfterTypingAQuery() {
        for (width, height) in [(80, 24), (120, 40)] {
            let (h, _) = Self.harness(width: width, height: height)
            h.expectGolden("mountains-start-\(width)x\(height)")
            h.type("mont")
            h.expectGolden("mountains-mont-\(width)x\(height)")
        }
    }

    // MARK: Searching

    @Test func everyKeystrokeFiltersAndCountsInNameOrder() throws {
        let (h, demo) = Self.harness()
        #expect(h.text.contains("1,645 of 1,645"))
        var typed = ""
        for letter in "mont" {
            h.type(String(letter))
            typed.append(letter)
            let expected = Self.expectedMatches(typed)
            #expect(demo.filter.matches.map { demo.filter.catalog.mountains[$0].name } == expected, "query \(typed)")
            #expect(h.text.contains("\(groupedNumber(expected.count)) of 1,645"), "query \(typed)")
        }
        let shown = Self.gridNames(h)
        #expect(!shown.isEmpty)
        #expect(Self.showsFirst(Self.expectedMatches("mont"), shown))
        #expect(shown.allSatisfy { Self.fold($0).contains("mont") })

        for _ in 0..<4 { h.press(.backspace) }
        #expect(h.text.contains("1,645 of 1,645"))
        #expect(Self.gridNames(h).count == 2 * 19)
        #expect(Self.showsFirst(Self.expectedMatches(""), Self.gridNames(h)))
    }

    @Test func ignoresCaseAndDiacriticsAndHighlightsTheMatchedPart() throws {
        let (h, demo) = Self.harness()
        h.type("KEZMARSKY")
        #expect(Self.gridNames(h) == ["Kežmarský štít", "Malý Kežmarský štít"])
        #expect(h.text.contains("2 of 1,645"))
        // The highlight covers exactly "Kežmarský" in the first cell: its text starts at column 2.
        let match = demo.collectionView.theme.match
        let styles = (0..<14).map { h.terminal.lastFrame[$0, 3].style }
        #expect(styles[2..<11].allSatisfy { $0.foreground == match.foreground && $0.attributes.isSuperset(of: match.attributes) })
        #expect(styles[1].foreground != match.foreground)
        #expect(styles[11].foreground != match.foreground)
        // In the second cell (text from column 42) the match starts after "Malý ".
        let second = (42..<60).map { h.terminal.lastFrame[$0, 3].style }
        #expect(second[0..<5].allSatisfy { $0.foreground != match.foreground })
        #expect(second[5..<14].allSatisfy { $0.foreground == match.foreground })
        #expect(second[14].foreground != match.foreground)
    }

    @Test func theHighlightFollowsTheQueryOnRowsThatStay() {
        let (h, demo) = Self.harness()
        let match = demo.collectionView.theme.match.foreground
        func highlighted() -> Int { (1..<39).filter { h.terminal.lastFrame[$0, 3].style.foreground == match }.count }
        h.type("mont b")
        #expect(Self.gridNames(h).first == "Mont Blanc")
        #expect(highlighted() == 6)
        // Mont Blanc stays where it is (same identity, no reload); its highlight still grows.
        h.type("l")
        #expect(Self.gridNames(h).first == "Mont Blanc")
        #expect(highlighted() == 7)
        h.press(.backspace)
        #expect(Self.gridNames(h).first == "Mont Blanc")
        #expect(highlighted() == 6)
    }

    @Test func sayWhenNothingMatches() {
        let (h, _) = Self.harness()
        h.type("zzqx")
        #expect(h.text.contains("0 of 1,645"))
        #expect(h.text.contains("No mountain matches “zzqx”"))
    }

    @Test func aLongQueryIsQuotedShortened() {
        let (h, _) = Self.harness()
        h.type("zz" + String(repeating: "q", count: 200))
        #expect(h.text.contains("No mountain matches “zz" + String(repeating: "q", count: 37) + "…”"))
        // The field shows the query; the empty state adds no rows of it.
        #expect(h.rows.filter { $0.contains(String(repeating: "q", count: 20)) }.count == 2)
    }

    // MARK: Keys

    /// Esc in the bar ends editing (focus on the grid, the query kept), Esc from the grid clears
    /// and leaves the search, and only then does Esc go back.
    @Test func escEndsEditingThenLeavesTheSearchThenGoesBack() throws {
        let h = ApplicationHarness(demo: nil)
        try h.launcher().open("mountains")
        h.settle()
        let demo = try h.demoController(as: MountainsSearchViewController.self)
        let bar = demo.searchController.searchBar
        h.type("ben")
        #expect(bar.isFocused)
        h.press(.escape)
        #expect(demo.query == "ben" && bar.text == "ben", "the first Esc keeps the query")
        #expect(demo.collectionView.isFocused, "and ends editing: focus on the grid")
        #expect(try h.launcher().shownDemoName == "mountains", "and does not go back")
        h.press(.escape)
        #expect(demo.query.isEmpty, "from the grid, Esc leaves the search and its text")
        #expect(demo.collectionView.isFocused)
        #expect(h.text.contains("1,645 of 1,645"))

        h.press(.escape)  // nothing to clear: back to the launcher
        #expect(try h.launcher().shownDemoName == nil)
        #expect(try h.launcher().sidebar.collectionView.isFocused)
    }

    /// Typing on the grid goes to the search bar (the letter is typed), and one ↓ from the bar
    /// focuses the first result: its row is drawn focused.
    @Test func typingOnTheGridGoesToTheBarAndOneDownReachesTheFirstResult() {
        let (h, demo) = Self.harness()
        #expect(demo.collectionView.isFocused, "the grid has focus at the start")
        h.type("everest")
        #expect(demo.searchController.searchBar.isFocused)
        #expect(demo.query == "everest")
        #expect(h.rows[1].hasPrefix("/ everest"), "\(h.rows[1])")
        h.press(.down)
        #expect(demo.collectionView.isFocused)
        #expect(demo.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        #expect(h.position(of: "Mount Everest")?.y == 3, "the first result is in the grid's first row")
        #expect(h.style(x: 10, y: 3) != h.style(x: 10, y: 4), "the first result's row is drawn focused")
        #expect(h.rows[22].contains("Mount Everest"), "the detail line describes it")
    }

    @Test func downTabAndEnterGoIntoTheResultsAndUpOrSlashComeBack() throws {
        for key in [Key.down, .tab, .enter] {
            let (h, demo) = Self.harness()
            h.type("pic")
            h.press(key)
            #expect(demo.collectionView.isFocused, "\(key)")
            #expect(demo.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
            h.press(.right)
            #expect(demo.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
            h.press(.up)  // top row: back to the bar, query kept
            #expect(demo.searchController.searchBar.isFocused)
            #expect(demo.query == "pic")
        }
        let (h, demo) = Self.harness()
        h.press(.tab)
        #expect(demo.searchController.searchBar.isFocused, "Tab from the grid")
        h.press(.down)
        h.type("/")
        #expect(demo.searchController.searchBar.isFocused)
        #expect(demo.query.isEmpty, "/ is not typed")
    }

    @Test func theDetailLineDescribesTheFocusedMountainAndCreditsTheData() throws {
        let (h, _) = Self.harness()
        h.type("everest")
        #expect(h.text.contains("Wikipedia contributors, CC BY-SA 4.0"), "while the bar has focus")
        h.press(.down)
        let detail = h.text.split(separator: "\n")[22]
        #expect(detail.contains("Mount Everest · 8,848 m · Himalayas · Nepal/China"), "\(detail)")
    }

    @Test func threeColumnsOnlyWhenWiderThan120() {
        let (h120, _) = Self.harness(width: 120, height: 30)
        let (h121, _) = Self.harness(width: 121, height: 30)
        #expect(Self.gridNames(h120, columns: 2).count == 2 * 25)
        #expect(Self.gridNames(h121, columns: 3).count == 3 * 25)
        #expect(Self.showsFirst(Self.expectedMatches(""), Self.gridNames(h121, columns: 3)))
    }

    @Test func animatesUnlessToldNotTo() {
        for animations in [true, false] {
            var options = DemoOptions()
            options.animationsEnabled = animations
            let (h, demo) = Self.harness(options: options)
            withExtendedLifetime(h) {
                demo.searchController.searchBar.text = "z"
                demo.updateSearchResults(for: demo.searchController)
                #expect(demo.collectionView.isAnimating == animations)
            }
        }
    }

    // MARK: Sizes and state

    @Test func staysSaneAt40x12AndKeepsItsStateAcrossResizes() throws {
        let (h, demo) = Self.harness(width: 40, height: 12)
        h.type("kezmarsky")
        h.press(.down)
        let rows = h.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 12)
        #expect(rows[3].contains("…"), "a 17-column cell cuts the name: \(rows[3])")
        #expect(rows[11].contains("2 of 1,645"))
        h.resize(width: 100, height: 30)
        #expect(demo.query == "kezmarsky")
        #expect(demo.collectionView.isFocused)
        #expect(Self.gridNames(h) == ["Kežmarský štít", "Malý Kežmarský štít"])
        h.resize(width: 20, height: 5)
        h.resize(width: 80, height: 24)
        #expect(Self.gridNames(h) == ["Kežmarský štít", "Malý Kežmarský štít"])
    }

    // MARK: Synthetic data

    @Test func syntheticPeaksReplaceTheDataAndSearchLikeTheRealOnes() {
        var options = DemoOptions()
        options.syntheticCount = 2_000
        let (h, _) = Self.harness(options: options)
        #expect(h.text.contains("2,000 of 2,000"))
        h.type("zenith")
        #expect(h.text.contains("generated peaks"), "the about line, while the bar has focus")
        let expected = Self.zenithPeaks(2_000)
        #expect(h.text.contains("\(expected.count) of 2,000"))
        #expect(Self.showsFirst(expected, Self.gridNames(h)))
    }

    /// Above `BackgroundSearch.threshold` the generated catalogue is made with the first search,
    /// off the main thread: the first screen is the bar and an empty grid with the about line,
    /// then the peaks arrive, all of them, and search as the smaller catalogues do.
    @Test func aLargeGeneratedCatalogueIsMadeAfterTheFirstScreen() async {
        let (h, demo, count) = Self.largeGeneratedHarness()
        #expect(demo.filtersInBackground)
        #expect(h.text.contains("Search mountains") && h.text.contains("generated peaks"), "the first screen:\n\(h.text)")
        await h.wait(forText: "\(groupedNumber(count)) of \(groupedNumber(count))", timeout: .seconds(60))
        #expect(demo.filter.catalog.mountains.count == count)
        h.type("zenith")
        let expected = Self.zenithPeaks(count)
        await h.wait(forText: "\(groupedNumber(expected.count)) of \(groupedNumber(count))", timeout: .seconds(60))
        Self.expectMatches(demo, expected)
        #expect(Self.showsFirst(expected, Self.gridNames(h)))
    }

    /// Keys typed before the first results (while the catalogue is still being made) filter
    /// the catalogue being made, not the empty stand-in the first screen had.
    @Test func keysTypedBeforeALargeCatalogueArrivesFilterIt() async {
        let (h, demo, count) = Self.largeGeneratedHarness()
        h.type("zen")
        h.type("ith")
        let expected = Self.zenithPeaks(count)
        await h.wait(forText: "\(groupedNumber(expected.count)) of \(groupedNumber(count))", timeout: .seconds(60))
        Self.expectMatches(demo, expected)
    }

    /// The demo above `BackgroundSearch.threshold` (2,000 peaks more), before its peaks arrive.
    static func largeGeneratedHarness() -> (ApplicationHarness, MountainsSearchViewController, count: Int) {
        let count = BackgroundSearch.threshold + 2_000
        var options = DemoOptions()
        options.syntheticCount = count
        let (h, demo) = harness(options: options)
        return (h, demo, count)
    }

    /// The generated peaks named after "Zenith", in name order.
    static func zenithPeaks(_ count: Int) -> [String] {
        syntheticNames(count).filter { $0.hasSuffix(" Zenith") }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The filter's matches are `expected`, by name.
    static func expectMatches(_ demo: MountainsSearchViewController, _ expected: [String]) {
        let names = demo.filter.matches.map { demo.filter.catalog.mountains[$0].name }
        #expect(names == expected, "\(names.count) matches of \(expected.count), starting \(names.prefix(3))")
    }

    /// The issue's generator, written again from its description.
    static func syntheticNames(_ count: Int) -> [String] {
        let words = "Alder Basalt Cairn Col Crag Dome Drift Eagle Falcon Fell Glacier Granite Horn Ice Juniper Knob Lark Moraine Needle Obsidian Pine Quartz Ridge Saddle Scree Slate Spire Summit Talus Tor Vale Zenith".split(separator: " ")
        var s: UInt64 = 42
        func next() -> UInt64 { s = s &* 6364136223846793005 &+ 1442695040888963407; return s >> 33 }
        return (1...count).map { i in
            let word = words[Int(next() % 32)]
            _ = next()  // the height
            return "Peak-\(i) \(word)"
        }
    }

    @Test func groupsThousandsWithCommas() {
        #expect(groupedNumber(0) == "0")
        #expect(groupedNumber(412) == "412")
        #expect(groupedNumber(1_645) == "1,645")
        #expect(groupedNumber(100_000) == "100,000")
        #expect(groupedNumber(1_234_567) == "1,234,567")
        #expect(groupedNumber(-4_200) == "-4,200")
    }
}
