import Foundation

extension DiffableDataSourceSnapshot {
    /// The changes that turn `old` into this snapshot. See `SnapshotChanges`.
    @inlinable
    public func changes(from old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> SnapshotChanges<SectionIdentifierType, ItemIdentifierType> {
        SnapshotChanges(from: old, to: self)
    }
}

extension SnapshotChanges {
    /// Diffs two snapshots.
    ///
    /// Sections are matched first. Then each new section is walked in step with the section it
    /// came from: while the two agree, items are matched by comparing them, with no hashing, so
    /// identical and near-identical snapshots cost one comparison per item. An item that
    /// disagrees is first looked for ahead in its old section by comparing, within a budget of
    /// one comparison per old item, so a filtered list losing items (runs deleted, the rest in
    /// order) is diffed with no hashing at all. Only then is it looked up by identifier: in the old snapshot's item index if it has one,
    /// otherwise in a compact table of the differ's own (`DifferItemTable`), so the old
    /// snapshot, which is on its way out, is never indexed for nothing. After a deleted run
    /// the old cursor jumps past it, so a block of edits costs about its own size in look-ups.
    /// Old items left unmatched are the deletes, read off the position maps with no hashing.
    /// Moves are the items off a longest increasing subsequence of each section's kept items.
    ///
    /// When the new snapshot was built only by appending, this walk also proves its items
    /// unique (every match is checked against the old snapshot, and new items against each
    /// other), so its own index never has to be built; a duplicate stops the process naming
    /// `appendItems`.
    @inlinable
    public init(
        from old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        var differ = SnapshotDiffer(old: old, new: new)
        differ.run()
        self.init(
            oldSnapshot: old, newSnapshot: new, sectionMatching: differ.sections,
            sectionReloads: SnapshotChanges.keptSectionReloads(old: old, new: new),
            oldIndexOfNewItem: differ.oldIndexOfNewItem, newIndexOfOldItem: differ.newIndexOfOldItem,
            itemInsertCount: differ.insertCount, itemDeleteCount: differ.deleteCount, movedNewItems: differ.movedNewItems,
            itemReloads: SnapshotChanges.keptMarkedItems(new.reloadedItems, new: new, oldIndexOfNewItem: differ.oldIndexOfNewItem, excluding: []),
            itemReconfigures: SnapshotChanges.keptMarkedItems(new.reconfiguredItems, new: new, oldIndexOfNewItem: differ.oldIndexOfNewItem,
                                                              excluding: new.reloadedItems)
        )
    }

    /// New index paths of marked items that were also in the old snapshot, in new order. A
    /// mark on a new item means nothing: the item is inserted anyway. Whether an item was there
    /// is read off the walk's position map, so the old snapshot is not indexed for it.
    @inlinable
    static func keptMarkedItems(
        _ marked: Set<ItemIdentifierType>,
        new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        oldIndexOfNewItem: [Int],
        excluding skipped: Set<ItemIdentifierType>
    ) -> [IndexPath] {
        guard !marked.isEmpty else { return [] }
        return marked.compactMap { item -> IndexPath? in
            guard !skipped.contains(item), let flat = new.indexOfItem(item),
                  oldIndexOfNewItem.indices.contains(flat), oldIndexOfNewItem[flat] >= 0 else { return nil }
            return new.itemPositions.indexPath(ofFlat: flat)
        }.sorted()
    }

    @inlinable
    static func keptSectionReloads(
        old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> [Int] {
        guard !new.reloadedSections.isEmpty else { return [] }
        return new.reloadedSections
            .filter { old.slotBySection[$0] != nil }
            .map { new.indexOfSection($0)! }
            .sorted()
    }
}
