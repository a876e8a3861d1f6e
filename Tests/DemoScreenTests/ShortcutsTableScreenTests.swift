import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Shortcuts table screen") @MainActor
struct ShortcutsTableScreenTests {
    /// The table in each style (`a` cycles plain → grouped → inset grouped), at both golden sizes.
    @Test(arguments: [(80, 24), (120, 40)])
    func goldenScreensInEveryStyle(width: Int, height: Int) {
        let h = ApplicationHarness(demo: "shortcuts-table", width: width, height: height)
        h.expectGolden("shortcuts-table-inset-grouped-\(width)x\(height)")
        h.press(.character("a"))
        h.expectGolden("shortcuts-table-plain-\(width)x\(height)")
        h.press(.character("a"))
        h.expectGolden("shortcuts-table-grouped-\(width)x\(height)")
    }

    @Test func titlesComeFromTheSubclassAndRowsAreSubtitleCellsDequeuedByIdentifier() throws {
        let h = ApplicationHarness(demo: "shortcuts-table", width: 80, height: 24)
        let screen = try h.rootView(as: ShortcutsTableScreen.self)
        #expect(h.text.contains("SHORTCUTS BY CATEGORY") && h.text.contains("POPULAR SHORTCUTS"))
        #expect(screen.dataSource.tableView(screen.tableView, titleForHeaderInSection: 2) == "Latest shortcuts")
        let cell = screen.tableView.cellForRow(at: IndexPath(item: 0, section: 0))
        #expect(cell is ShortcutTableViewCell && cell?.reuseIdentifier == ShortcutTableViewCell.reuseIdentifier)
        #expect(h.text.contains("Weather, calendar and the news in one go"), "the subtitle row is two lines")
    }

    @Test func choosingARowReachesTheDelegateAndKeepsAcrossStyles() throws {
        let h = ApplicationHarness(demo: "shortcuts-table", width: 80, height: 24)
        h.press(.down); h.press(.enter)   // the first row has focus from the start
        #expect(h.text.contains("chose Log water"))
        h.press(.character("a"))
        h.press(.enter)
        #expect(h.text.contains("chose Morning routine"), "the new table has focus and the delegate")
    }
}
