import Foundation

/// Callbacks from a collection view (Apple's `UICollectionViewDelegate`, the parts a
/// terminal has). Every method has a default, so implement only what you need.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Enter, Space or a click is about to select the item: return false to refuse. Not asked
    /// when the press deselects an item under multiple selection. Default: true.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item (Enter, Space or a click). Not called for
    /// ``CollectionView/selectItem(at:animated:scrollPosition:)``, as in UIKit.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user's selection of another item, or a second press under multiple selection,
    /// deselected the item. Not called for ``CollectionView/deselectItem(at:animated:)``.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Keyboard focus moved to `indexPath` (nil: no item has focus): by a key, a click, the
    /// wheel, a call such as ``CollectionView/focusItem(at:)``, an update that removed the
    /// focused item, or focus leaving the collection view (nil) and coming back (its item).
    /// Default: nothing.
    func collectionView(_ collectionView: CollectionView, didUpdateFocusTo indexPath: IndexPath?)
    /// Enter, Space or a click is about to show the item pressed (for
    /// ``CollectionView/pressHighlightDuration``): return false to keep the cell plain.
    /// Default: true.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The menu for a right click or Shift-F10 on the items (the focused one from the keyboard);
    /// nil for none. `point` is where the click was, in the view's cells. Default: the
    /// one-item form below, else nil.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration?
    /// The one-item form of the context menu (iOS 13–15), asked when the form above answers nil.
    /// Default: nil.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration?
}

extension CollectionViewDelegate {
    /// Allows every selection.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didUpdateFocusTo indexPath: IndexPath?) {}
    /// Allows every press highlight.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// The one-item form's menu for a single item, else none.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> ContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// No menu.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> ContextMenuConfiguration? { nil }
}
