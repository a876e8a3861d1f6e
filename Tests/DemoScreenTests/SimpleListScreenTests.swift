import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Simple List screen") @MainActor
struct SimpleListScreenTests {
    @Test func goldenScreens() {
        ApplicationHarness(demo: "simple-list", width: 80, height: 24).expectGolden("simple-list-80x24")
        ApplicationHarness(demo: "simple-list", width: 120, height: 40).expectGolden("simple-list-120x40")
        let h = ApplicationHarness(demo: "simple-list", width: 80, height: 24)
        h.press(.end)
        h.expectGolden("simple-list-end-80x24")
    }

    @Test func ninetyFourRowsAndChoosingOneFlashesItThenLetsGo() throws {
        let h = ApplicationHarness(demo: "simple-list", width: 40, height: 12)
        let demo = try h.rootView(as: SimpleListScreen.self)
        #expect(demo.dataSource.snapshot().itemIdentifiers == Array(0..<94))
        h.press(.down)   // the list starts with its first row focused
        h.send(.enter)
        #expect(demo.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == true)
        h.settle()
        #expect(demo.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
        #expect(demo.collectionView.indexPathsForSelectedItems == [])
        #expect(demo.lastChosen == 1)
        #expect(h.text.contains("chose 1 of 94"))
        h.press(.end)
        #expect(h.text.contains("93"))
    }
}
