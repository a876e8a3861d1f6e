import Foundation

/// Feeds a table view from snapshots (Apple's `UITableViewDiffableDataSource`): a diffable
/// data source for the table's rows, conforming to `TableViewDataSource`.
///
/// Subclass it and override the data-source methods, as UIKit apps do: titles for headers and
/// footers, which rows can be edited or moved, and what committing an edit does (the default
/// does nothing, as UIKit's: delete the item from a snapshot and apply it). A move is committed
/// to the data source's snapshot by default (override `tableView(_:moveRowAt:to:)` to record it
/// in your model, calling super). `defaultRowAnimation` says whether applies animate.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>, TableViewDataSource {
    /// Makes the row for an item (Apple's `UITableViewDiffableDataSource.CellProvider`): given the
    /// table, the row's index path and the item's identifier, return a configured row. Returning
    /// nil stops the program with a message.
    public typealias TableCellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    /// How applies animate rows; `.none` applies without motion (see `TableView.RowAnimation`).
    open var defaultRowAnimation: TableView.RowAnimation = .automatic {
        didSet { _collectionView?.animator.animatesUpdates = defaultRowAnimation != .none }
    }

    /// A data source for `tableView` whose rows `cellProvider` makes (Apple's
    /// `init(tableView:cellProvider:)`). It also gives the table its section titles, from this
    /// data source's title methods.
    public init(tableView: TableView, cellProvider: @escaping TableCellProvider) {
        // The superclass keeps the provider (as `cellProvider`), wrapped to take a collection view.
        super.init(collectionView: tableView) { view, indexPath, item in
            guard let table = view as? TableView else { return nil }
            return cellProvider(table, indexPath, item)
        }
        tableView.titleSource = self
        // The delegate's header view, else this data source's title (TableView+RowHeights.swift).
        supplementaryViewProvider = { view, kind, indexPath in
            (view as? TableView)?.sectionHeaderFooterView(kind: kind, at: indexPath)
        }
    }

    private var table: TableView? { _collectionView as? TableView }

    // MARK: TableViewDataSource

    /// Sections in the snapshot the table shows.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// Rows in `section` of the snapshot the table shows; 0 for a section that does not exist.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { numberOfItems(inSection: section) }

    /// The cell provider's row, with the edit controls the data source allows.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = current.itemIdentifier(for: indexPath) else {
            fatalError("tableView(_:cellForRowAt:): there is no row at \(indexPath) in the current snapshot")
        }
        // The wrapper hands a table to the table's provider, so what comes back is its row (or nil).
        guard let cell = cellProvider(tableView, indexPath, item) as? TableViewCell else {
            fatalError("tableView(_:cellForRowAt:): the cell provider returned nil for item \(item) at \(indexPath); return a cell for every row")
        }
        var controls: [CellAccessory] = []
        // The delete control offers the row's swipe actions (by default: Delete, which commits).
        if self.tableView(tableView, canEditRowAt: indexPath) { controls.append(.delete()) }
        if self.tableView(tableView, canMoveRowAt: indexPath) { controls.append(.reorder()) }
        cell.editingControls = controls
        return cell
    }

    /// No header titles, so no header rows; override to give sections a header.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer titles, so no footers; override to give sections a footer.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row can be edited unless a subclass says so (override it, with `commit`, to let rows
    /// be deleted: they then show a delete control in edit mode).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// No row can be moved unless a subclass says so (they then show a reorder handle in edit mode).
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing, as UIKit's: override it to delete (or insert) in a snapshot and apply it.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Commits the move to the data source's snapshot (and tells the reordering handlers).
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        commitMove(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: The collection view's questions, answered by the table's methods

    /// Answers with ``tableView(_:cellForRowAt:)``, so an override of the table method is what
    /// the collection view gets.
    open override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let table else { return super.collectionView(collectionView, cellForItemAt: indexPath) }
        return tableView(table, cellForRowAt: indexPath)
    }

    /// Answers with ``tableView(_:canMoveRowAt:)`` (false when the view is not a table).
    open override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let table else { return false }
        return tableView(table, canMoveRowAt: indexPath)
    }

    /// Commits the move through ``tableView(_:moveRowAt:to:)``.
    open override func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let table else { return }
        tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}
