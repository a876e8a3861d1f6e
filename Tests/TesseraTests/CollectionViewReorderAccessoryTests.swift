import Foundation
import Testing
@testable import Tessera

/// Rows with a reorder control that is always shown move by key outside edit mode, as
/// Apple's reorderable lists drag without editing; rows without one do not.
@Suite("Collection view reorder accessory") @MainActor
struct CollectionViewReorderAccessoryTests {
    @MainActor private final class Rows {
        let window: Window
        let clock = ManualClock()
        let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource: CollectionViewDiffableDataSource<Int, String>

        init(reorderDisplayed: CellAccessory.DisplayedState) {
            window = Window(size: CellSize(width: 30, height: 8), rootView: collectionView)
            window.clock = clock
            window.focusedView = collectionView
            let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.reorder(displayed: reorderDisplayed)]
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
                view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "c"])
            dataSource.apply(snapshot, animatingDifferences: false)
            window.render(at: clock.now)
        }

        func press(_ key: Key, _ modifiers: Modifiers = []) {
            window.dispatch(.key(KeyEvent(key, modifiers: modifiers)))
            window.render(at: clock.now)
        }
    }

    @Test func anAlwaysShownReorderControlMovesTheRowWithoutEditing() {
        let rows = Rows(reorderDisplayed: .always)
        rows.press(.down)
        #expect(rows.collectionView.keyHints.contains(KeyHint("⇧↑↓", "move row")))
        rows.press(.down, [.shift])
        #expect(rows.dataSource.snapshot().itemIdentifiers == ["b", "a", "c"])
        #expect(!rows.collectionView.isEditing)
    }

    @Test func aReorderControlShownOnlyWhenEditingLeavesShiftArrowsToFocus() {
        let rows = Rows(reorderDisplayed: .whenEditing)
        rows.press(.down)
        #expect(!rows.collectionView.keyHints.contains(KeyHint("⇧↑↓", "move row")))
        rows.press(.down, [.shift])
        #expect(rows.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
        #expect(rows.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        rows.collectionView.isEditing = true
        rows.press(.up, [.shift])
        #expect(rows.dataSource.snapshot().itemIdentifiers == ["b", "a", "c"])
    }

    @Test func pressingTheReorderHandleWithTheMouseFocusesButDoesNotSelectTheRow() throws {
        let rows = Rows(reorderDisplayed: .always)
        let handleColumn = try #require(Array(rows.window.lastFrame.rowText(1)).firstIndex(of: "≡"))
        for kind in [MouseEvent.Kind.press(.left), .release(.left), .click(.left)] {
            rows.window.dispatch(.mouse(MouseEvent(kind, at: CellPoint(x: handleColumn, y: 1))))
            rows.window.render(at: rows.clock.now)
        }
        #expect(rows.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        #expect(rows.collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "the handle drags; it never selects")
        rows.window.dispatch(.mouse(MouseEvent(.click(.left), at: CellPoint(x: 1, y: 1))))
        #expect(rows.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "a click on the text still selects")
    }
}
