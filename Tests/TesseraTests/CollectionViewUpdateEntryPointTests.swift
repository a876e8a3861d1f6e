import Foundation
import Testing
import TesseraData
@testable import Tessera

/// A data source changes what its view shows through one entry point, an update that carries
/// what the data source already knows (the differ's maps and the new item counts): the view
/// prepares its layout from those counts and never asks the data source for them again. Only
/// a new data source and `reloadData()`, whose meaning is "ask again", read them.
@MainActor
@Suite struct CollectionViewUpdateEntryPointTests {
    @MainActor struct Fixture {
        let list = TextListWindow<String, Int>(size: CellSize(width: 40, height: 12)) { "row \($0)" }
        var window: Window { list.window }
        var clock: ManualClock { list.clock }
        var collectionView: CollectionView { list.collectionView }
        var dataSource: CollectionViewDiffableDataSource<String, Int> { list.dataSource }

        func apply(_ sections: [String: [Int]], order: [String], animated: Bool) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(order)
            for section in order { snapshot.appendItems(sections[section] ?? [], toSection: section) }
            dataSource.apply(snapshot, animatingDifferences: animated)
            drawUntilStill()
        }

        func drawUntilStill() { list.drawUntilStill() }

        /// The reads since the fixture was made (focusing the new view prepared its layout once,
        /// for a data source with no snapshot yet: a new data source's one read).
        var reads: Int { collectionView.counters.itemCountReads - readsAtStart }
        var readsAtStart = 0
        /// The counts the layout was last prepared with.
        var layoutCounts: [Int] { collectionView.compositionalLayout.itemCounts }
    }

    func makeFixture() -> Fixture {
        var fixture = Fixture()
        fixture.window.focusedView = fixture.collectionView
        fixture.readsAtStart = fixture.collectionView.counters.itemCountReads
        #expect(fixture.readsAtStart <= 1, "a new data source's counts are read once at most")
        return fixture
    }

    @Test func appliesCarryTheirCountsAndTheViewNeverAsksForThem() {
        let f = makeFixture()
        f.apply(["a": Array(0..<5), "b": Array(5..<8)], order: ["a", "b"], animated: false)
        #expect(f.layoutCounts == [5, 3])
        f.collectionView.moveFocus(.down)
        f.apply(["a": [0, 2, 4], "b": Array(5..<9), "c": [20]], order: ["b", "a", "c"], animated: true)
        #expect(f.layoutCounts == [4, 3, 1])
        f.apply(["c": [20, 21]], order: ["c"], animated: true)
        #expect(f.layoutCounts == [2])
        #expect(f.reads == 0, "an apply, animated or not, carries its counts")

        // A new size, a new layout or cell aspect prepares the layout again, with the counts
        // it already has.
        f.window.resize(to: CellSize(width: 30, height: 8))
        f.drawUntilStill()
        f.collectionView.setCollectionViewLayout(.list(using: CollectionLayoutListConfiguration(appearance: .grouped)), animated: true)
        f.drawUntilStill()
        f.collectionView.cellAspect = 0.6
        f.drawUntilStill()
        #expect(f.layoutCounts == [2])
        #expect(f.reads == 0, "re-preparing for a new size or layout keeps the counts it knows")
    }

    @Test func aSectionSnapshotCarriesItsCounts() {
        let f = makeFixture()
        f.apply(["a": [], "b": [9]], order: ["a", "b"], animated: false)
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        outline.append([1, 2])
        outline.append([3, 4], to: 1)
        outline.expand([1])
        f.dataSource.apply(outline, to: "a", animatingDifferences: true)
        f.drawUntilStill()
        #expect(f.layoutCounts == [4, 1])
        #expect(f.reads == 0)
    }

    @Test func reloadDataAsksAgainAndAReloadingApplyDoesNot() {
        let f = makeFixture()
        f.apply(["a": Array(0..<4)], order: ["a"], animated: false)
        f.collectionView.reloadData()
        f.drawUntilStill()
        #expect(f.reads == 1, "reloadData() asks the data source again, once")
        #expect(f.layoutCounts == [4])

        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([7], toSection: "a")
        snapshot.appendItems([8, 9], toSection: "b")
        f.dataSource.applySnapshotUsingReloadData(snapshot)
        f.drawUntilStill()
        #expect(f.layoutCounts == [1, 2])
        #expect(f.reads == 1, "applySnapshotUsingReloadData carries its counts")
    }

    /// A reload during an animation ends it (its completion runs) and nothing is left fading.
    @Test func aReloadEndsTheRunningAnimation() {
        let f = makeFixture()
        f.apply(["a": Array(0..<6)], order: ["a"], animated: false)
        var completed = false
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a"])
        snapshot.appendItems([0, 2, 4], toSection: "a")
        f.dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        f.clock.advance(by: .milliseconds(16))
        _ = f.window.render(at: f.clock.now)
        #expect(f.collectionView.isAnimating && !completed)
        f.collectionView.reloadData()
        #expect(completed, "the interrupted update's completion runs when the reload ends it")
        #expect(f.collectionView.cells.fading.isEmpty)
        #expect(!f.collectionView.isAnimating)
    }
}
