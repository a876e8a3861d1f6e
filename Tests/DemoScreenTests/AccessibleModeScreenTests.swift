import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

/// The demos used in the accessible mode, the screen read as text only: each main task, with
/// what the live line said after each step and where the terminal's real cursor stands.
@Suite("Accessible mode on the demos") @MainActor
struct AccessibleModeScreenTests {
    /// The live line is the last row, and says the newest announcement.
    func expectLiveLine(_ h: ApplicationHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        let last = h.rows.last?.trimmingCharacters(in: .whitespaces)
        #expect(last == h.announcements.last.map { TextWidth.truncate($0, to: h.terminal.size.width) }, sourceLocation: sourceLocation)
    }

    @Test func mountainsSearchIsSaidOnceTypingPausesAndTheCursorFollowsTheCaret() {
        let (h, page) = MountainsSearchScreenTests.harness()
        h.enableAccessibleMode()
        #expect(h.announcements == ["Mountains Search", "Abajo Peak, 3,463 m, 1 of 1,645"])
        #expect(h.cursor == TerminalCursor(at: CellPoint(x: 2, y: 3), visible: true), "at the focused mountain's name")
        expectLiveLine(h)

        h.type("mont")
        #expect(page.searchController.searchBar.text == "mont")
        #expect(Array(h.announcements.dropFirst(2)) == ["Search mountains, mont, search field", "42 items, 1,603 removed"],
                "focus arrives at the field once; the four applies are said once, summed, after typing stops")
        #expect(h.cursor == TerminalCursor(at: CellPoint(x: 6, y: 1), visible: true), "after “/ mont”")
        expectLiveLine(h)

        h.press(.backspace)
        #expect(h.cursor?.position == CellPoint(x: 5, y: 1))
        #expect(h.announcements.last == "55 items, 13 added")
        h.press(.left)
        #expect(h.cursor?.position == CellPoint(x: 4, y: 1), "the caret moves without a word said: the reader echoes it")
        #expect(h.announcements.last == "55 items, 13 added")

        h.press(.down)
        #expect(h.announcements.last?.hasSuffix(", 1 of 55") == true, "\(h.announcements)")
        #expect(h.cursor?.position == CellPoint(x: 2, y: 3))
        h.press(.down)
        #expect(h.announcements.last?.hasSuffix(", 3 of 55") == true, "two to a row: down is two on")
        #expect(h.cursor?.position == CellPoint(x: 2, y: 4))
        expectLiveLine(h)
    }

    @Test func wifiSaysTheSwitchTheNetworksAndTheirSignal() {
        let h = ApplicationHarness(demo: "wifi")
        h.enableAccessibleMode()
        #expect(h.announcements == ["Settings: Wi-Fi", "Wi-Fi, on, 1 of 8"])
        #expect(h.cursor == TerminalCursor(at: CellPoint(x: 3, y: 3), visible: true))
        h.press(.down)
        #expect(h.announcements.last == "Blue Heron, connected, strong signal, selected, 2 of 8" || h.announcements.last?.hasPrefix("Blue Heron, connected,") == true,
                "\(h.announcements)")
        h.press(.down)
        #expect(h.announcements.last?.contains("signal") == true, "the bars are said in words: \(h.announcements)")
        h.press(.up)
        h.press(.up)
        #expect(h.announcements.last == "Wi-Fi, on, 1 of 8")
        h.press(.enter)
        #expect(Array(h.announcements.suffix(2)) == ["1 item, 7 removed", "Wi-Fi, off, 1 of 1"] || Array(h.announcements.suffix(2)) == ["Wi-Fi, off, 1 of 1", "1 item, 7 removed"],
                "the switch's new state and the networks going, each once: \(h.announcements)")
        #expect(!h.announcements.contains("Wi-Fi, on, 1 of 1"), "a new count alone does not say focus again")
        expectLiveLine(h)
    }

    @Test func emojiExplorerReadsTilesFromTheScreenAndOutlineRowsWithTheirState() {
        let h = ApplicationHarness(demo: "emoji")
        h.enableAccessibleMode()
        #expect(h.announcements.first == "Emoji Explorer")
        let first = h.announcements.last ?? ""
        #expect(first.hasSuffix("1 of 3,676") && first.count > "1 of 3,676".count, "a tile with no label is read from what it shows: \(first)")
        for _ in 0..<3 { h.press(.down) }
        #expect(h.announcements.last == "Animals & Nature, 152, collapsed, 15 of 3,676")
        #expect(h.cursor == TerminalCursor(at: CellPoint(x: 2, y: 14), visible: true), "on the row's disclosure, where its text starts")
        h.press(.right)
        #expect(Array(h.announcements.suffix(2)) == ["3,684 items, 8 added", "Animals & Nature, 152, expanded, 15 of 3,684"]
                || Array(h.announcements.suffix(2)) == ["Animals & Nature, 152, expanded, 15 of 3,684", "3,684 items, 8 added"],
                "\(h.announcements)")
        expectLiveLine(h)
    }

    @Test func theLauncherSaysScreensAsTheyOpenAndClose() {
        let h = ApplicationHarness(demo: nil)
        h.enableAccessibleMode()
        #expect(h.announcements == ["Tessera", "Grid, square tiles, five to a row, 2 of 35"])
        h.press(.down)
        #expect(h.announcements.last == "Inset Items Grid, the grid with a gutter inside every item, 3 of 35")
        #expect(h.cursor == TerminalCursor(at: CellPoint(x: 4, y: 5), visible: true))
        h.press(.enter)
        #expect(h.announcements.suffix(2).first == "Tessera, Inset Items Grid", "the screen, named by its navigation titles")
        #expect(h.announcements.last == "0, 1 of 94", "a tile read from the screen, then its place")
        h.press(.escape)
        #expect(Array(h.announcements.suffix(2)) == ["Tessera", "Inset Items Grid, the grid with a gutter inside every item, 3 of 35"])
        expectLiveLine(h)
    }
}
