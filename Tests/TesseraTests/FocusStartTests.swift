import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Where focus starts, as the "Keys" and "Porting from UIKit" articles say: on the first screen's
/// first focusable view, and in a list that has items, on its first row, from the first frame;
/// a list whose items arrive later gets a focused row from the first key (data alone never moves
/// focus).
@Suite("Focus start") @MainActor
struct FocusStartTests {
    @Test func aRootViewListStartsWithItsFirstRowFocused() {
        let content = ListFixtureView(items: ["Row 1", "Row 2"])
        let h = ApplicationHarness(rootView: content.collectionView, width: 30, height: 6)
        #expect(h.application.window.focusedView === content.collectionView)
        #expect(content.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
    }

    @Test func aViewControllerAppStartsWithItsFirstRowFocused() {
        let page = FruitSearchPage()
        let h = ApplicationHarness(width: 40, height: 14) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: NavigationController(rootViewController: page))
        }
        #expect(h.application.window.focusedView === page.list)
        #expect(page.list.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
    }

    @Test func aListWhoseItemsArriveLaterGetsAFocusedRowFromTheFirstKey() {
        let content = ListFixtureView(items: [])
        let h = ApplicationHarness(rootView: content.collectionView, width: 30, height: 6)
        #expect(h.application.window.focusedView === content.collectionView)
        content.show(["Row 1", "Row 2"], animated: false)
        h.settle()
        #expect(content.collectionView.indexPathForFocusedItem == nil, "data alone never moves focus")
        h.press(.down)
        #expect(content.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
    }
}
