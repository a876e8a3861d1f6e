// The item index: item → (slot, position). Built eagerly by edits that name items, lazily for
// snapshots built only by appending (see LazyItemIndex).

extension DiffableDataSourceSnapshot {
    /// The location of an item, building the index first if it is still pending.
    @inlinable
    func location(of item: ItemID) -> ItemLocation? {
        if let pendingIndex {
            return pendingIndex.locations(building: buildLocations)[item]
        }
        return locations[item]
    }

    /// The index if it exists, without building it.
    @inlinable
    var builtLocations: [ItemID: ItemLocation]? {
        if let pendingIndex { return pendingIndex.builtLocations }
        return locations
    }

    /// Whether the items are known to be unique.
    @inlinable
    var isVerified: Bool { pendingIndex?.isVerified ?? true }

    /// Builds the index from the sections, stopping on a duplicate: the only way a pending
    /// snapshot can hold one is an `appendItems` that added it, so that call is named.
    @inlinable
    func buildLocations() -> [ItemID: ItemLocation] {
        var index = [ItemID: ItemLocation](minimumCapacity: numberOfItems)
        for slot in slotOrder {
            for (position, item) in slots[slot].items.enumerated() {
                if let previous = index.updateValue(ItemLocation(slot: slot, position: position), forKey: item) {
                    stopOnProgrammerError("appendItems", "item \(quoted(item)) is already in section \(quoted(slots[previous.slot].identifier))")
                }
            }
        }
        return index
    }

    /// Makes the index eager before an edit that names items.
    @inlinable
    mutating func materializeIndex() {
        guard let pendingIndex else { return }
        locations = pendingIndex.locations(building: buildLocations)
        self.pendingIndex = nil
    }

    /// After appending to a pending snapshot: whatever the old box cached no longer describes
    /// this snapshot, so take a fresh one unless ours is unshared and still blank.
    @inlinable
    mutating func renewPendingIndex() {
        if pendingIndex != nil, isKnownUniquelyReferenced(&pendingIndex), pendingIndex!.isBlank { return }
        pendingIndex = LazyItemIndex()
    }
}

extension DiffableDataSourceSnapshot {
    /// Whether the identifier index exists (an edit that named items made it, or a look-up
    /// built it); false for a snapshot only appended to and never asked about an item. Tests
    /// use it to check that a path keeps the index unbuilt. O(1).
    package var hasBuiltItemIndex: Bool { builtLocations != nil }

    /// Where each section's items start in the flattened order: what a view needs to carry
    /// index paths through an update's position maps without looking items up. O(1).
    package var flatItemPositions: FlatItemPositions { itemPositions }
}
