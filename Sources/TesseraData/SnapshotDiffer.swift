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
    /// identical and near-identical snapshots cost one comparison per item. Only an item that
    /// disagrees is looked up in the old snapshot's item index; after a deleted run the old
    /// cursor jumps past it, so a block of edits costs about its own size in look-ups. Old
    /// items left unmatched are the deletes, found by one walk with no hashing. Moves are the
    /// items off a longest increasing subsequence of each section's kept items.
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
        var walk = SnapshotWalk(old: old, new: new)
        walk.run()
        self.init(
            oldSnapshot: old, newSnapshot: new, sectionMatching: walk.sections,
            sectionReloads: SnapshotChanges.keptSectionReloads(old: old, new: new),
            oldIndexOfNewItem: walk.oldIndexOfNewItem, newIndexOfOldItem: walk.newIndexOfOldItem,
            itemDeletes: walk.deletes, itemInserts: walk.inserts, itemMoves: walk.moves,
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
            .filter { old.location(of: $0) != nil && !skipped.contains($0) }
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

/// The state of one diff while it walks the new snapshot; see `SnapshotChanges.init(from:to:)`.
@usableFromInline
struct SnapshotWalk<SectionID: Hashable, ItemID: Hashable> {
    @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionID, ItemID>
    @usableFromInline typealias Move = SnapshotChanges<SectionID, ItemID>.ItemMove

    @usableFromInline let old: Snapshot
    @usableFromInline let new: Snapshot
    @usableFromInline let sections: OrderMatching
    /// Flattened positions, -1 for none; filled by `run()`.
    @usableFromInline var oldIndexOfNewItem: [Int] = []
    @usableFromInline var newIndexOfOldItem: [Int] = []
    @usableFromInline var deletes: [IndexPath] = []
    @usableFromInline var inserts: [IndexPath] = []
    @usableFromInline var moves: [Move] = []
    /// The old snapshot's item index, fetched at the first disagreement.
    @usableFromInline var oldLocations: [ItemID: ItemLocation]?
    /// New items not in the old snapshot, with their flattened new index, kept only while
    /// proving a pending new snapshot unique.
    @usableFromInline var insertedItems: [ItemID: Int]?

    @inlinable
    init(old: Snapshot, new: Snapshot) {
        // The walk trusts the old snapshot's items to be unique; prove it if nobody has.
        if !old.isVerified { _ = old.currentLocations() }
        self.old = old
        self.new = new
        self.sections = OrderMatching(old: old.sectionIdentifiers, new: new.sectionIdentifiers)
        if !new.isVerified { insertedItems = [:] }
    }

    @inlinable
    mutating func run() {
        var oldOfNew = [Int](repeating: -1, count: new.numberOfItems)
        var newOfOld = [Int](repeating: -1, count: old.numberOfItems)
        // The position maps are written for nearly every item: work on raw buffers so those
        // writes cost no bounds or uniqueness checks.
        oldOfNew.withUnsafeMutableBufferPointer { oldOfNew in
            newOfOld.withUnsafeMutableBufferPointer { newOfOld in
                var maps = PositionMaps(oldOfNew: oldOfNew, newOfOld: newOfOld)
                var staying = StayingItems()
                var crossMoves: [(position: Int, move: Move)] = []
                for newSection in 0..<new.numberOfSections {
                    let oldSection = sections.oldIndexOfNew[newSection]
                    staying.removeAll()
                    crossMoves.removeAll(keepingCapacity: true)
                    walkSection(newSection, from: oldSection, maps: &maps, staying: &staying, crossMoves: &crossMoves)
                    emitMoves(newSection, from: oldSection, staying: staying, crossMoves: crossMoves)
                }
                findDeletes(maps)
            }
        }
        oldIndexOfNewItem = oldOfNew
        newIndexOfOldItem = newOfOld
        new.pendingIndex?.markVerified()
    }

    /// Matches every item of one new section, recording the kept items that stayed in their
    /// section (for the subsequence) and those that came from another section (moves).
    @inlinable
    mutating func walkSection(
        _ newSection: Int, from oldSection: Int, maps: inout PositionMaps,
        staying: inout StayingItems, crossMoves: inout [(position: Int, move: Move)]
    ) {
        let newItems = new.items(inSectionAt: newSection)
        let newStart = new.sectionStarts[newSection]
        let oldItems = oldSection >= 0 ? old.items(inSectionAt: oldSection) : []
        let oldStart = oldSection >= 0 ? old.sectionStarts[oldSection] : 0
        var cursor = 0
        var position = 0
        while position < newItems.count {
            while cursor < oldItems.count && maps.newOfOld[oldStart + cursor] >= 0 { cursor += 1 }
            // In step: match the whole run of agreeing items in one tight loop.
            let run = maps.matchRun(old: oldItems, from: cursor, oldStart: oldStart, new: newItems, from: position, newStart: newStart)
            if run > 0 {
                staying.append(new: position, old: cursor, count: run)
                position += run
                cursor += run
                continue
            }
            defer { position += 1 }
            let item = newItems[position]
            guard let location = lookUpOld(item) else {
                inserts.append(makeIndexPath(section: newSection, item: position))
                noteInserted(item, at: newStart + position)
                continue
            }
            let sourceSection = old.slots[location.slot].ordinal
            let source = old.sectionStarts[sourceSection] + location.position
            if maps.newOfOld[source] >= 0 { stopOnDuplicate(item, firstAt: maps.newOfOld[source]) }
            maps.match(old: source, new: newStart + position)
            if sourceSection == oldSection {
                staying.append(new: position, old: location.position, count: 1)
                // A run of deleted (or moved-away) old items: skip it, unless the old cursor
                // still lines up with the next new item, in which case this item moved in.
                if location.position > cursor {
                    let next = position + 1
                    if next < newItems.count && !(cursor < oldItems.count && oldItems[cursor] == newItems[next]) {
                        cursor = location.position + 1
                    }
                }
            } else {
                let from = makeIndexPath(section: sourceSection, item: location.position)
                crossMoves.append((position, Move(from: from, to: makeIndexPath(section: newSection, item: position))))
            }
        }
    }

    /// Same-section moves (off the longest increasing subsequence) merged with cross-section
    /// moves, in new order.
    @inlinable
    mutating func emitMoves(_ newSection: Int, from oldSection: Int, staying: StayingItems, crossMoves: [(position: Int, move: Move)]) {
        var sameSection: [(position: Int, move: Move)] = []
        if !staying.isIncreasing {
            let (newPositions, oldPositions) = staying.expanded()
            let stays = longestIncreasingSubsequenceMask(oldPositions)
            for (index, stays) in stays.enumerated() where !stays {
                let position = newPositions[index]
                let from = makeIndexPath(section: oldSection, item: oldPositions[index])
                sameSection.append((position, Move(from: from, to: makeIndexPath(section: newSection, item: position))))
            }
        }
        var left = 0, right = 0
        while left < sameSection.count || right < crossMoves.count {
            if right == crossMoves.count || (left < sameSection.count && sameSection[left].position < crossMoves[right].position) {
                moves.append(sameSection[left].move)
                left += 1
            } else {
                moves.append(crossMoves[right].move)
                right += 1
            }
        }
    }

    /// Old items nobody matched are the deletes, in old order.
    @inlinable
    mutating func findDeletes(_ maps: PositionMaps) {
        for oldSection in 0..<old.numberOfSections {
            let start = old.sectionStarts[oldSection]
            for position in 0..<(old.sectionStarts[oldSection + 1] - start) where maps.newOfOld[start + position] < 0 {
                deletes.append(makeIndexPath(section: oldSection, item: position))
            }
        }
    }

    @inlinable
    mutating func lookUpOld(_ item: ItemID) -> ItemLocation? {
        if oldLocations == nil { oldLocations = old.currentLocations() }
        return oldLocations![item]
    }

    @inlinable
    mutating func noteInserted(_ item: ItemID, at newIndex: Int) {
        guard insertedItems != nil else { return }
        if let first = insertedItems!.updateValue(newIndex, forKey: item) { stopOnDuplicate(item, firstAt: first) }
    }

    /// A pending new snapshot holds an item twice; only `appendItems` can have put it there.
    @inlinable
    func stopOnDuplicate(_ item: ItemID, firstAt newIndex: Int) -> Never {
        let section = new.slots[new.slotOrder[new.sectionOrdinal(containingFlatIndex: newIndex)]].identifier
        stopOnProgrammerError("appendItems", "item \(quoted(item)) is already in section \(quoted(section))")
    }
}

/// The flattened position maps being filled, as raw buffers (-1 for none).
@usableFromInline
struct PositionMaps {
    @usableFromInline let oldOfNew: UnsafeMutableBufferPointer<Int>
    @usableFromInline let newOfOld: UnsafeMutableBufferPointer<Int>

    @inlinable
    init(oldOfNew: UnsafeMutableBufferPointer<Int>, newOfOld: UnsafeMutableBufferPointer<Int>) {
        self.oldOfNew = oldOfNew
        self.newOfOld = newOfOld
    }

    @inlinable
    func match(old oldIndex: Int, new newIndex: Int) {
        oldOfNew[newIndex] = oldIndex
        newOfOld[oldIndex] = newIndex
    }

    /// Matches items while the old items from `oldPosition` (not yet matched) equal the new
    /// ones from `newPosition`; returns how many matched.
    @inlinable
    func matchRun<Item: Equatable>(old: [Item], from oldPosition: Int, oldStart: Int, new: [Item], from newPosition: Int, newStart: Int) -> Int {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                // A section copied unchanged from the old snapshot shares its storage: where
                // the positions line up, the items are equal without comparing them.
                let sameStorage = old.baseAddress == new.baseAddress && oldPosition == newPosition
                var oldIndex = oldPosition, newIndex = newPosition
                while oldIndex < old.count && newIndex < new.count
                    && newOfOld[oldStart + oldIndex] < 0 && (sameStorage || old[oldIndex] == new[newIndex]) {
                    match(old: oldStart + oldIndex, new: newStart + newIndex)
                    oldIndex += 1
                    newIndex += 1
                }
                return newIndex - newPosition
            }
        }
    }
}

