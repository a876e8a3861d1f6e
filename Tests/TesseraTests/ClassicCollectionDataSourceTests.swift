import Foundation
import Testing
@testable import Tessera

/// A collection view fed the way UIKit apps before 2019 feed one: an object conforming to
/// `CollectionViewDataSource`, assigned to `dataSource`, and update calls after each model change.
@MainActor
@Suite struct ClassicCollectionDataSourceTests {
    /// A view controller's model and data-source methods, as UIKit code writes them.
    final class FruitsController: CollectionViewDataSource {
        var fruits = ["apple", "banana", "cherry"]
        var moves: [String] = []

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { fruits.count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "fruit", for: indexPath) as! CollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = fruits[indexPath.item]
            cell.contentConfiguration = content
            return cell
        }

        func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            let fruit = fruits.remove(at: sourceIndexPath.item)
            fruits.insert(fruit, at: destinationIndexPath.item)
            moves.append(fruit)
        }
    }

    @MainActor final class Fixture {
        let clock = ManualClock()
        let window: Window
        let collectionView: CollectionView
        let controller = FruitsController()

        init() {
            collectionView = CollectionView(frame: .zero, collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
            collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "fruit")
            collectionView.dataSource = controller
            window = Window(size: CellSize(width: 24, height: 8), rootView: collectionView)
            window.clock = clock
        }

        /// The rows on screen, trimmed, blank ones dropped.
        func rows() -> [String] {
            window.render(at: clock.now)
            return window.lastFrame.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }

        /// Renders frame after frame until the update's animation ends; returns how many it took.
        @discardableResult func settle() -> Int {
            var frames = 0
            window.render(at: clock.now)
            while collectionView.isAnimating && frames < 200 {
                clock.advance(by: .milliseconds(16))
                window.render(at: clock.now)
                frames += 1
            }
            return frames
        }
    }

    @Test func anAssignedDataSourceFillsTheViewAndIsWhatDataSourceReturns() {
        let fixture = Fixture()
        #expect(fixture.rows() == ["apple", "banana", "cherry"])
        #expect(fixture.collectionView.dataSource === fixture.controller)
        #expect(fixture.collectionView.numberOfSections == 1)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func theModelShowsAfterReloadDataAndNotBefore() {
        let fixture = Fixture()
        _ = fixture.rows()
        fixture.controller.fruits = ["kiwi", "lime"]
        #expect(fixture.rows() == ["apple", "banana", "cherry"])
        fixture.collectionView.reloadData()
        #expect(fixture.collectionView.isAnimating == false)
        #expect(fixture.rows() == ["kiwi", "lime"])
    }

    @Test func insertItemsAnimatesThroughTheUpdateAnimatorAndEndsOnTheModel() {
        let fixture = Fixture()
        _ = fixture.rows()
        fixture.controller.fruits.insert("avocado", at: 1)
        fixture.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        #expect(fixture.collectionView.isAnimating)
        #expect(fixture.settle() > 1)
        #expect(fixture.rows() == ["apple", "avocado", "banana", "cherry"])
    }

    @Test func deleteItemsRemovesTheRowsAtTheirOldPaths() {
        let fixture = Fixture()
        _ = fixture.rows()
        fixture.controller.fruits.removeFirst()
        fixture.controller.fruits.removeLast()
        fixture.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        fixture.settle()
        #expect(fixture.rows() == ["banana"])
    }

    @Test func performBatchUpdatesAppliesOnceAndCallsTheCompletionWhenTheAnimationEnds() {
        let fixture = Fixture()
        _ = fixture.rows()
        var finished: Bool?
        fixture.collectionView.performBatchUpdates({
            fixture.controller.fruits = ["date", "banana", "cherry", "elder"]
            // UIKit's order: the delete names the old path, the inserts the new ones.
            fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
            fixture.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished = $0 })
        #expect(finished == nil)
        fixture.settle()
        #expect(finished == true)
        #expect(fixture.rows() == ["date", "banana", "cherry", "elder"])
    }

    @Test func reloadItemsAsksForTheCellAgain() {
        let fixture = Fixture()
        _ = fixture.rows()
        fixture.controller.fruits[1] = "blueberry"
        #expect(fixture.rows() == ["apple", "banana", "cherry"])
        fixture.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        fixture.settle()
        #expect(fixture.rows() == ["apple", "blueberry", "cherry"])
    }

    @Test func focusStaysOnItsItemWhenAnItemIsInsertedAboveIt() {
        let fixture = Fixture()
        fixture.window.focusedView = fixture.collectionView
        _ = fixture.rows()
        _ = fixture.window.dispatch(.key(KeyEvent(.down)))
        #expect(fixture.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        fixture.controller.fruits.insert("apricot", at: 0)
        fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        fixture.settle()
        #expect(fixture.collectionView.indexPathForFocusedItem == IndexPath(item: 2, section: 0))
    }

    @Test func sectionsInsertAndDeleteWithTheirItems() {
        final class Sections: CollectionViewDataSource {
            var sections = [["a1", "a2"], ["b1"]]
            func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! CollectionViewListCell
                var content = cell.defaultContentConfiguration()
                content.text = sections[indexPath.section][indexPath.item]
                cell.contentConfiguration = content
                return cell
            }
        }
        let source = Sections()
        let view = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        view.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "c")
        view.dataSource = source
        view.reducedMotion = true
        let window = Window(size: CellSize(width: 20, height: 8), rootView: view)
        func rows() -> [String] {
            window.render(at: .zero)
            return window.lastFrame.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        #expect(rows() == ["a1", "a2", "b1"])
        source.sections.insert(["new"], at: 1)
        view.insertSections(IndexSet(integer: 1))
        #expect(rows() == ["a1", "a2", "new", "b1"])
        source.sections.remove(at: 0)
        view.deleteSections(IndexSet(integer: 0))
        #expect(rows() == ["new", "b1"])
        source.sections.swapAt(0, 1)
        view.moveSection(1, toSection: 0)
        #expect(rows() == ["b1", "new"])
    }

    @Test func aMoveTheUserMakesReachesTheDataSourceAndTheRowStaysWhereItWent() {
        let fixture = Fixture()
        fixture.collectionView.isEditing = true
        fixture.window.focusedView = fixture.collectionView
        _ = fixture.rows()
        _ = fixture.window.dispatch(.key(KeyEvent(.down, modifiers: .shift)))
        fixture.settle()
        #expect(fixture.controller.moves == ["apple"])
        #expect(fixture.controller.fruits == ["banana", "apple", "cherry"])
        #expect(fixture.rows() == ["banana", "apple", "cherry"])
    }

    @Test func performBatchUpdatesWithADiffableDataSourceRunsTheBlockAndTheCompletion() {
        let harness = Harness(items: ["one", "two"])
        var ran = false
        var finished = false
        harness.collectionView.performBatchUpdates({ ran = true }, completion: { finished = $0 })
        #expect(ran && finished)
        #expect(harness.collectionView.dataSource === harness.dataSource)
    }

    @Test func aClassicUpdateTakesTheApplyPathAndCarriesItsCounts() {
        // The diffable path hands the view the new counts with the update, so the view never
        // reads them back; a classic update, taking that path, does the same.
        let fixture = Fixture()
        _ = fixture.rows()
        let reads = fixture.collectionView.counters.itemCountReads
        fixture.controller.fruits.append("damson")
        fixture.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        fixture.settle()
        #expect(fixture.rows().last == "damson")
        #expect(fixture.collectionView.counters.itemCountReads == reads)
        #expect(fixture.collectionView.compositionalLayout.itemCounts == [4])
    }
}
