import Foundation
import Testing
import TesseraData
@testable import Tessera

/// What a keystroke asks of a large list never builds the new snapshot's identifier index
/// (O(n): a few hundred milliseconds at a million items): snapshots built by appending, applied
/// with animation while focus and selection are kept and moved, rows on screen reconfigured,
/// frames drawn through the animation. Focus and selection follow their items by position
/// (the diff's maps), which these tests check as behaviour too. Debug builds check the marks'
/// invariant after every update, by position as well, so the index stays unbuilt here as in
/// release builds.
@MainActor
@Suite struct CollectionViewIdentifierIndexTests {
    @MainActor struct Fixture {
        let list = TextListWindow<Int, Int>(size: CellSize(width: 40, height: 12)) { "row \($0)" }
        var window: Window { list.window }
        var clock: ManualClock { list.clock }
        var collectionView: CollectionView { list.collectionView }
        var dataSource: CollectionViewDiffableDataSource<Int, Int> { list.dataSource }

        /// Applies `items`, built only by appending (as an app filtering a list does), with
        /// animation, after reconfiguring the rows on screen that stay; then draws frames until
        /// the animation ends.
        func show(_ items: [Int]) {
            let kept = Set(items)
            collectionView.reconfigureVisibleItems { (item: Int) in kept.contains(item) }
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(items, toSection: 0)
            dataSource.apply(snapshot, animatingDifferences: true)
            drawUntilStill()
        }

        func drawUntilStill() { list.drawUntilStill() }

        /// Whether the snapshot the view shows has its identifier index.
        var indexBuilt: Bool { dataSource.snapshot().hasBuiltItemIndex }
        var focusedItem: Int? { collectionView.indexPathForFocusedItem.flatMap(dataSource.itemIdentifier(for:)) }
        var selectedItems: [Int] { (collectionView.indexPathsForSelectedItems ?? []).compactMap(dataSource.itemIdentifier(for:)) }
    }

    /// 5,000 items 0..<5000 in a plain list of 12 rows, the list focused on its first item.
    func makeFixture() -> Fixture {
        let fixture = Fixture()
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<5_000), toSection: 0)
        fixture.dataSource.applySnapshotUsingReloadData(snapshot)
        fixture.window.focusedView = fixture.collectionView
        fixture.drawUntilStill()
        return fixture
    }

    @Test func focusAndSelectionFollowTheirItemsWithoutTheIndex() {
        let f = makeFixture()
        f.collectionView.moveFocus(.down)
        f.collectionView.moveFocus(.down)
        f.collectionView.selectItem(at: IndexPath(item: 4, section: 0))
        #expect(f.focusedItem == 2 && f.selectedItems == [4])
        #expect(!f.indexBuilt)

        // Odd items leave: 2 and 4 stay, now at positions 1 and 2.
        f.show(Array(stride(from: 0, to: 5_000, by: 2)))
        #expect(f.focusedItem == 2 && f.selectedItems == [4])
        #expect(f.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(!f.indexBuilt)

        // Focus moves (drawing every state change), then everything comes back.
        f.collectionView.moveFocus(.down)
        f.drawUntilStill()
        #expect(f.focusedItem == 4)
        f.show(Array(0..<5_000))
        #expect(f.focusedItem == 4 && f.selectedItems == [4])
        #expect(f.collectionView.indexPathForFocusedItem == IndexPath(item: 4, section: 0))
        #expect(!f.indexBuilt)
    }

    @Test func aFocusedItemThatLeavesPassesFocusOnWithoutTheIndex() {
        let f = makeFixture()
        for _ in 0..<3 { f.collectionView.moveFocus(.down) }
        f.collectionView.selectItem(at: IndexPath(item: 3, section: 0))
        #expect(f.focusedItem == 3)

        // Items 0…9 leave: the focused item is gone, focus goes to the item now at its place
        // (13), and the selection, whose item is gone, is empty.
        f.show(Array(10..<5_000))
        #expect(f.focusedItem == 13)
        #expect(f.selectedItems.isEmpty)
        #expect(!f.indexBuilt)

        // The first 4,990 leave: focus goes to the item now at its place (position 3).
        f.show(Array(4_990..<5_000))
        #expect(f.focusedItem == 4_993)
        // Fewer items than its place: focus goes to the last item.
        f.show([4_995, 4_996])
        #expect(f.focusedItem == 4_996, "clamped to the last item")
        #expect(!f.indexBuilt)
    }

    /// A reload matches no items: marked items are found again by identifier, which is what the
    /// index is for.
    @Test func aReloadFindsMarkedItemsByIdentifier() {
        let f = makeFixture()
        f.collectionView.moveFocus(.down)
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array((0..<5_000).reversed()), toSection: 0)
        f.dataSource.applySnapshotUsingReloadData(snapshot)
        f.drawUntilStill()
        #expect(f.focusedItem == 1)
        #expect(f.collectionView.indexPathForFocusedItem == IndexPath(item: 4_998, section: 0))
    }
}
