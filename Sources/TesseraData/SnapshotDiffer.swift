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
    /// Sections are matched first. Then each new section is compared with the section it came
    /// from: the common prefix and suffix are matched by position alone (identical or
    /// near-identical snapshots cost one comparison per item and no hashing); only the items
    /// between them are looked up in the old snapshot's item index. Deleted items are found by
    /// a final walk over the old snapshot, so old items are never hashed.
    @inlinable
    public init(
        from old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        let sections = OrderMatching(old: old.sectionIdentifiers, new: new.sectionIdentifiers)
        var oldIndexOfNewItem = [Int](repeating: -1, count: new.numberOfItems)
        var newIndexOfOldItem = [Int](repeating: -1, count: old.numberOfItems)
        var inserts: [IndexPath] = []
        var moves: [ItemMove] = []
        // Kept items of the current section that stayed in it: new and old positions.
        var stayingNew: [Int] = []
        var stayingOld: [Int] = []

        for newSection in 0..<new.numberOfSections {
            let newItems = new.items(inSectionAt: newSection)
            let newStart = new.sectionStarts[newSection]
            let oldSection = sections.oldIndexOfNew[newSection]
            var middle = 0..<newItems.count
            if oldSection >= 0 {
                let oldItems = old.items(inSectionAt: oldSection)
                let oldStart = old.sectionStarts[oldSection]
                let (prefix, suffix) = commonEnds(oldItems, newItems)
                for offset in 0..<prefix {
                    oldIndexOfNewItem[newStart + offset] = oldStart + offset
                    newIndexOfOldItem[oldStart + offset] = newStart + offset
                }
                for offset in 0..<suffix {
                    let oldIndex = oldStart + oldItems.count - 1 - offset
                    let newIndex = newStart + newItems.count - 1 - offset
                    oldIndexOfNewItem[newIndex] = oldIndex
                    newIndexOfOldItem[oldIndex] = newIndex
                }
                middle = prefix..<(newItems.count - suffix)
            }
            guard !middle.isEmpty else { continue }

            stayingNew.removeAll(keepingCapacity: true)
            stayingOld.removeAll(keepingCapacity: true)
            for position in middle {
                guard let location = old.locations[newItems[position]] else { continue }
                let oldOrdinal = old.slots[location.slot].ordinal
                let oldIndex = old.sectionStarts[oldOrdinal] + location.position
                oldIndexOfNewItem[newStart + position] = oldIndex
                newIndexOfOldItem[oldIndex] = newStart + position
                if oldOrdinal == oldSection {
                    stayingNew.append(position)
                    stayingOld.append(location.position)
                }
            }
            let stays = longestIncreasingSubsequenceMask(stayingOld)

            var staying = 0
            for position in middle {
                let oldIndex = oldIndexOfNewItem[newStart + position]
                let destination = makeIndexPath(section: newSection, item: position)
                if oldIndex < 0 {
                    inserts.append(destination)
                } else if staying < stayingNew.count && stayingNew[staying] == position {
                    if !stays[staying] {
                        moves.append(ItemMove(from: makeIndexPath(section: oldSection, item: stayingOld[staying]), to: destination))
                    }
                    staying += 1
                } else {
                    moves.append(ItemMove(from: old.indexPath(forFlatIndex: oldIndex), to: destination))
                }
            }
        }

        var deletes: [IndexPath] = []
        for oldSection in 0..<old.numberOfSections {
            let start = old.sectionStarts[oldSection]
            for position in 0..<(old.sectionStarts[oldSection + 1] - start) where newIndexOfOldItem[start + position] < 0 {
                deletes.append(makeIndexPath(section: oldSection, item: position))
            }
        }

        self.init(
            oldSnapshot: old, newSnapshot: new, sectionMatching: sections,
            sectionReloads: SnapshotChanges.keptSectionReloads(old: old, new: new),
            oldIndexOfNewItem: oldIndexOfNewItem, newIndexOfOldItem: newIndexOfOldItem,
            itemDeletes: deletes, itemInserts: inserts, itemMoves: moves,
            itemReloads: SnapshotChanges.keptMarkedItems(new.reloadedItems, old: old, new: new, excluding: []),
            itemReconfigures: SnapshotChanges.keptMarkedItems(new.reconfiguredItems, old: old, new: new, excluding: new.reloadedItems)
        )
    }

    /// New index paths of marked items that were also in the old snapshot, in new order. A
    /// mark on a new item means nothing: the item is inserted anyway.
    @inlinable
    static func keptMarkedItems(
        _ marked: Set<ItemIdentifierType>,
        old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        excluding skipped: Set<ItemIdentifierType>
    ) -> [IndexPath] {
        guard !marked.isEmpty else { return [] }
        return marked
            .filter { old.locations[$0] != nil && !skipped.contains($0) }
            .map { new.indexPath(for: $0)! }
            .sorted()
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
