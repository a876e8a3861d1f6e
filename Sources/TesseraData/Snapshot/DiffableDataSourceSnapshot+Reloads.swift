// Reload and reconfigure marks: items and sections whose content changed while their
// identity did not. The differ reports them; the collection view redraws them.

extension DiffableDataSourceSnapshot {
    /// Marks items for reloading (a new cell). Stops if an item is not in the snapshot.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        materializeIndex()
        for item in identifiers {
            _ = existingLocation(of: item, "reloadItems")
            reloadedItems.insert(item)
        }
    }

    /// Marks items for reconfiguring (the existing cell is updated in place). Stops if an item
    /// is not in the snapshot.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        materializeIndex()
        for item in identifiers {
            _ = existingLocation(of: item, "reconfigureItems")
            reconfiguredItems.insert(item)
        }
    }

    /// Marks sections for reloading. Stops if a section is not in the snapshot.
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            _ = existingSlot(of: section, "reloadSections")
            reloadedSections.insert(section)
        }
    }

    /// Items marked with `reloadItems`, in snapshot order. O(k log k) for k marked items.
    @inlinable
    public var reloadedItemIdentifiers: [ItemIdentifierType] { inSnapshotOrder(reloadedItems) }

    /// Items marked with `reconfigureItems`, in snapshot order.
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { inSnapshotOrder(reconfiguredItems) }

    /// Sections marked with `reloadSections`, in section order.
    @inlinable
    public var reloadedSectionIdentifiers: [SectionIdentifierType] {
        reloadedSections
            .map { (index: slots[slotBySection[$0]!].ordinal, section: $0) }
            .sorted { $0.index < $1.index }
            .map(\.section)
    }

    /// Clears every reload and reconfigure mark (a Tessera addition). The data source does this
    /// after applying a snapshot, so the marks are acted on once.
    @inlinable
    public mutating func clearReloadedAndReconfiguredIdentifiers() {
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
        reloadedSections.removeAll()
    }

    @inlinable
    func inSnapshotOrder(_ items: Set<ItemID>) -> [ItemID] {
        items
            .map { (index: indexOfItem($0)!, item: $0) }
            .sorted { $0.index < $1.index }
            .map(\.item)
    }
}
