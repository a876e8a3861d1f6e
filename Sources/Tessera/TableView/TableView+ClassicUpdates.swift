import Foundation

/// UIKit's row-named update calls for a classic data source: change the model, then say what
/// changed. They are the collection view's calls (CollectionView+ClassicUpdates.swift) under the
/// table's names; every ``TableView/RowAnimation`` but `.none` animates the one way a terminal does.
extension TableView {
    /// Shows new rows at `indexPaths` (after the update), fading them in (Apple's `insertRows(at:with:)`).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        classicConnection("insertRows(at:with:)")?.record(animated: animation != .none) { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Removes the rows at `indexPaths` (before the update), fading them out (Apple's `deleteRows(at:with:)`).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        classicConnection("deleteRows(at:with:)")?.record(animated: animation != .none) { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Asks the data source again for the rows at `indexPaths` (Apple's `reloadRows(at:with:)`).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        classicConnection("reloadRows(at:with:)")?.record(animated: animation != .none) { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Moves a row, sliding it there (Apple's `moveRow(at:to:)`).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { moveItem(at: indexPath, to: newIndexPath) }

    /// Shows new sections (Apple's `insertSections(_:with:)`).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        classicConnection("insertSections(_:with:)")?.record(animated: animation != .none) { $0.insertedSections.formUnion(sections) }
    }

    /// Removes sections with their rows (Apple's `deleteSections(_:with:)`).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        classicConnection("deleteSections(_:with:)")?.record(animated: animation != .none) { $0.deletedSections.formUnion(sections) }
    }

    /// Reads the sections' row counts again and asks for their rows again (Apple's `reloadSections(_:with:)`).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        classicConnection("reloadSections(_:with:)")?.record(animated: animation != .none) { $0.reloadedSections.formUnion(sections) }
    }

    /// Opens a batch of row updates (Apple's `beginUpdates()`): the calls up to the matching
    /// ``endUpdates()`` apply together, as in ``CollectionView/performBatchUpdates(_:completion:)``.
    public func beginUpdates() { (connection as? ClassicDataSourceAdapter)?.beginBatch() }

    /// Applies the batch ``beginUpdates()`` opened (Apple's `endUpdates()`). Without a classic
    /// data source the layout is worked out again (apps call the pair to resize rows).
    public func endUpdates() {
        if let adapter = connection as? ClassicDataSourceAdapter {
            adapter.endBatch(completion: nil)
        } else {
            invalidateLayoutInputs()
        }
    }
}
