import Foundation

/// What a table view asks its data source, in UIKit's words (Apple's `UITableViewDataSource`).
/// `TableViewDiffableDataSource` conforms; subclass it and override these to give sections
/// titles, allow editing and moving, and commit edits, as Apple's 2019 samples do.
@MainActor
public protocol TableViewDataSource: AnyObject {
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