/// The kept items of one section that stayed in it, in new order, as runs: a run is a stretch
/// where both the new and the old position advance by one, so a section walked in lockstep
/// is a handful of runs however long it is.
@usableFromInline
struct StayingItems {
    @usableFromInline var runs: [(new: Int, old: Int, count: Int)] = []
    /// Whether the old positions only grow, so nothing moved and no subsequence is needed.
    @usableFromInline var isIncreasing = true

    @inlinable
    init() {}

    @inlinable
    mutating func append(new: Int, old: Int, count: Int) {
        if let last = runs.last {
            if last.new + last.count == new && last.old + last.count == old {
                runs[runs.count - 1].count += count
                return
            }
            if last.old + last.count - 1 > old { isIncreasing = false }
        }
        runs.append((new, old, count))
    }

    @inlinable
    mutating func removeAll() {
        runs.removeAll(keepingCapacity: true)
        isIncreasing = true
    }

    /// New and old positions, one entry per item.
    @inlinable
    func expanded() -> (newPositions: [Int], oldPositions: [Int]) {
        var newPositions: [Int] = [], oldPositions: [Int] = []
        let total = runs.reduce(0) { $0 + $1.count }
        newPositions.reserveCapacity(total)
        oldPositions.reserveCapacity(total)
        for run in runs {
            newPositions.append(contentsOf: run.new..<(run.new + run.count))
            oldPositions.append(contentsOf: run.old..<(run.old + run.count))
        }
        return (newPositions, oldPositions)
    }
}
