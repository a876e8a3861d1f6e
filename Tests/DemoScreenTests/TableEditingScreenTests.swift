import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Table Editing screen") @MainActor
struct TableEditingScreenTests {
    private func names(_ demo: TableEditingScreen, _ section: TableEditingSection) -> [String] {
        demo.dataSource.snapshot().itemIdentifiers(inSection: section).map(\.name)
    }

    @Test func goldenScreens() {
        ApplicationHarness(demo: "table-editing", width: 80, height: 24).expectGolden("table-editing-80x24")
        ApplicationHarness(demo: "table-editing", width: 120, height: 40).expectGolden("table-editing-120x40")
        let h = ApplicationHarness(demo: "table-editing", width: 80, height: 24)
        h.press(.character("e"))
        for _ in 0..<4 { h.press(.down, [.shift]) }   // the first row, focused at the start, to the next section
        h.expectGolden("table-editing-moved-80x24")
    }

    @Test func editModeShowsTheControlsAndShiftArrowsMoveRowsWithinAndAcrossSections() throws {
        let h = ApplicationHarness(demo: "table-editing", width: 80, height: 24)
        let demo = try h.rootView(as: TableEditingScreen.self)
        #expect(!h.text.contains("⊖"))
        h.press(.down, [.shift])   // from the first row, focused at the start
        #expect(names(demo, .visited).first == "Mount Kilimanjaro", "outside edit mode Shift-↓ only moves focus")

        h.press(.character("e"))
        #expect(demo.collectionView.isEditing)
        #expect(h.text.contains("⊖ Mount Kilimanjaro") && h.text.contains("≡"))
        h.press(.up)
        h.press(.down, [.shift])
        #expect(names(demo, .visited) == ["Mont Blanc", "Mount Kilimanjaro", "Mount Fuji", "Mount Kosciuszko"])
        h.press(.down, [.shift]); h.press(.down, [.shift]); h.press(.down, [.shift])
        #expect(names(demo, .visited) == ["Mont Blanc", "Mount Fuji", "Mount Kosciuszko"])
        #expect(names(demo, .bucketList).first == "Mount Kilimanjaro")
        #expect(demo.store.items(in: .bucketList).map(\.name) == names(demo, .bucketList), "didReorder updates the store")
        #expect(demo.store.items(in: .visited).map(\.name) == names(demo, .visited))
        #expect(h.text.contains("3 visited · 5 to climb"))
        h.press(.up, [.shift])
        #expect(names(demo, .visited).last == "Mount Kilimanjaro")

        h.press(.character("e"))
        #expect(!demo.collectionView.isEditing)
        #expect(!h.text.contains("⊖"))
    }

    @Test func theDeleteControlAndTheSwipeActionDeleteFromTheStore() throws {
        let h = ApplicationHarness(demo: "table-editing", width: 80, height: 24)
        let demo = try h.rootView(as: TableEditingScreen.self)
        h.press(.character("e"))
        h.press(.delete)      // the delete control of the first row: the row's actions
        #expect(h.text.contains("Delete"))
        h.press(.enter)
        #expect(names(demo, .visited) == ["Mont Blanc", "Mount Fuji", "Mount Kosciuszko"])
        #expect(!h.text.contains("Kilimanjaro"))
        #expect(demo.store.items(in: .visited).count == 3)

        h.press(.character("e"))
        h.press(.tab)         // to the bucket list
        h.press(.character("s"))   // the swipe action, outside edit mode
        h.press(.enter)
        #expect(names(demo, .bucketList) == ["K2", "Denali", "Matterhorn"])
        #expect(h.text.contains("3 visited · 3 to climb"))
    }

    @Test func anEmptiedSectionKeepsItsHeaderAndTakesRowsBack() throws {
        let h = ApplicationHarness(demo: "table-editing", width: 40, height: 12)
        let demo = try h.rootView(as: TableEditingScreen.self)
        h.press(.character("e"))
        for _ in 0..<4 {
            h.press(.delete); h.press(.enter)
        }
        #expect(names(demo, .visited).isEmpty)
        #expect(demo.dataSource.snapshot().sectionIdentifiers == [.visited, .bucketList])
        h.press(.up, [.shift])    // focus is on the bucket list's first row: up into Visited
        #expect(names(demo, .visited) == ["Mount Everest"])
    }

    @Test func theHeightsAreTheCataloguesAndReadWithThousandsSeparators() throws {
        let catalog = try MountainCatalog.bundled()
        for section in TableEditingSection.allCases {
            for mountain in TableEditingStore.initial.items(in: section) {
                #expect(catalog.mountains.contains { $0.name == mountain.name && $0.heightMeters == mountain.heightMeters },
                        "\(mountain.name) \(mountain.heightMeters) m is not in mountains.csv")
            }
        }
        #expect(TableEditingStore.heightText(8848) == "8,848 m")
        #expect(TableEditingStore.heightText(612) == "612 m")
        #expect(TableEditingStore.heightText(1_234_567) == "1,234,567 m")
    }
}
