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
}
