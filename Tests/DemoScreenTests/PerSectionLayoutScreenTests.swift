import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Distinct Sections and Adaptive Sections") @MainActor
struct PerSectionLayoutScreenTests {
    @Test func goldens() {
        ApplicationHarness.expectLayoutGoldens("distinct-sections", after: "tab") { $0.press(.tab) }
        ApplicationHarness.expectLayoutGoldens("adaptive-sections", after: "resized") { $0.resize(width: 120, height: 40) }
    }

    @Test func enterOnAnItemLeavesNothingSelected() throws {
        let h = ApplicationHarness(demo: "distinct-sections")
        h.press(.tab)
        #expect(h.status == "grid of 5 · item 10")
        h.press(.enter)
        #expect(try h.screen(PerSectionLayoutScreen.self).collectionView.indexPathsForSelectedItems == [])
    }

    @Test func distinctSectionsKeepTheirColumnsWhenWide() throws {
        let h = ApplicationHarness(demo: "distinct-sections", width: 120, height: 40)
        let screen = try h.screen(PerSectionLayoutScreen.self)
        let first = try #require(screen.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        #expect(first.frame.width == 23)  // (120 − 4) ÷ 5
    }

    @Test func adaptiveSectionsDoubleTheirColumnsPastTheWideWidthAndBack() throws {
        let h = ApplicationHarness(demo: "adaptive-sections")
        #expect(h.rows[0].contains("80 wide: 1 · 5 · 3 columns"))
        h.resize(width: 120, height: 40)
        #expect(h.rows[0].contains("120 wide: 2 · 10 · 6 columns"))
        let screen = try h.screen(PerSectionLayoutScreen.self)
        let listRow = try #require(screen.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(listRow.frame.height == 1 && listRow.frame.minY == 1, "list rows stay one row tall, two to a row")
        h.resize(width: 100, height: 30)
        #expect(h.rows[0].contains("100 wide: 1 · 5 · 3 columns"))
    }
}
