import Foundation
import Testing
@testable import Tessera

/// Records delegate callbacks.
final class RecordingDelegate: CollectionViewDelegate {
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var vetoSelection = false
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { !vetoSelection }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { deselected.append(indexPath) }
}

@Suite("Collection view interaction") @MainActor
struct CollectionViewInteractionTests {
    static func grid(columns: Int) -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)), subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    @Test func arrowsMoveSpatiallyAcrossAGrid() {
        let h = Harness(layout: Self.grid(columns: 4))
        h.apply(sections: [(0..<20).map { "item \($0)" }])
        h.press(.down)   // first key gives focus to the first item
        #expect(h.focusedItem == "item 0")
        h.press(.right); h.press(.right)
        #expect(h.focusedItem == "item 2")
        h.press(.down)
        #expect(h.focusedItem == "item 6")
        h.press(.character("j"))
        #expect(h.focusedItem == "item 10")
        h.press(.left)
        #expect(h.focusedItem == "item 9")
        h.press(.up)
        #expect(h.focusedItem == "item 5")
        h.press(.end)
        #expect(h.focusedItem == "item 19")
        h.press(.home)
        #expect(h.focusedItem == "item 0")
    }

    @Test func focusKeepsTheFocusedRowOnScreen() {
        let h = Harness(size: CellSize(width: 30, height: 5), layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        h.apply(sections: [(0..<50).map { "row \($0)" }])
        h.press(.down)
        for _ in 0..<10 { h.press(.down) }
        #expect(h.focusedItem == "row 10")
        let text = h.settle()
        #expect(text.contains("row 10"))
        #expect(!text.contains("row 0 "))
        h.press(.pageDown)
        #expect(h.settle().contains(h.focusedItem!))
    }

    @Test func tabJumpsBetweenSections() {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        h.apply(sections: [["a1", "a2"], [], ["c1"]])
        h.press(.down)
        #expect(h.focusedItem == "a1")
        h.press(.tab)
        #expect(h.focusedItem == "c1")
        h.press(.tab, [.shift])
        #expect(h.focusedItem == "a1")
    }

    @Test func selectionCallbacksFireOnceAndSingleSelectionReplaces() {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let delegate = RecordingDelegate()
        h.collectionView.delegate = delegate
        h.apply(sections: [["a", "b", "c"]])
        h.press(.down)
        h.press(.enter)
        #expect(delegate.selected == [IndexPath(item: 0, section: 0)])
        h.press(.down)
        h.press(.character(" "))
        #expect(delegate.selected == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(delegate.deselected == [IndexPath(item: 0, section: 0)])
        #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        delegate.vetoSelection = true
        h.press(.down); h.press(.enter)
        #expect(delegate.selected.count == 2)
    }

    @Test func outlineExpandsAndCollapsesByKeyAndHonoursAVeto() {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .sidebar))) { cell, _ in
            cell.accessories = [.outlineDisclosure()]
        }
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["apple", "pear"], to: "Fruit")
        outline.append(["leek"], to: "Veg")
        h.dataSource.apply(outline, to: 0, animatingDifferences: false)
        h.settle()
        #expect(h.dataSource.snapshot().itemIdentifiers == ["Fruit", "Veg"])
        h.press(.down)
        h.press(.right)
        #expect(h.dataSource.snapshot().itemIdentifiers == ["Fruit", "apple", "pear", "Veg"])
        #expect(h.settle().contains("▾"))
        h.press(.right)   // on an expanded parent: to its first child
        #expect(h.focusedItem == "apple")
        h.press(.left)    // on a child: to its parent
        #expect(h.focusedItem == "Fruit")
        var vetoed = 0
        h.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in vetoed += 1; return false }
        h.press(.left)
        #expect(vetoed == 1)
        #expect(h.dataSource.snapshot().itemIdentifiers == ["Fruit", "apple", "pear", "Veg"])
        h.dataSource.sectionSnapshotHandlers.shouldCollapseItem = nil
        h.press(.left)
        #expect(h.dataSource.snapshot().itemIdentifiers == ["Fruit", "Veg"])
    }

    @Test func reorderByKeyCommitsATransaction() {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        h.apply(sections: [["a", "b", "c"], ["d"]])
        var transactions: [DiffableDataSourceTransaction<Int, String>] = []
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        h.dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
        h.collectionView.isEditing = true
        h.press(.down)
        h.press(.down, [.shift])
        #expect(h.dataSource.snapshot().itemIdentifiers == ["b", "a", "c", "d"])
        #expect(h.focusedItem == "a")
        let t = try! #require(transactions.last)
        #expect(t.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d"])
        #expect(t.finalSnapshot.itemIdentifiers == ["b", "a", "c", "d"])
        #expect(["a", "b", "c", "d"].applying(t.difference) == ["b", "a", "c", "d"])
        h.press(.down, [.shift]); h.press(.down, [.shift])   // across into the next section
        #expect(h.dataSource.snapshot().itemIdentifiers(inSection: 1) == ["a", "d"])
    }

    @Test func idleFramesChangeNothingAndScrollingChangesOnlyDifferingCells() {
        let h = Harness(size: CellSize(width: 20, height: 5), layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        h.apply(sections: [(0..<30).map { "row \($0)" }])
        let terminal = HeadlessTerminal(size: CellSize(width: 20, height: 5))
        terminal.flush(h.window.lastFrame)
        h.window.render(at: h.clock.now)
        #expect(terminal.flush(h.window.lastFrame).cellsChanged == 0)
        h.collectionView.scroll(byRows: 1)
        h.window.render(at: h.clock.now)
        let before = terminal.lastFrame
        let stats = terminal.flush(h.window.lastFrame)
        let differing = zip(before.cells, h.window.lastFrame.cells).filter { $0 != $1 }.count
        #expect(stats.cellsChanged == differing)
        #expect(differing > 0)
    }

    @Test func focusGivenBeforeTheViewHasASizeScrollsOnceItHasOne() {
        let h = Harness(size: CellSize(width: 20, height: 8), layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        h.apply(sections: [(0..<30).map { "row \($0)" }])
        h.collectionView.frame = .zero
        h.collectionView.focusItem(at: IndexPath(item: 1, section: 0))
        #expect(h.collectionView.contentOffset.y == 0)
        h.collectionView.frame = CellRect(x: 0, y: 0, width: 20, height: 8)
        #expect(h.collectionView.contentOffset.y == 0)     // row 1 already shows: no scroll
        h.collectionView.frame = .zero
        h.collectionView.focusItem(at: IndexPath(item: 20, section: 0))
        h.collectionView.frame = CellRect(x: 0, y: 0, width: 20, height: 8)
        #expect(h.settle().contains("row 20"))
    }
}
