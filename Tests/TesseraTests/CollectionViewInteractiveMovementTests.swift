import Foundation
import Testing
@testable import Tessera

/// UIKit's interactive movement: begin, update the target, end (committing through the data
/// source's reordering handlers) or cancel (changing nothing); and the mouse drag that uses it.
@Suite("Collection view interactive movement") @MainActor
struct CollectionViewInteractiveMovementTests {
    /// Five rows a…e in a 30×10 window, each movable.
    private func rows(reorderControl: Bool = false) -> Harness {
        let h = Harness(size: CellSize(width: 30, height: 10), layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain))) { cell, _ in
            if reorderControl { cell.accessories = [.reorder(displayed: .always)] }
        }
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        h.apply(sections: [["a", "b", "c", "d", "e"]])
        return h
    }

    /// The middle of the item's frame, in content coordinates.
    private func centre(of item: Int, in h: Harness) throws -> CellPoint {
        let frame = try #require(h.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
        return CellPoint(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    }

    @Test func indexPathForItemAtAPointIsTheRowUnderIt() throws {
        let h = rows()
        #expect(h.collectionView.indexPathForItem(at: try centre(of: 3, in: h)) == IndexPath(item: 3, section: 0))
        #expect(h.collectionView.indexPathForItem(at: CellPoint(x: 2, y: 8)) == nil)  // below the last row
    }

    @Test func endingCommitsThroughTheReorderingHandlersWithTheTransaction() throws {
        let h = rows()
        var calls: [String] = []
        var committed: DiffableDataSourceTransaction<Int, String>?
        h.dataSource.reorderingHandlers.willReorder = { _ in calls.append("will") }
        h.dataSource.reorderingHandlers.didReorder = { transaction in calls.append("did"); committed = transaction }

        #expect(h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        h.collectionView.updateInteractiveMovementTargetPosition(try centre(of: 2, in: h))
        #expect(h.dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d", "e"])  // nothing moves before the end
        h.collectionView.endInteractiveMovement()
        h.settle()

        #expect(calls == ["will", "did"])
        #expect(h.dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d", "e"])
        let transaction = try #require(committed)
        #expect(transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(transaction.finalSnapshot.itemIdentifiers == ["b", "c", "a", "d", "e"])
        #expect(transaction.difference.count == 2)  // one removal and one insertion: a single move
    }

    @Test func cancellingLeavesTheDataAsItWasAndTellsNoHandler() throws {
        let h = rows()
        var told = false
        h.dataSource.reorderingHandlers.didReorder = { _ in told = true }
        #expect(h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isHighlighted == true)
        h.collectionView.updateInteractiveMovementTargetPosition(try centre(of: 4, in: h))
        h.collectionView.cancelInteractiveMovement()
        h.settle()
        #expect(!told)
        #expect(h.dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isHighlighted == false)
        // A new movement can begin once the last one is over, and not while one is under way.
        #expect(h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    }

    /// The rows' labels, top to bottom, as the screen shows them.
    private func shownOrder(_ h: Harness) -> [String] {
        h.settle().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func whileMovingTheRowsMakeRoomAndCancellingPutsThemBack() throws {
        let h = rows()
        #expect(h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        h.collectionView.updateInteractiveMovementTargetPosition(try centre(of: 2, in: h))
        #expect(shownOrder(h) == ["b", "c", "a", "d", "e"])
        #expect(h.dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d", "e"])
        h.collectionView.updateInteractiveMovementTargetPosition(try centre(of: 4, in: h))
        #expect(shownOrder(h) == ["b", "c", "d", "e", "a"])
        h.collectionView.cancelInteractiveMovement()
        #expect(shownOrder(h) == ["a", "b", "c", "d", "e"])

        #expect(h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        h.collectionView.updateInteractiveMovementTargetPosition(try centre(of: 1, in: h))
        #expect(shownOrder(h) == ["a", "d", "b", "c", "e"])
        h.collectionView.endInteractiveMovement()
        #expect(shownOrder(h) == ["a", "d", "b", "c", "e"])
        #expect(h.dataSource.snapshot().itemIdentifiers == ["a", "d", "b", "c", "e"])
    }

    @Test func anItemTheDataSourceWillNotMoveDoesNotBegin() {
        let h = rows()
        h.dataSource.reorderingHandlers.canReorderItem = { $0 != "c" }
        #expect(!h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(!h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
        #expect(h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    }

    @Test func draggingARowByItsReorderControlMovesIt() throws {
        let h = rows(reorderControl: true)
        let from = try centre(of: 0, in: h), to = try centre(of: 3, in: h)
        h.window.dispatch(.mouse(MouseEvent(.press(.left), at: from)))
        h.window.dispatch(.mouse(MouseEvent(.release(.left), at: to)))
        h.settle()
        #expect(h.dataSource.snapshot().itemIdentifiers == ["b", "c", "d", "a", "e"])
        #expect(h.focusedItem == "a")
    }

    @Test func aClickThatReleasesOnTheSameRowMovesNothing() throws {
        let h = rows(reorderControl: true)
        let at = try centre(of: 1, in: h)
        h.window.dispatch(.mouse(MouseEvent(.press(.left), at: at)))
        h.window.dispatch(.mouse(MouseEvent(.release(.left), at: at)))
        h.settle()
        #expect(h.dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(h.focusedItem == "b")
    }

    @Test func rowsWithoutAReorderControlOutsideEditModeAreNotDragged() throws {
        let h = rows(reorderControl: false)
        h.window.dispatch(.mouse(MouseEvent(.press(.left), at: try centre(of: 0, in: h))))
        h.window.dispatch(.mouse(MouseEvent(.release(.left), at: try centre(of: 3, in: h))))
        h.settle()
        #expect(h.dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d", "e"])
        h.collectionView.isEditing = true
        h.window.dispatch(.mouse(MouseEvent(.press(.left), at: try centre(of: 0, in: h))))
        h.window.dispatch(.mouse(MouseEvent(.release(.left), at: try centre(of: 3, in: h))))
        h.settle()
        #expect(h.dataSource.snapshot().itemIdentifiers == ["b", "c", "d", "a", "e"])
    }
}
