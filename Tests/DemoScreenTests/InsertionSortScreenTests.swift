import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Insertion Sort Visualization screen") @MainActor
struct InsertionSortScreenTests {
    @Test func goldenScreens() throws {
        ApplicationHarness(demo: "insertion-sort", width: 80, height: 24).expectGolden("insertion-sort-80x24")
        ApplicationHarness(demo: "insertion-sort", width: 120, height: 40).expectGolden("insertion-sort-120x40")

        // Sorted: Enter, then every row sorts; the screen waits a second before reshuffling.
        // Without motion (the same steps, far fewer frames to draw in a debug build).
        var options = DemoOptions()
        options.animationsEnabled = false
        let small = ApplicationHarness(demo: "insertion-sort", width: 80, height: 24, options: options)
        let demo = try small.rootView(as: InsertionSortScreen.self)
        small.send(.enter)
        #expect(small.step(until: { demo.phase == .sorted }, limit: 20_000))
        small.drawPendingFrames()
        small.expectGolden("insertion-sort-sorted-80x24")
    }

    @Test func theGridIsSizedFromTheBoundsAndReshufflesOnResize() throws {
        let h = ApplicationHarness(demo: "insertion-sort", width: 40, height: 12)
        let demo = try h.rootView(as: InsertionSortScreen.self)
        // Title and hint bar take a row each; cells are 2 columns wide.
        #expect(demo.rows == 10 && demo.columns == 20)
        let before = Set(demo.dataSource.snapshot().itemIdentifiers)
        #expect(before.count == 200)
        h.resize(width: 60, height: 12)
        #expect(demo.rows == 10 && demo.columns == 30)
        let after = demo.dataSource.snapshot()
        #expect(after.sectionIdentifiers.allSatisfy { after.numberOfItems(inSection: $0) == 30 })
        #expect(before.isDisjoint(with: after.itemIdentifiers), "a new grid has new identities")
    }

    /// The heart of the example: every 125 ms, each unsorted row moves one item, through the
    /// data source's current snapshot; the differ sees only moves and the view animates them.
    @Test func sortingStepsThroughTheCurrentSnapshotAsAnimatedMoves() throws {
        let h = ApplicationHarness(demo: "insertion-sort", width: 40, height: 12)
        let demo = try h.rootView(as: InsertionSortScreen.self)
        #expect(!demo.isEveryRowSorted)
        var previous = demo.dataSource.snapshot()
        let itemsPerRow = previous.sectionIdentifiers.map { Set(previous.itemIdentifiers(inSection: $0)) }

        var lastChange = h.clock.now   // the first step is due 125 ms after the key
        h.send(.enter)
        #expect(demo.phase == .sorting)
        var stepTimes: [Duration] = []
        let sorted = h.step(until: {
            let current = demo.dataSource.snapshot()
            guard current.itemIdentifiers != previous.itemIdentifiers else { return demo.phase == .sorted }
            let changes = current.changes(from: previous)
            #expect(changes.itemInserts.isEmpty && changes.itemDeletes.isEmpty, "only moves")
            let rowsChanged = current.sectionIdentifiers.filter {
                current.itemIdentifiers(inSection: $0) != previous.itemIdentifiers(inSection: $0)
            }
            #expect(changes.itemMoves.count == rowsChanged.count, "one move per unsorted row")
            #expect(current.sectionIdentifiers.allSatisfy { Set(current.itemIdentifiers(inSection: $0)) == itemsPerRow[$0] },
                    "items stay in their row")
            #expect(demo.collectionView.isAnimating, "the step is animated")
            stepTimes.append(h.clock.now - lastChange)
            lastChange = h.clock.now
            previous = current
            return false
        }, limit: 20_000)
        #expect(sorted)
        #expect(demo.isEveryRowSorted)
        #expect(stepTimes.count >= 2 && stepTimes.count <= 19, "at most columns − 1 steps")
        #expect(stepTimes.allSatisfy { $0 == .milliseconds(125) })
        let sortedAt = h.clock.now
        h.drawPendingFrames()
        #expect(h.text.contains("10×20 · sorted · shuffling in 1 s"))

        // A second later: new rows, still sorting.
        let identities = Set(demo.dataSource.snapshot().itemIdentifiers)
        #expect(h.step(until: { !identities.isSuperset(of: demo.dataSource.snapshot().itemIdentifiers) }))
        #expect(h.clock.now - sortedAt == .seconds(1))
        #expect(demo.phase == .sorting)
        #expect(!demo.isEveryRowSorted)

        // Enter stops it: time passes, nothing moves.
        h.send(.enter)
        #expect(demo.phase == .stopped)
        let stopped = demo.dataSource.snapshot().itemIdentifiers
        h.advance(by: .seconds(2))
        #expect(demo.dataSource.snapshot().itemIdentifiers == stopped)
        #expect(h.text.contains("stopped"))
    }

    @Test func rShufflesAndTheScreenIsSaneWhenSmall() throws {
        let h = ApplicationHarness(demo: "insertion-sort", width: 40, height: 12)
        let demo = try h.rootView(as: InsertionSortScreen.self)
        let before = demo.dataSource.snapshot().itemIdentifiers
        h.press(.character("r"))
        #expect(demo.dataSource.snapshot().itemIdentifiers != before)
        #expect(h.text.contains("10×20 · stopped"))
        h.resize(width: 3, height: 2)
        h.resize(width: 40, height: 12)
        #expect(demo.rows == 10)
    }
}
