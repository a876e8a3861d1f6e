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
        #expect(h.text.contains("Delete “Mount Kilimanjaro”?"), "a delete asks first")
        h.press(.right)       // Cancel → Delete
        h.press(.enter)
        #expect(names(demo, .visited) == ["Mont Blanc", "Mount Fuji", "Mount Kosciuszko"])
        #expect(!h.text.contains("Kilimanjaro"))
        #expect(demo.store.items(in: .visited).count == 3)

        h.press(.character("e"))
        h.press(.tab)         // to the bucket list
        h.press(.character("s"))   // the swipe action, outside edit mode
        h.press(.enter)
        h.press(.right); h.press(.enter)
        #expect(names(demo, .bucketList) == ["K2", "Denali", "Matterhorn"])
        #expect(h.text.contains("3 visited · 3 to climb"))
    }

    @Test func anEmptiedSectionKeepsItsHeaderAndTakesRowsBack() throws {
        let h = ApplicationHarness(demo: "table-editing", width: 40, height: 12)
        let demo = try h.rootView(as: TableEditingScreen.self)
        h.press(.character("e"))
        for _ in 0..<4 {
            h.press(.delete); h.press(.enter)
            h.press(.right); h.press(.enter)   // the alert's Delete
        }
        #expect(names(demo, .visited).isEmpty)
        #expect(demo.dataSource.snapshot().sectionIdentifiers == [.visited, .bucketList])
        h.press(.up, [.shift])    // focus is on the bucket list's first row: up into Visited
        #expect(names(demo, .visited) == ["Mount Everest"])
    }

    @Test func deletingAsksWithAnAlertWhoseDeleteDeletesAndWhoseCancelKeeps() throws {
        let h = ApplicationHarness(demo: "table-editing", width: 80, height: 24)
        let demo = try h.rootView(as: TableEditingScreen.self)
        h.press(.character("s")); h.press(.enter)   // the first row (focused at the start): its swipe action's Delete
        let rows = h.rows
        #expect(rows.contains { $0.contains("Delete “Mount Kilimanjaro”?") })
        #expect(rows.contains { $0.contains("It leaves the Visited list.") })
        #expect(rows.contains { $0.contains("[ Cancel ]   [ Delete ]") })
        #expect(names(demo, .visited).count == 4, "nothing is deleted before the answer")
        h.expectGolden("table-editing-delete-alert-80x24")

        h.press(.enter)                              // Cancel is highlighted first
        #expect(!h.text.contains("Delete “"))
        #expect(names(demo, .visited).count == 4 && demo.store.items(in: .visited).count == 4)
        #expect(h.text.contains("4 visited · 4 to climb"))

        h.press(.character("s")); h.press(.enter)
        h.press(.escape)                             // Esc is Cancel
        #expect(names(demo, .visited).count == 4)
        #expect(demo.alertHost == nil, "the stand-in controller goes with the alert")

        h.press(.character("s")); h.press(.enter)
        h.press(.right); h.press(.enter)             // Delete
        #expect(names(demo, .visited) == ["Mont Blanc", "Mount Fuji", "Mount Kosciuszko"])
        #expect(h.text.contains("3 visited · 4 to climb"))
        #expect(demo.alertHost == nil)
        h.press(.down)                               // focus is back in the table
        #expect(h.application.window.focusedView === demo.tableView)
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
