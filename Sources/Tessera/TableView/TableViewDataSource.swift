import Foundation

/// What a table view asks its data source, in UIKit's words (Apple's `UITableViewDataSource`).
/// `TableViewDiffableDataSource` conforms; subclass it and override these to give sections
/// titles, allow editing and moving, and commit edits, as Apple's 2019 samples do.
///
/// A classic data source (a view controller, say) conforms and is assigned to the table's
/// `dataSource`, as in UIKit; only the row count and the cell are required. It refines
/// `CollectionViewDataSource` because a table is a collection view: the collection view's
/// questions are answered by the table methods (see the extension), so `tableView.dataSource =
/// self` compiles. One difference from UIKit: `tableView(_:canEditRowAt:)` defaults to false,
/// since Tessera cannot tell whether `tableView(_:commit:forRowAt:)` is implemented; return true
/// to offer Delete.
@MainActor
public protocol TableViewDataSource: CollectionViewDataSource {
    /// Sections in `tableView` (Apple's `numberOfSections(in:)`).
    func numberOfSections(in tableView: TableView) -> Int
    /// Rows in `section` (Apple's `tableView(_:numberOfRowsInSection:)`).
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The configured row at `indexPath` (Apple's `tableView(_:cellForRowAt:)`), asked when the
    /// row comes on screen, is reloaded or reconfigured, or needs measuring.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The section's header title (Apple's `tableView(_:titleForHeaderInSection:)`); nil gives
    /// the section no header row. Read when the table lays the section out.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The section's footer title (Apple's `tableView(_:titleForFooterInSection:)`); nil gives
    /// the section no footer. Footers wrap onto as many lines as they need.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be deleted (Apple's `tableView(_:canEditRowAt:)`): such rows show a
    /// delete control in edit mode and offer a Delete swipe action.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be moved (Apple's `tableView(_:canMoveRowAt:)`): such rows show a
    /// reorder handle in edit mode, and Shift-↑/↓ moves them.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Commits an edit the user confirmed (Apple's `tableView(_:commit:forRowAt:)`): for
    /// ``TableViewCell/EditingStyle/delete``, remove the row's item from a snapshot and apply it.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Commits a move the user made (Apple's `tableView(_:moveRowAt:to:)`): the row at
    /// `sourceIndexPath` now belongs at `destinationIndexPath`.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// UIKit's optional table data-source methods, defaulted, and the collection view's questions
/// answered with the table's.
extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row is editable unless the data source says so (see the protocol's note).
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// No row moves unless the data source says so.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing: delete the row from the model here, then call `deleteRows(at:with:)`.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does nothing: move the row in the model here.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// The table's `numberOfSections(in:)` answer.
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        guard let table = collectionView as? TableView else { return 0 }
        return numberOfSections(in: table)
    }
    /// ``tableView(_:numberOfRowsInSection:)``'s answer.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let table = collectionView as? TableView else { return 0 }
        return tableView(table, numberOfRowsInSection: section)
    }
    /// ``tableView(_:cellForRowAt:)``'s row.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let table = collectionView as? TableView else {
            fatalError("a TableViewDataSource makes rows for a TableView; this is another collection view")
        }
        return tableView(table, cellForRowAt: indexPath)
    }
    /// The table's header or footer for the section (the delegate's view, else the title).
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        (collectionView as? TableView)?.sectionHeaderFooterView(kind: kind, at: indexPath) ?? CollectionReusableView()
    }
    /// ``tableView(_:canMoveRowAt:)``'s answer.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let table = collectionView as? TableView else { return false }
        return tableView(table, canMoveRowAt: indexPath)
    }
    /// Passes the move to ``tableView(_:moveRowAt:to:)``.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        if let table = collectionView as? TableView { tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath) }
    }
}
