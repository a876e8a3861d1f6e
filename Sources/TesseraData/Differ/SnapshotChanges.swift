import Foundation

/// Everything that differs between two snapshots, in the shape a batch update wants:
/// deletes are positions in the old snapshot, inserts positions in the new one, moves go old →
/// new, reloads and reconfigures are positions in the new snapshot.
///
/// Sections and items are diffed by identity. An item that changed section is an item move.
/// Item changes are complete on their own: the items of a deleted section are listed in
/// `itemDeletes`, those of an inserted section in `itemInserts` (or `itemMoves` when they came
/// from elsewhere). Within a section that was kept, an item counts as moved only when it is
/// off a longest increasing subsequence of that section's kept items, so moves are minimal;
/// items carried along by a section move are not item moves.
///
/// Made by `newSnapshot.changes(from: oldSnapshot)` or `SnapshotChanges(from:to:)`.
/// Cost: O(s + n) comparisons to walk both snapshots in step, one hash look-up per item where
/// they disagree (plus one hash per old item if they disagree at all and the old snapshot was
/// never indexed), O(k log k) for the k items that were reordered. Never quadratic.
///
/// The changes hold flattened positions: the position maps, the insert and delete counts, and
/// the moved items' new positions. `itemDeletes`, `itemInserts`, `itemMoves` and `difference`
/// are made from them on each access (a collection view reads none of them: it animates from
/// `positionMaps`); `isEmpty` and the position maps cost O(1).
public struct SnapshotChanges<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// A section that stayed but changed place: old index → new index.
    public struct SectionMove: Hashable, Sendable {
        /// The section's index in the old snapshot.
        public var from: Int
        /// The section's index in the new snapshot.
        public var to: Int

        /// A move of the section at old index `from` to new index `to`.
        @inlinable
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item that stayed but changed place: old index path → new index path.
    public struct ItemMove: Hashable, Sendable {
        /// The item's `[section, item]` index path in the old snapshot.
        public var from: IndexPath
        /// The item's `[section, item]` index path in the new snapshot.
        public var to: IndexPath

        /// A move of the item at old index path `from` to new index path `to`.
        @inlinable
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// Old indexes of sections that are gone, ascending.
    public let sectionDeletes: [Int]
    /// New indexes of sections that are new, ascending.
    public let sectionInserts: [Int]
    /// Sections that moved, ascending by new index.
    public let sectionMoves: [SectionMove]
    /// New indexes of kept sections marked with `reloadSections`, ascending.
    public let sectionReloads: [Int]
    /// New index paths of kept items marked with `reloadItems`, in new order. A reloaded item
    /// may also be moved.
    public let itemReloads: [IndexPath]
    /// New index paths of kept items marked with `reconfigureItems` and not reloaded, in new order.
    public let itemReconfigures: [IndexPath]

    @usableFromInline let oldSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline let newSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Flattened positions, -1 for none.
    @usableFromInline let oldIndexOfNewItem: [Int]
    @usableFromInline let newIndexOfOldItem: [Int]
    @usableFromInline let sectionMatching: OrderMatching
    /// How many new items are inserted (-1 in `oldIndexOfNewItem`) and old items deleted (-1
    /// in `newIndexOfOldItem`): the lists themselves are read off the maps on access.
    @usableFromInline let itemInsertCount: Int
    @usableFromInline let itemDeleteCount: Int
    /// Flattened new indexes of the items that moved, ascending (new order); where each came
    /// from is in `oldIndexOfNewItem`.
    @usableFromInline let movedNewItems: [Int32]

    @inlinable
    init(
        oldSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        newSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        sectionMatching: OrderMatching,
        sectionReloads: [Int],
        oldIndexOfNewItem: [Int], newIndexOfOldItem: [Int],
        itemInsertCount: Int, itemDeleteCount: Int, movedNewItems: [Int32],
        itemReloads: [IndexPath], itemReconfigures: [IndexPath]
    ) {
        self.oldSnapshot = oldSnapshot
        self.newSnapshot = newSnapshot
        self.sectionMatching = sectionMatching
        self.sectionDeletes = sectionMatching.newIndexOfOld.indices.filter { sectionMatching.newIndexOfOld[$0] < 0 }
        self.sectionInserts = sectionMatching.oldIndexOfNew.indices.filter { sectionMatching.oldIndexOfNew[$0] < 0 }
        self.sectionMoves = sectionMatching.movedNewIndexes.map { SectionMove(from: sectionMatching.oldIndexOfNew[$0], to: $0) }
        self.sectionReloads = sectionReloads
        self.oldIndexOfNewItem = oldIndexOfNewItem
        self.newIndexOfOldItem = newIndexOfOldItem
        self.itemInsertCount = itemInsertCount
        self.itemDeleteCount = itemDeleteCount
        self.movedNewItems = movedNewItems
        self.itemReloads = itemReloads
        self.itemReconfigures = itemReconfigures
    }
}

extension SnapshotChanges: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension SnapshotChanges {
    /// True when the snapshots hold the same sections and items in the same order and nothing
    /// is marked for reload or reconfigure.
    @inlinable
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeleteCount == 0 && itemInsertCount == 0 && movedNewItems.isEmpty
            && itemReloads.isEmpty && itemReconfigures.isEmpty
    }

    /// How many items are new (inserted) and how many are gone (deleted), moves aside. O(1).
    package var insertedItemCount: Int { itemInsertCount }
    package var deletedItemCount: Int { itemDeleteCount }

    /// The opposite of `isEmpty`.
    @inlinable
    public var hasChanges: Bool { !isEmpty }

    // The item lists a batch update is written with. The differ keeps flattened positions
    // (the position maps, and the moved items' new positions) and makes index paths only
    // here, when they are read: a collection view animates from `positionMaps` and never
    // reads these, so an apply makes no `IndexPath` at all.

    /// Old index paths of items that are gone, in old order. Computed on each access from the
    /// position maps: O(n + s) for n old items in s sections.
    @inlinable
    public var itemDeletes: [IndexPath] {
        SnapshotChanges.unmatched(newIndexOfOldItem, count: itemDeleteCount, positions: oldSnapshot.itemPositions)
    }

    /// New index paths of items that are new, in new order. Computed on each access from the
    /// position maps: O(n + s) for n new items in s sections.
    @inlinable
    public var itemInserts: [IndexPath] {
        SnapshotChanges.unmatched(oldIndexOfNewItem, count: itemInsertCount, positions: newSnapshot.itemPositions)
    }

    /// Items that moved, in new order. Computed on each access: O(k log s) for k moves.
    @inlinable
    public var itemMoves: [ItemMove] {
        let old = oldSnapshot.itemPositions, new = newSnapshot.itemPositions
        return movedNewItems.map { to in
            let to = Int(to)
            return ItemMove(from: old.indexPath(ofFlat: oldIndexOfNewItem[to]), to: new.indexPath(ofFlat: to))
        }
    }

    /// Index paths of the `count` positions that `map` sends nowhere (-1), in order.
    @inlinable
    static func unmatched(_ map: [Int], count: Int, positions: FlatItemPositions) -> [IndexPath] {
        guard count > 0 else { return [] }
        var paths: [IndexPath] = []
        paths.reserveCapacity(count)
        map.withUnsafeBufferPointer { map in
            for section in 0..<positions.sectionCount {
                let start = positions.start(ofSection: section)
                for flat in start..<positions.end(ofSection: section) where map[flat] < 0 {
                    paths.append(makeIndexPath(section: section, item: flat - start))
                }
            }
        }
        return paths
    }

    /// The changes to the flattened item list (all sections, in order), with moves associated:
    /// `old.itemIdentifiers.applying(difference) == new.itemIdentifiers`. Moves here are minimal
    /// over the flattened list, so an item carried along by a section move can be one.
    /// Computed on each access: O(n + k log k).
    @inlinable
    public var difference: CollectionDifference<ItemIdentifierType> {
        OrderMatching(oldIndexOfNew: oldIndexOfNewItem, newIndexOfOld: newIndexOfOldItem)
            .difference(old: oldSnapshot.itemIdentifiers, new: newSnapshot.itemIdentifiers)
    }

    // Position maps the collection view animates with. All O(1) except where noted.

    /// Where the item now at flattened `index` was in the old snapshot; nil if it is new.
    @inlinable
    public func oldIndex(ofNewItemAt index: Int) -> Int? {
        let old = oldIndexOfNewItem[index]
        return old < 0 ? nil : old
    }

    /// Where the item that was at flattened `index` is in the new snapshot; nil if deleted.
    @inlinable
    public func newIndex(ofOldItemAt index: Int) -> Int? {
        let new = newIndexOfOldItem[index]
        return new < 0 ? nil : new
    }

    /// Where the item now at `indexPath` was in the old snapshot; nil if it is new. O(log s).
    @inlinable
    public func oldIndexPath(ofNewItemAt indexPath: IndexPath) -> IndexPath? {
        let flat = newSnapshot.itemPositions.start(ofSection: indexPath[0]) + indexPath[1]
        return oldIndex(ofNewItemAt: flat).map(oldSnapshot.itemPositions.indexPath(ofFlat:))
    }

    /// Where the item that was at `indexPath` is in the new snapshot; nil if deleted. O(log s).
    @inlinable
    public func newIndexPath(ofOldItemAt indexPath: IndexPath) -> IndexPath? {
        let flat = oldSnapshot.itemPositions.start(ofSection: indexPath[0]) + indexPath[1]
        return newIndex(ofOldItemAt: flat).map(newSnapshot.itemPositions.indexPath(ofFlat:))
    }

    /// Where the section now at `index` was; nil if it is new.
    @inlinable
    public func oldIndex(ofNewSectionAt index: Int) -> Int? {
        let old = sectionMatching.oldIndexOfNew[index]
        return old < 0 ? nil : old
    }

    /// Where the section that was at `index` is now; nil if deleted.
    @inlinable
    public func newIndex(ofOldSectionAt index: Int) -> Int? {
        let new = sectionMatching.newIndexOfOld[index]
        return new < 0 ? nil : new
    }
}
