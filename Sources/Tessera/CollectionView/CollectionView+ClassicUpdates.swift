import Foundation

/// UIKit's update calls for a classic data source (one the app assigned to ``CollectionView/dataSource``):
/// change the model first, then say what changed. Each call outside a batch applies at once,
/// animated; calls inside ``CollectionView/performBatchUpdates(_:completion:)`` apply together at
/// its end, in UIKit's terms (deletes and reloads at the old index paths, inserts at the new).
/// A count that does not add up stops the program with UIKit's message. With a diffable data
/// source, apply a snapshot instead: these calls stop with a message saying so.
extension CollectionView {
    /// The classic data source's connection, for `operation`; a diffable one is a programmer error.
    func classicConnection(_ operation: String) -> ClassicDataSourceAdapter? {
        guard let connection else { return nil }
        guard let adapter = connection as? ClassicDataSourceAdapter else {
            fatalError("\(operation) is for a classic data source (one assigned to dataSource); this view has a diffable data source: "
                       + "change a snapshot and apply it")
        }
        return adapter
    }

    /// Shows new items at `indexPaths` (index paths after the update), fading them in
    /// (Apple's `insertItems(at:)`).
    public func insertItems(at indexPaths: [IndexPath]) {
        classicConnection("insertItems(at:)")?.record { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Removes the items at `indexPaths` (index paths before the update), fading them out while
    /// the rest close up (Apple's `deleteItems(at:)`).
    public func deleteItems(at indexPaths: [IndexPath]) {
        classicConnection("deleteItems(at:)")?.record { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Asks the data source again for the cells at `indexPaths` (Apple's `reloadItems(at:)`).
    public func reloadItems(at indexPaths: [IndexPath]) {
        classicConnection("reloadItems(at:)")?.record { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Moves the item at `indexPath` to `newIndexPath`, sliding it there (Apple's `moveItem(at:to:)`).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        classicConnection("moveItem(at:to:)")?.record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Shows new sections at `sections` (indexes after the update) with the items the data
    /// source reports for them (Apple's `insertSections(_:)`).
    public func insertSections(_ sections: IndexSet) {
        classicConnection("insertSections(_:)")?.record { $0.insertedSections.formUnion(sections) }
    }

    /// Removes the sections at `sections` (indexes before the update) with their items (Apple's
    /// `deleteSections(_:)`).
    public func deleteSections(_ sections: IndexSet) {
        classicConnection("deleteSections(_:)")?.record { $0.deletedSections.formUnion(sections) }
    }

    /// Reads the sections' item counts again and asks for all their cells again (Apple's
    /// `reloadSections(_:)`).
    public func reloadSections(_ sections: IndexSet) {
        classicConnection("reloadSections(_:)")?.record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section, with its items, to `newSection` (Apple's `moveSection(_:toSection:)`).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        classicConnection("moveSection(_:toSection:)")?.record { $0.movedSections.append((section, newSection)) }
    }

    /// Runs `updates` (insert, delete, move and reload calls) and applies them as one animated
    /// update; `completion` runs with true when its animation is over (Apple's
    /// `performBatchUpdates(_:completion:)`). With a diffable data source (or none) there is
    /// nothing to batch: `updates` runs, the layout is worked out again (what apps call
    /// `performBatchUpdates(nil)` for, after a cell's size changed) and `completion` runs.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if let adapter = connection as? ClassicDataSourceAdapter {
            adapter.performBatch({ updates?() }, completion: completion)
        } else {
            updates?()
            invalidateLayoutInputs()
            completion?(true)
        }
    }
}
