import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("List with Custom Cells screen") @MainActor
struct CustomCellsScreenTests {
    @Test func goldenScreens() {
        ApplicationHarness(demo: "custom-cells", width: 80, height: 24).expectGolden("custom-cells-80x24")
        ApplicationHarness(demo: "custom-cells", width: 120, height: 40).expectGolden("custom-cells-120x40")
        let h = ApplicationHarness(demo: "custom-cells", width: 80, height: 24)
        h.press(.down); h.press(.down)
        h.press(.enter)
        h.press(.down)
        h.expectGolden("custom-cells-selected-80x24")
    }

    /// The focused cell shows the item its state carries, wherever focus goes on a screen too
    /// short for them all (cells come and go); the state follows focus too.
    @Test func eachCellCarriesItsItemInItsConfigurationState() throws {
        let h = ApplicationHarness(demo: "custom-cells", width: 40, height: 12)
        let demo = try h.rootView(as: CustomCellsScreen.self)
        #expect(demo.dataSource.snapshot().itemIdentifiers == CustomCellItem.all)
        for key: Key in [.down, .end, .home, .pageDown] {
            h.press(key)
            let focused = try #require(demo.collectionView.indexPathForFocusedItem)
            let cell = try #require(demo.collectionView.cellForItem(at: focused) as? CategoryItemListCell)
            let item = demo.dataSource.itemIdentifier(for: focused)
            #expect(cell.configurationState[.customCellItem] == item.map(AnyHashable.init))
            #expect(cell.configurationState.isFocused)
            let row = try #require(cell.contentConfiguration as? CategoryRowConfiguration)
            #expect(row.item.text == item?.title && row.category.text == item?.category.name)
            #expect(h.text.contains(item!.title))
        }
    }

    @Test func rowsAreTwoLinesWithTheSeparatorStartingUnderTheText() throws {
        let h = ApplicationHarness(demo: "custom-cells", width: 80, height: 24)
        let lines = h.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(lines[1].hasPrefix(" 🎧 Headphones") && lines[1].hasSuffix("🎵 Music ›"))
        #expect(lines[2].hasPrefix("    Music for one pair of ears"))
        let styles = h.screenshot.styles.description.split(separator: "\n").map(String.init)
        // Row 2 is the first row's last line: underlined from column 4, not before.
        let legend = styles.drop { !$0.hasPrefix("A ") }
        let underlined = Set(legend.filter { $0.contains("underline") }.compactMap(\.first))
        let row = Array(styles[2])
        #expect(!underlined.contains(row[3]))
        #expect(underlined.contains(row[4]) && underlined.contains(row[60]))
    }
}
