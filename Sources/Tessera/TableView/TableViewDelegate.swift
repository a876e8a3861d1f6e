import Foundation

/// Callbacks from a table view (Apple's `UITableViewDelegate`, the parts a terminal has).
/// Every method has a default, so implement only what you need.
///
/// A table view is a collection view showing a list, so this refines `CollectionViewDelegate`:
/// the collection view's callbacks reach the row-named methods below.
@MainActor
public protocol TableViewDelegate: CollectionViewDelegate {
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The actions a row offers when "swiped" (`s`, or Delete in edit mode). Nil: the table's
    /// default, a Delete action where the data source lets the row be edited.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }

    // The collection view's callbacks, passed on under the row names.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let table = collectionView as? TableView else { return true }
        // UIKit lets `willSelectRowAt` redirect the selection; a terminal selects what has focus,
        // so only a refusal (nil) is honoured.
        return tableView(table, willSelectRowAt: indexPath) != nil
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        if let table = collectionView as? TableView { tableView(table, didSelectRowAt: indexPath) }
    }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        if let table = collectionView as? TableView { tableView(table, didDeselectRowAt: indexPath) }
    }
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard let table = collectionView as? TableView else { return true }
        return tableView(table, shouldHighlightRowAt: indexPath)
    }
}
