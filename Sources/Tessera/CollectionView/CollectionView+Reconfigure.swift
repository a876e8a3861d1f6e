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
        var done = Set<AnyHashable>()
        for path in indexPaths {
            guard let id = connection.itemIdentity(at: path) else {
                fatalError("reconfigureItems(at:): there is no item at \(path) (section \(path.section), item \(path.item)); the collection view has \(numberOfSections) sections")
            }
            // Each cell once, however often its item is named; only cells that exist.
            guard done.insert(id).inserted, cells.live[.item(id)] != nil,
                  let attributes = compositionalLayout.layoutAttributesForItem(at: path) else { continue }
            cells.needingReconfigure.insert(id)
            // An estimated cell may want another height now; the layout ignores fixed sizes.
            guard let size = measure(attributes) else { continue }
            compositionalLayout.invalidateSize(size, forItemAt: path)
        }
        setNeedsDisplay()
    }
}
