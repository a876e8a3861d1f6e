import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("List Appearances screen") @MainActor
struct ListAppearancesScreenTests {
    typealias Item = ListAppearanceItem

    /// Item 1.1 selected, Section 2 collapsed.
    private func selectAndCollapse(_ h: ApplicationHarness) {
        h.press(.down)   // from the first row, focused at the start, to Item 1.1
        h.press(.enter)
        for _ in 0..<3 { h.press(.down) }
        h.press(.enter)
    }

    @Test func goldenScreens() {
        ApplicationHarness(demo: "list-appearances", width: 80, height: 24).expectGolden("list-appearances-80x24")
        ApplicationHarness(demo: "list-appearances", width: 120, height: 40).expectGolden("list-appearances-120x40")
        let h = ApplicationHarness(demo: "list-appearances", width: 80, height: 24)
        selectAndCollapse(h)
        for _ in 0..<4 { h.press(.character("a")) }
        h.expectGolden("list-appearances-inset-grouped-80x24")
    }

    @Test func fiveSectionsOfAnExpandedParentAndThreeChildren() throws {
        let demo = try ApplicationHarness(demo: "list-appearances").rootView(as: ListAppearancesScreen.self)
        let snapshot = demo.dataSource.snapshot()
        #expect(snapshot.sectionIdentifiers == [0, 1, 2, 3, 4])
        #expect(snapshot.itemIdentifiers(inSection: 1).map(\.title) == ["Section 2", "Item 2.1", "Item 2.2", "Item 2.3"])
        #expect(demo.dataSource.snapshot(for: 1).isExpanded(Item(section: 2, child: nil)))
    }

    /// The whole cycle, and round to the start: at every step the selected row is still
    /// selected, the collapsed section still collapsed, and rows look as the appearance wants.
    @Test func theCycleKeepsSelectionAndExpansion() throws {
        let h = ApplicationHarness(demo: "list-appearances", width: 80, height: 24)
        let demo = try h.rootView(as: ListAppearancesScreen.self)
        selectAndCollapse(h)
        let selected = Item(section: 1, child: 1)
        let collapsed = Item(section: 2, child: nil)
        #expect(demo.dataSource.snapshot().itemIdentifiers(inSection: 1) == [collapsed])

        var seen: [String] = [demo.appearance.exampleName]
        for _ in 0..<5 {
            h.press(.character("a"))
            seen.append(demo.appearance.exampleName)
            let paths = demo.collectionView.indexPathsForSelectedItems ?? []
            #expect(paths.compactMap(demo.dataSource.itemIdentifier(for:)) == [selected], "\(demo.appearance)")
            #expect(demo.dataSource.snapshot().itemIdentifiers(inSection: 1) == [collapsed], "\(demo.appearance)")
            #expect(!demo.dataSource.snapshot(for: 1).isExpanded(collapsed))
            #expect(demo.dataSource.snapshot(for: 0).isExpanded(Item(section: 1, child: nil)))
            #expect(h.text.contains("›") == !demo.appearance.isSidebarAppearance, "\(demo.appearance)")
            #expect(h.text.contains(demo.appearance.exampleName))
        }
        #expect(seen == ["plain", "sidebar plain", "sidebar", "grouped", "inset grouped", "plain"])

        // Expansion still works after the cycle.
        h.press(.enter)   // focus is still on Section 2's header
        #expect(demo.dataSource.snapshot().itemIdentifiers(inSection: 1).count == 4)
    }
}
