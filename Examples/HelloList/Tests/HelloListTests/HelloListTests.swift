import Testing
import Tessera
import TesseraTesting
@testable import HelloList

/// HelloList on the headless harness, as a person would use it.
@Suite @MainActor
struct HelloListTests {
    static let goldens = GoldenFiles(nextTo: #filePath)

    func start() -> ApplicationHarness {
        ApplicationHarness(rootViewController: NavigationController(rootViewController: FruitListViewController()), width: 40, height: 8)
    }

    @Test func showsTheFruitInOrderUnderItsTitle() throws {
        let h = start()
        #expect(h.rows[0].contains("Fruit"))
        let apples = try #require(h.position(of: "Apples"))
        #expect(h.position(of: "Bananas")?.y == apples.y + 1)
        #expect(h.position(of: "Dates")?.y == apples.y + 3)
        h.expectScreen(matches: "start-40x8", in: Self.goldens)
    }

    @Test func arrowsMoveFocusDownTheList() {
        let h = start()
        #expect(h.style(of: "Apples")?.background == Theme.standard.focused.background)  // focused from the start
        h.press(.down)
        #expect(h.style(of: "Bananas")?.background == Theme.standard.focused.background)
        #expect(h.style(of: "Apples")?.background != Theme.standard.focused.background)
    }

    @Test func aClickSelectsTheRowUnderThePointer() throws {
        let h = start()
        let navigation = try h.rootViewController(as: NavigationController.self)
        let list = try #require((navigation.topViewController as? FruitListViewController)?.collectionView)
        h.click(onText: "Cherries")
        #expect(list.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func qQuits() {
        let h = start()
        h.press(.down)
        #expect(!h.hasStopped)
        h.press(.character("q"))
        #expect(h.hasStopped)
    }

    @Test func fitsANarrowTerminal() {
        let h = start()
        h.resize(width: 12, height: 4)
        #expect(h.rows.count == 4)
        #expect(h.text.contains("Apples"))
    }
}
