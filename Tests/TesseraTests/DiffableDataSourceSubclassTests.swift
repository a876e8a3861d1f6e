import Foundation
import Testing
@testable import Tessera

/// A subclass's overrides change what the collection view does, as in UIKit.
@MainActor
@Suite struct DiffableDataSourceSubclassTests {
    /// Lets every row but "pinned" move, and records the moves it is asked to commit.
    final class ReorderingDataSource: CollectionViewDiffableDataSource<Int, String> {
        var committed: [(IndexPath, IndexPath)] = []
        override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            itemIdentifier(for: indexPath) != "pinned"
        }
        override func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            committed.append((sourceIndexPath, destinationIndexPath))
            super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    func makeHarness() -> (Window, CollectionView, ReorderingDataSource) {
        let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        let dataSource = ReorderingDataSource(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["pinned", "a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let window = Window(size: CellSize(width: 30, height: 6), rootView: collectionView)
        window.focusedView = collectionView
        collectionView.isEditing = true
        window.render(at: .zero)
        return (window, collectionView, dataSource)
    }

    @Test func anOverriddenCanMoveDecidesWhatTheViewMoves() {
        let (window, collectionView, dataSource) = makeHarness()
        #expect(!dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 1, section: 0)))
        collectionView.focusItem(at: IndexPath(item: 1, section: 0))
        _ = window.dispatch(.key(KeyEvent(.down, modifiers: .shift)))  // move "a" down
        #expect(dataSource.committed.map { [$0.0, $0.1] } == [[IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)]])
        #expect(dataSource.snapshot().itemIdentifiers == ["pinned", "b", "a"])
        collectionView.focusItem(at: IndexPath(item: 0, section: 0))
        _ = window.dispatch(.key(KeyEvent(.down, modifiers: .shift)))  // "pinned" may not move
        #expect(dataSource.committed.count == 1)
        #expect(dataSource.snapshot().itemIdentifiers == ["pinned", "b", "a"])
    }
}
