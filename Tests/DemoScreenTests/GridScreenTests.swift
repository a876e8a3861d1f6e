import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Grid, Inset Items Grid, Two-Column Grid") @MainActor
struct GridScreenTests {
    @Test func goldens() {
        ApplicationHarness.expectLayoutGoldens("grid", after: "pagedown") { $0.press(.pageDown) }
        ApplicationHarness.expectLayoutGoldens("inset-grid", after: "pagedown") { $0.press(.pageDown) }
        ApplicationHarness.expectLayoutGoldens("two-column", after: "pagedown") { $0.press(.pageDown) }
    }

    @Test func gridShowsFiveFramedTilesToARowAndFocusStartsOnTheFirst() {
        let h = ApplicationHarness(demo: "grid")
        #expect(h.rows[1].filter { $0 == "╭" }.count == 5)
        #expect(h.rows[4].contains("0") && h.rows[4].contains("4"))
        #expect(h.status == "tile 0 of 94")
        h.press(.end)
        #expect(h.status == "tile 93 of 94")
        #expect(h.text.contains("93"))
    }

    @Test func twoColumnGridKeepsTwoTilesPerRowAtAnyWidth() {
        for width in [40, 80, 120] {
            let h = ApplicationHarness(demo: "two-column", width: width, height: 24)
            #expect(h.rows[2].filter { $0 == "┌" }.count == 2, "at \(width) columns: \(h.rows[2])")
        }
    }

    @Test func insetTilesLeaveAGutterBetweenRowsAndColumns() {
        let h = ApplicationHarness(demo: "inset-grid")
        #expect(h.rows[1].contains("╮  ╭"))
        #expect(h.rows[8].trimmingCharacters(in: .whitespaces).isEmpty, "a blank row under the first row of tiles")
    }

    @Test func aMonochromeTerminalShowsFramesWithoutFillAndFocusInReverse() {
        let h = ApplicationHarness(entry: DemoCatalog.entry(named: "grid"), capabilities: TerminalCapabilities(colorDepth: .monochrome))
        let frame = h.terminal.lastFrame
        let focused = frame[5, 4].style, other = frame[21, 4].style
        #expect(focused.attributes.contains(.reverse))
        #expect(!other.attributes.contains(.reverse))
        #expect(other.background == .default)
    }
}
