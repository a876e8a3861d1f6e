import Foundation
import Testing
import Tessera
import TesseraTesting

/// TesseraTesting as an app developer uses it: an app on the headless harness, driven by keys,
/// the mouse and resizes, read back as text and as styles, and compared with golden files.
@Suite("TesseraTesting") @MainActor
struct TesseraTestingTests {
    static let rows = (1...20).map { "Row \($0)" }

    func makeHarness(_ items: [String] = rows, width: Int = 30, height: Int = 10) -> (ApplicationHarness, ListFixtureView) {
        let list = ListFixtureView(items: items)
        return (ApplicationHarness(rootView: list.collectionView, width: width, height: height), list)
    }

    // MARK: Input

    @Test func qOnTheFirstScreenStopsTheApplication() {
        let (h, _) = makeHarness()
        h.press(.down)
        #expect(!h.hasStopped)
        h.press(.character("q"))
        #expect(h.hasStopped)
    }

    @Test func ctrlCStopsTheApplication() {
        let (h, _) = makeHarness()
        h.press(.character("c"), .ctrl)
        #expect(h.hasStopped)
    }

    @Test func aClickOnARowFocusesAndSelectsIt() throws {
        let (h, list) = makeHarness()
        #expect(h.click(onText: "Row 3"))
        #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        let focused = Theme.standard.focused
        #expect(h.style(of: "Row 3")?.background == focused.background)
        #expect(h.style(of: "Row 2") == .plain)

        h.click(x: 5, y: 0)  // the first row
        #expect(list.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        #expect(h.style(of: "Row 1")?.background == focused.background)
        #expect(h.style(of: "Row 3")?.background != focused.background)
    }

    @Test func clickingTextThatIsNotShownRecordsAnIssue() {
        let (h, _) = makeHarness()
        withKnownIssue {
            #expect(h.click(onText: "Row 99") == false)
        }
    }

    @Test func theWheelScrollsTheListUnderThePointer() {
        let (h, _) = makeHarness()
        #expect(h.rows[0].contains("Row 1"))
        h.scroll(.down, notches: 2)
        #expect(h.rows[0].contains("Row 7"), "two notches of three rows: \(h.rows)")
        #expect(h.position(of: "Row 1 ") == nil)
        h.scroll(.up)
        #expect(h.rows[0].contains("Row 4"), "\(h.rows)")
    }

    @Test func aResizeRedrawsAtTheNewSize() {
        let (h, _) = makeHarness()
        h.resize(width: 20, height: 4)
        #expect(h.rows.count == 4)
        #expect(h.rows.allSatisfy { $0.count == 20 })
        #expect(h.position(of: "Row 5") == nil)
        h.resize(width: 30, height: 10)
        #expect(h.position(of: "Row 5") != nil)
    }

    @Test func anyEventCanBePosted() {
        let (h, _) = makeHarness()
        #expect(h.style(of: "Row 1")?.background == Theme.standard.focused.background)  // focused from the start
        h.post(.key(KeyEvent(.down)))  // as the terminal would deliver it
        #expect(h.style(of: "Row 2")?.background == Theme.standard.focused.background)
        h.post([.key(KeyEvent(.down)), .key(KeyEvent(.down))])
        #expect(h.style(of: "Row 4")?.background == Theme.standard.focused.background)
    }

    @Test func typedTextReachesTheFocusedField() {
        let field = SearchField()
        let h = ApplicationHarness(rootView: field, width: 20, height: 1)
        h.type("日本 ok")
        #expect(field.text == "日本 ok")
        #expect(h.text.contains("日本 ok"))
    }

    // MARK: Reading the screen

    @Test func positionsCountColumnsSoWideGraphemesTakeTwo() throws {
        let (h, _) = makeHarness(["日本 Tokyo", "Paris"])
        let wide = try #require(h.position(of: "日本"))
        let tokyo = try #require(h.position(of: "Tokyo"))
        #expect(tokyo == CellPoint(x: wide.x + 5, y: wide.y))  // 日 and 本 two columns each, a space
        #expect(h.position(of: "Paris")?.y == wide.y + 1)
        #expect(h.position(of: "") == nil)
        #expect(h.cell(at: wide).grapheme == "日")
        #expect(h.cell(at: CellPoint(x: wide.x + 1, y: wide.y)).isContinuation)
    }

    @Test func aRowReadsAsRunsOfOneStyleEach() throws {
        let (h, _) = makeHarness()   // a focused list focuses its first row
        let runs = h.runs(inRow: 0)
        #expect(runs.reduce(0) { $0 + $1.width } == 30)
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.column + $0.width == $1.column && $0.style != $1.style })
        let focusedRun = try #require(runs.first { $0.text.contains("Row 1") })
        #expect(focusedRun.style == h.style(x: focusedRun.column, y: 0))
        #expect(focusedRun.style.background == Theme.standard.focused.background)
        #expect(h.runs(of: "Row 1") == [focusedRun])
        #expect(h.runs(of: "nowhere") == nil)

        // Blank runs are left out of the whole screen's; the other rows are plain.
        let all = h.textRuns
        #expect(all.first == focusedRun)
        #expect(all.dropFirst().allSatisfy { $0.style == .plain && $0.text.contains("Row") })
        #expect(all.count == 10)
    }

    @Test func aRunDescribesItsTextStyleAndPlace() {
        let run = TextRun(text: "Apples", style: Style(foreground: .red, attributes: .bold), column: 2, row: 1, width: 6)
        #expect(run.description == "“Apples” bold fg:red @2,1")
    }

    // MARK: Waiting for asynchronous work

    @Test func runUntilWaitsForTheAppsTasks() async {
        let (h, list) = makeHarness(["Loading…"])
        Task {
            try await Task.sleep(for: .milliseconds(20))  // real time: a disk, a network
            list.show(["Loaded"], animated: true)
        }
        #expect(await h.wait(forText: "Loaded"))
        #expect(!h.text.contains("Loading…"), "the animation ran to its end on the harness's clock")
    }

    @Test func runUntilGivesUpAtItsTimeout() async {
        let (h, _) = makeHarness()
        #expect(await h.run(until: { false }, timeout: .milliseconds(30)) == false)
        await withKnownIssue {
            await h.wait(forText: "never shown", timeout: .milliseconds(30))
        }
    }

    // MARK: Golden files

    @Test func aScreensTextMatchesItsGoldenFileAndAMismatchSaysWhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let goldens = GoldenFiles(directory: folder)
        let (h, _) = makeHarness(["Apples", "Bananas"], width: 12, height: 3)
        try h.text.write(to: folder.appendingPathComponent("fruit.txt"), atomically: true, encoding: .utf8)
        try h.screenshot.description.write(to: folder.appendingPathComponent("fruit-styled.txt"), atomically: true, encoding: .utf8)
        h.expectText(matches: "fruit", in: goldens)
        h.expectScreen(matches: "fruit-styled", in: goldens)

        guard !GoldenFiles.isUpdating else { return }  // recording: the mismatch would be written
        h.press(.down)  // focus: same text, other styles
        h.expectText(matches: "fruit", in: goldens)
        withKnownIssue {
            h.expectScreen(matches: "fruit-styled", in: goldens)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("fruit-styled.txt differs") && message.contains("line 5, from column 1:")
        }
    }
}
