import Foundation

/// Callbacks from a table view (Apple's `UITableViewDelegate`, the parts a terminal has).
/// Every method has a default, so implement only what you need.
///
/// A table view is a collection view showing a list, so this refines `CollectionViewDelegate`:
/// the collection view's callbacks reach the row-named methods below.
@MainActor
public protocol TableViewDelegate: CollectionViewDelegate {
    /// The user is about to select the row (Apple's `tableView(_:willSelectRowAt:)`): return nil
    /// to refuse. Returning another index path selects the focused row all the same, since a
    /// terminal selects what has focus. Default: `indexPath`.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row with Enter, Space or a click (Apple's
    /// `tableView(_:didSelectRowAt:)`). Not called for
    /// ``TableView/selectRow(at:animated:scrollPosition:)``.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user's selection of another row, or a second press under multiple selection,
    /// deselected the row (Apple's `tableView(_:didDeselectRowAt:)`).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// Whether a press shows the row highlighted (Apple's `tableView(_:shouldHighlightRowAt:)`);
    /// false keeps it plain. Default: true.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The actions a row offers when "swiped" (`s`, or Delete in edit mode). Nil: the table's
    /// default, a Delete action where the data source lets the row be edited.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// Actions listed before the trailing ones when the row is "swiped": `s`, or Delete in edit
    /// mode (Apple's `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`). Default: none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The row's height in points (Apple's `tableView(_:heightForRowAt:)`; 44 points is one
    /// row, see TableView+RowHeights.swift). Default: the table's `rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The section header's height in points (Apple's `tableView(_:heightForHeaderInSection:)`);
    /// one point or less hides it. Default: the table's `sectionHeaderHeight`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The section footer's height in points (Apple's `tableView(_:heightForFooterInSection:)`);
    /// one point or less hides it. Default: the table's `sectionFooterHeight`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// The row's height before it is measured, in points (Apple's
    /// `tableView(_:estimatedHeightForRowAt:)`). Accepted for source compatibility: a terminal
    /// measures the rows in view at once. Default: the table's `estimatedRowHeight`.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The section's header view (Apple's `tableView(_:viewForHeaderInSection:)`), usually a
    /// ``TableViewHeaderFooterView`` from ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``.
    /// Nil (the default) shows the data source's title, if any.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> CollectionReusableView?
    /// The section's footer view (Apple's `tableView(_:viewForFooterInSection:)`); nil (the
    /// default) shows the data source's footer title, if any.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> CollectionReusableView?
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    /// No view: the data source's title, if any.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> CollectionReusableView? { nil }
    /// No view: the data source's footer title, if any.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> CollectionReusableView? { nil }

    /// Allows every selection.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Allows every press highlight.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nil: the table's default, a Delete action where the data source lets the row be edited.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// No leading actions.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }

    // The collection view's callbacks, passed on under the row names.
    /// Passes the question to ``tableView(_:willSelectRowAt:)``: a nil answer refuses.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let table = collectionView as? TableView else { return true }
        // UIKit lets `willSelectRowAt` redirect the selection; a terminal selects what has focus,
        // so only a refusal (nil) is honoured.
        return tableView(table, willSelectRowAt: indexPath) != nil
    }
    /// Passes the selection on to ``tableView(_:didSelectRowAt:)``.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        if let table = collectionView as? TableView { tableView(table, didSelectRowAt: indexPath) }
    }
    /// Passes the deselection on to ``tableView(_:didDeselectRowAt:)``.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        if let table = collectionView as? TableView { tableView(table, didDeselectRowAt: indexPath) }
    }
    /// Passes the question to ``tableView(_:shouldHighlightRowAt:)``.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard let table = collectionView as? TableView else { return true }
        return tableView(table, shouldHighlightRowAt: indexPath)
    }
}
