import Foundation
import TesseraLayout

extension CollectionView {
    /// Configures the existing cells of these items again, in place and at once (Apple's
    /// iOS 15 `reconfigureItems(at:)`): the cell provider runs for each item on screen and gets
    /// the item's current cell back from `dequeueConfiguredReusableCell` (or
    /// `dequeueReusableCell`), without `prepareForReuse`, so a registration's handler updates
    /// the same cell. Items that have no cell on screen are left alone: their cell is
    /// configured when they scroll in. A self-sizing cell is measured again, and what follows
    /// it moves. No snapshot is applied and nothing animates.
    ///
    /// The provider should hand back a cell of the same registration (as on iOS); one that
    /// hands back another replaces the old cell, which goes back to its pool.
    ///
    /// Stops with a message naming the index path when there is no item at one of them.
    /// O(items given + log n).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let connection else { return }
        prepareLayoutIfNeeded()
        var done = Set<AnyIdentifier>()
        for path in indexPaths {
            guard let id = connection.itemIdentity(at: path) else {
                fatalError("reconfigureItems(at:): there is no item at \(path) (section \(path.section), item \(path.item)); the collection view has \(numberOfSections) sections")
            }
            // Each cell once, however often its item is named.
            guard done.insert(id).inserted else { continue }
            reconfigureLiveCell(of: id, at: path)
        }
        setNeedsDisplay()
    }

    /// Reconfigures, as `reconfigureItems(at:)` does, the items on screen whose identifiers
    /// `shouldReconfigure` accepts (a Tessera addition). An app whose cells show something
    /// besides the item (a search match, say) calls it when that changes, before applying its
    /// next snapshot, instead of marking the snapshot's items with `reconfigureItems(_:)`: that
    /// checks each item against the snapshot's identifier index, which a snapshot of a million
    /// items builds on first use, whereas this asks only the items on screen.
    ///
    /// Items of another identifier type are left alone. O(visible items + log n); the index of
    /// identifiers is never needed.
    public func reconfigureVisibleItems<ItemIdentifier: Hashable>(where shouldReconfigure: (ItemIdentifier) -> Bool) {
        guard let connection else { return }
        // The visible cells' attributes, measured once, serve the lookups too (a second
        // `layoutAttributesForItem(at:)` per row cost a search each, on every keystroke).
        for attributes in visibleElements(in: .cell) {
            guard let id = connection.itemIdentity(at: attributes.indexPath),
                  let item = id.base(as: ItemIdentifier.self), shouldReconfigure(item) else { continue }
            reconfigureLiveCell(of: id, attributes: attributes)
        }
        setNeedsDisplay()
    }

    /// Asks the provider again, now, for the live cell of `id` (at `path`), if it has one; an
    /// estimated cell is measured again too. O(log n).
    private func reconfigureLiveCell(of id: AnyIdentifier, at path: IndexPath) {
        guard cells.live[.item(id)] != nil, let attributes = compositionalLayout.layoutAttributesForItem(at: path) else { return }
        reconfigureLiveCell(of: id, attributes: attributes)
    }

    /// `reconfigureLiveCell(of:at:)` with the item's attributes at hand. O(1) besides the provider.
    private func reconfigureLiveCell(of id: AnyIdentifier, attributes: CollectionViewLayoutAttributes) {
        guard cells.live[.item(id)] != nil else { return }
        let path = attributes.indexPath
        cells.needingReconfigure.insert(id)
        // Only a cell that sizes itself may want another size: one of an absolute or fractional
        // size is configured and not measured (its text is not laid out twice).
        guard compositionalLayout.sizesItemToFit(at: path) else { _ = cell(for: attributes); return }
        guard let size = measure(attributes) else { return }
        compositionalLayout.invalidateSize(size, forItemAt: path)
    }
}
