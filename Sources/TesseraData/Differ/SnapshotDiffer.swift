import Foundation

/// The differ: one diff's state while it walks the new snapshot against the old one, and the
/// algorithm that walks it (`SnapshotChanges.init(from:to:)` describes it and runs it).
///
/// The walk fills the position maps section by section, and lists inserts as it meets them.
/// Moves and deletes are read off the maps afterwards, when their counts are known, into lists
/// reserved at that size.
@usableFromInline
struct SnapshotDiffer<SectionID: Hashable, ItemID: Hashable> {
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
    /// Finds old items by identifier; made at the first disagreement, unless the old snapshot
    /// had to be proven unique first.
    @usableFromInline var table: DifferItemTable<SectionID, ItemID>?

    @inlinable
    init(old: Snapshot, new: Snapshot) {
        self.old = old
        self.new = new
        self.sections = OrderMatching(old: old.sectionIdentifiers, new: new.sectionIdentifiers)
        // The walk trusts the old snapshot's items to be unique; prove it if nobody has.
        // Unverified means never indexed, so this hashes them into the differ's own table.
        if !old.isVerified {
            table = DifferItemTable(old: old, new: new, provingNewUnique: !new.isVerified)
            old.pendingIndex?.markVerified()
        }
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
                for newSection in 0..<new.numberOfSections {
                    let oldSection = sections.oldIndexOfNew[newSection]
                    let walked = walkSection(newSection, from: oldSection, maps: &maps)
                    if walked.hasMoves { emitMoves(newSection, from: oldSection, walked, maps) }
                }
                collectDeletes(maps)
            }
        }
        oldIndexOfNewItem = oldOfNew
        newIndexOfOldItem = newOfOld
        new.pendingIndex?.markVerified()
    }

    /// Matches every item of one new section.
    @inlinable
    mutating func walkSection(_ newSection: Int, from oldSection: Int, maps: inout PositionMaps) -> SectionWalk {
        let newItems = new.items(inSectionAt: newSection)
        let newStart = new.itemPositions.start(ofSection: newSection)
        let oldItems = oldSection >= 0 ? old.items(inSectionAt: oldSection) : []
        let oldStart = oldSection >= 0 ? old.itemPositions.start(ofSection: oldSection) : 0
        var walked = SectionWalk()
        var cursor = 0
        var position = 0
        while position < newItems.count {
            while cursor < oldItems.count && maps.newOfOld[oldStart + cursor] >= 0 { cursor += 1 }
            // In step: match the whole run of agreeing items in one tight loop.
            let run = maps.matchRun(old: oldItems, from: cursor, oldStart: oldStart, new: newItems, from: position, newStart: newStart)
            if run > 0 {
                walked.noteStaying(old: cursor, count: run)
                position += run
                cursor += run
                continue
            }
            defer { position += 1 }
            let item = newItems[position]
            let sourceSection: Int, sourcePosition: Int
            switch lookUpOld(item, newIndex: newStart + position) {
            case .inserted:
                inserts.append(makeIndexPath(section: newSection, item: position))
                continue
            case .duplicate(let first):
                stopOnDuplicate(item, firstAt: first)
            case .old(let section, let position):
                (sourceSection, sourcePosition) = (section, position)
            }
            let source = old.itemPositions.start(ofSection: sourceSection) + sourcePosition
            if maps.newOfOld[source] >= 0 { stopOnDuplicate(item, firstAt: maps.newOfOld[source]) }
            maps.match(old: source, new: newStart + position)
            guard sourceSection == oldSection else {
                walked.movedInCount += 1
                continue
            }
            walked.noteStaying(old: sourcePosition, count: 1)
            // A run of deleted (or moved-away) old items: skip it, unless the old cursor
            // still lines up with the next new item, in which case this item moved in.
            if sourcePosition > cursor {
                let next = position + 1
                if next < newItems.count && !(cursor < oldItems.count && oldItems[cursor] == newItems[next]) {
                    cursor = sourcePosition + 1
                }
            }
        }
        return walked
    }

    /// The moves into one new section, in new order: items that came from another section,
    /// and items that stayed but are off a longest increasing subsequence of the stayers' old
    /// positions.
    @inlinable
    mutating func emitMoves(_ newSection: Int, from oldSection: Int, _ walked: SectionWalk, _ maps: PositionMaps) {
        let newStart = new.itemPositions.start(ofSection: newSection)
        let newCount = new.itemPositions.end(ofSection: newSection) - newStart
        // Old flattened indexes of the old section; an item from outside came from elsewhere.
        let oldStart = oldSection >= 0 ? old.itemPositions.start(ofSection: oldSection) : 0
        let oldEnd = oldSection >= 0 ? old.itemPositions.end(ofSection: oldSection) : 0
        var onSubsequence: [Bool] = []
        var moveCount = walked.movedInCount
        if walked.isInOrder {
            // No stayer moved.
        } else if walked.isInReverse {
            // The longest increasing subsequence is one stayer long, and patience sorting
            // would pick the last one: keep that one in place without sorting (the same moves
            // as the general case below), and move every other stayer.
            onSubsequence = [Bool](repeating: false, count: walked.stayingCount)
            onSubsequence[walked.stayingCount - 1] = true
            moveCount += walked.stayingCount - 1
        } else {
            var oldPositions: [Int] = []
            oldPositions.reserveCapacity(walked.stayingCount)
            for newIndex in newStart..<(newStart + newCount) {
                let oldIndex = maps.oldOfNew[newIndex]
                if oldIndex >= oldStart && oldIndex < oldEnd { oldPositions.append(oldIndex - oldStart) }
            }
            onSubsequence = longestIncreasingSubsequenceMask(oldPositions)
            moveCount += onSubsequence.count { !$0 }
        }
        moves.reserveRoom(for: moveCount)
        var stayer = 0
        for position in 0..<newCount {
            let oldIndex = maps.oldOfNew[newStart + position]
            guard oldIndex >= 0 else { continue }
            if oldIndex < oldStart || oldIndex >= oldEnd {
                moves.append(Move(from: old.itemPositions.indexPath(ofFlat: oldIndex), to: makeIndexPath(section: newSection, item: position)))
            } else {
                if !onSubsequence.isEmpty && !onSubsequence[stayer] {
                    let from = makeIndexPath(section: oldSection, item: oldIndex - oldStart)
                    moves.append(Move(from: from, to: makeIndexPath(section: newSection, item: position)))
                }
                stayer += 1
            }
        }
    }

    /// Old items nobody matched are the deletes, in old order.
    @inlinable
    mutating func collectDeletes(_ maps: PositionMaps) {
        let deleteCount = old.numberOfItems - (new.numberOfItems - inserts.count)
        guard deleteCount > 0 else { return }
        deletes.reserveCapacity(deleteCount)
        for oldSection in 0..<old.numberOfSections {
            let start = old.itemPositions.start(ofSection: oldSection)
            for position in 0..<(old.itemPositions.end(ofSection: oldSection) - start) where maps.newOfOld[start + position] < 0 {
                deletes.append(makeIndexPath(section: oldSection, item: position))
            }
        }
    }

    @inlinable
    mutating func lookUpOld(_ item: ItemID, newIndex: Int) -> DifferItemTable<SectionID, ItemID>.Found {
        if table == nil { table = DifferItemTable(old: old, new: new, provingNewUnique: !new.isVerified) }
        return table!.find(item, newIndex: newIndex)
    }

    /// A pending new snapshot holds an item twice; only `appendItems` can have put it there.
    @inlinable
    func stopOnDuplicate(_ item: ItemID, firstAt newIndex: Int) -> Never {
        let section = new.slots[new.slotOrder[new.itemPositions.section(containing: newIndex)]].identifier
        stopOnProgrammerError("appendItems", "item \(quoted(item)) is already in section \(quoted(section))")
    }
}
