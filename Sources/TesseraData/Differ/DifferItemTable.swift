/// How the differ finds old items by identifier, and proves the new snapshot's inserted items
/// unique (see `SnapshotDiffer`).
///
/// It comes in two forms, because which one is cheaper depends on whether the old snapshot's
/// item index exists:
///
/// - shared: the index exists (something looked an item up in the old snapshot). Look-ups
///   read it; it belongs to every copy of that snapshot, so it is never written. Inserted new
///   items that must be proven unique go in a dictionary of their own.
/// - own: the index was never built, the usual case when an app applies snapshots it built by
///   appending. The old snapshot is on its way out, so building its index (a copy of every
///   identifier, kept by every copy of the snapshot) would mostly be wasted; instead the differ
///   hashes the old items into an `ItemHashTable`, and each new item it looks up is recorded
///   there too, in one probe: a miss adds it as inserted, a hit on an old item says where it
///   came from, and a hit on a new item is a duplicate. Every identifier is hashed once.
///   An empty old snapshot (an app's first apply) takes this form too: there is nothing to
///   look up, and the compact table proves the new items unique for a quarter of the cost of
///   a dictionary (100,000 UUIDs: 5 ms instead of 20).
@usableFromInline
struct DifferItemTable<Section: Hashable, Item: Hashable> {
    @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<Section, Item>

    /// What a look-up found.
    @usableFromInline
    enum Found {
        /// The item was in the old snapshot, at this display index of a section and position.
        case old(section: Int, position: Int)
        /// The item is new.
        case inserted
        /// The new snapshot already holds the item, at this flattened index.
        case duplicate(firstAt: Int)
    }

    @usableFromInline let old: Snapshot
    /// The shared form: the old snapshot's index.
    @usableFromInline var sharedIndex: [Item: ItemLocation]?
    /// The shared form, while the new snapshot must be proven unique: inserted items by
    /// flattened new index.
    @usableFromInline var insertedItems: [Item: Int]?
    /// The own form.
    @usableFromInline var ownTable: ItemHashTable<Item>?

    /// Looks items up in `old`, with its index if it has one (and items), otherwise with a table
    /// of the differ's own. `provingNewUnique`: the new snapshot still has to be shown to hold
    /// no item twice (the own table records the new items it looks up either way).
    @inlinable
    init(old: Snapshot, new: Snapshot, provingNewUnique: Bool) {
        self.old = old
        if let index = old.builtLocations, old.numberOfItems > 0 {
            sharedIndex = index
            if provingNewUnique { insertedItems = [:] }
        } else {
            ownTable = DifferItemTable.table(hashing: old, new: new)
        }
    }

    /// An own table holding the old items, stopping on a duplicate as building the snapshot's
    /// index would (only `appendItems` can have put it there).
    @inlinable
    static func table(hashing old: Snapshot, new: Snapshot) -> ItemHashTable<Item> {
        var table = ItemHashTable(oldItems: old.itemIdentifiers, newItems: new.itemIdentifiers)
        for section in 0..<old.numberOfSections {
            let start = old.itemPositions.start(ofSection: section)
            old.items(inSectionAt: section).withUnsafeBufferPointer { items in
                if let (duplicate, previous) = table.recordOld(items, from: start) {
                    let first = old.itemPositions.section(containing: previous.index)
                    stopOnProgrammerError("appendItems", "item \(quoted(items[duplicate])) is already in section \(quoted(old.sectionIdentifier(for: first)!))")
                }
            }
        }
        table._checkInvariants()
        return table
    }

    /// Looks up a new item found at flattened index `newIndex` where the walk could not match
    /// it by comparison.
    @inlinable
    mutating func find(_ item: Item, newIndex: Int) -> Found {
        if ownTable != nil {
            let previous = ownTable!.record(item, at: .new(newIndex))
            if previous == .nowhere { return .inserted }
            guard previous.isOld else { return .duplicate(firstAt: previous.index) }
            let section = old.itemPositions.section(containing: previous.index)
            return .old(section: section, position: previous.index - old.itemPositions.start(ofSection: section))
        }
        if let location = sharedIndex![item] {
            return .old(section: old.slots[location.slot].ordinal, position: location.position)
        }
        if let first = insertedItems?.updateValue(newIndex, forKey: item) { return .duplicate(firstAt: first) }
        return .inserted
    }

    /// Checks the own table's invariants (see `ItemHashTable`). Debug builds only.
    @inlinable
    func _checkInvariants() {
        ownTable?._checkInvariants()
    }
}
