import Foundation

/// The differ: one diff's state while it walks the new snapshot against the old one, and the
/// algorithm that walks it (`SnapshotChanges.init(from:to:)` describes it and runs it).
///
/// The walk fills the position maps section by section and counts inserts as it meets them;
/// the moved items' new positions are listed section by section after each walk. No index path
/// is made here: `SnapshotChanges` reads its item lists off these flattened positions when
/// asked, and a collection view never asks (it animates from the position maps).
@usableFromInline
struct SnapshotDiffer<SectionID: Hashable, ItemID: Hashable> {
    @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionID, ItemID>

    @usableFromInline let old: Snapshot
    @usableFromInline let new: Snapshot
    @usableFromInline let sections: OrderMatching
    /// Flattened positions, -1 for none; filled by `run()`.
    @usableFromInline var oldIndexOfNewItem: [Int] = []
    @usableFromInline var newIndexOfOldItem: [Int] = []
    /// New items no old item matched, counted by the walk.
    @usableFromInline var insertCount = 0
    /// Flattened new indexes of the items that moved, in new order.
    @usableFromInline var movedNewItems: [Int32] = []
    /// Finds old items by identifier; made at the first disagreement, unless the old snapshot
    /// had to be proven unique first.
    @usableFromInline var table: DifferItemTable<SectionID, ItemID>?
    /// Comparisons left for looking ahead in an old section before hashing (`scanAhead`): one
    /// per old item, so looking ahead never costs more than one more pass over the old items.
    @usableFromInline var scanBudget: Int

    @inlinable
    init(old: Snapshot, new: Snapshot) {
        precondition(old.numberOfItems < Int32.max && new.numberOfItems < Int32.max, "snapshot too large to diff")
        self.old = old
        self.new = new
        self.sections = OrderMatching(old: old.sectionIdentifiers, new: new.sectionIdentifiers)
        self.scanBudget = old.numberOfItems
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
                    if walked.hasMoves { listMoves(newSection, from: oldSection, walked, maps) }
                }
            }
        }
        oldIndexOfNewItem = oldOfNew
        newIndexOfOldItem = newOfOld
        #if DEBUG
        table?._checkInvariants()
        #endif
        new.pendingIndex?.markVerified()
    }

    /// Old items no new item matched: every old item but the matched ones.
    @inlinable
    var deleteCount: Int { old.numberOfItems - (new.numberOfItems - insertCount) }

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
            if table == nil, let ahead = scanAhead(for: item, in: oldItems, from: cursor, oldStart: oldStart, maps: maps) {
                (sourceSection, sourcePosition) = (oldSection, ahead)
            } else {
                switch lookUpOld(item, newIndex: newStart + position) {
                case .inserted:
                    insertCount += 1
                    continue
                case .duplicate(let first):
                    stopOnDuplicate(item, firstAt: first)
                case .old(let section, let position):
                    (sourceSection, sourcePosition) = (section, position)
                }
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

    /// Lists the moves into one new section, in new order: items that came from another
    /// section, and items that stayed but are off a longest increasing subsequence of the
    /// stayers' old positions.
    @inlinable
    mutating func listMoves(_ newSection: Int, from oldSection: Int, _ walked: SectionWalk, _ maps: PositionMaps) {
        let newStart = new.itemPositions.start(ofSection: newSection)
        let newEnd = new.itemPositions.end(ofSection: newSection)
        // Old flattened indexes of the old section; an item from outside came from elsewhere.
        let oldStart = oldSection >= 0 ? old.itemPositions.start(ofSection: oldSection) : 0
        let oldEnd = oldSection >= 0 ? old.itemPositions.end(ofSection: oldSection) : 0
        // Which stayers stay put: all (in order), all but the last (in reverse: the longest
        // increasing subsequence is one stayer long, and patience sorting would pick the last
        // one, so these are the general case's moves without sorting), or those on the mask.
        var onSubsequence: [Bool] = []
        var moveCount = walked.movedInCount
        if walked.isInOrder {
            // No stayer moved.
        } else if walked.isInReverse {
            moveCount += walked.stayingCount - 1
        } else {
            var oldPositions: [Int] = []
            oldPositions.reserveCapacity(walked.stayingCount)
            for newIndex in newStart..<newEnd {
                let oldIndex = maps.oldOfNew[newIndex]
                if oldIndex >= oldStart && oldIndex < oldEnd { oldPositions.append(oldIndex - oldStart) }
            }
            onSubsequence = longestIncreasingSubsequenceMask(oldPositions)
            moveCount += onSubsequence.count { !$0 }
        }
        guard moveCount > 0 else { return }
        movedNewItems.reserveRoom(for: moveCount)
        let lastStayer = walked.stayingCount - 1
        var stayer = 0
        for newIndex in newStart..<newEnd {
            let oldIndex = maps.oldOfNew[newIndex]
            guard oldIndex >= 0 else { continue }
            if oldIndex < oldStart || oldIndex >= oldEnd {
                movedNewItems.append(Int32(truncatingIfNeeded: newIndex))
            } else {
                let stays = walked.isInOrder || (walked.isInReverse ? stayer == lastStayer : onSubsequence[stayer])
                if !stays { movedNewItems.append(Int32(truncatingIfNeeded: newIndex)) }
                stayer += 1
            }
        }
    }

    /// Where `item` is among the unmatched old items of its section from `cursor` on, found by
    /// comparing, not hashing; nil when it is not there within the budget, which then drops to
    /// zero so that every later disagreement goes to the table.
    ///
    /// Why: narrowing a filtered list (a search gaining a letter) deletes runs of items and
    /// keeps the rest in order. Each kept item after a deleted run is then found a few
    /// comparisons ahead, and the whole diff hashes nothing: no table of the old items, and the
    /// new snapshot is proven unique by matching distinct old items. At 100,000 items that table
    /// was most of a keystroke's diff. The answer is the table's: identifiers are unique, so the
    /// one unmatched equal old item ahead is the one the table would name.
    @inlinable
    mutating func scanAhead(for item: ItemID, in oldItems: [ItemID], from cursor: Int, oldStart: Int, maps: PositionMaps) -> Int? {
        let end = min(oldItems.count, cursor + scanBudget)
        let found: Int? = oldItems.withUnsafeBufferPointer { old in
            var index = cursor
            while index < end {
                if old[index] == item && maps.newOfOld[oldStart + index] < 0 { return index }
                index += 1
            }
            return nil
        }
        guard let found else {
            scanBudget = 0
            return nil
        }
        scanBudget -= found - cursor + 1
        return found
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
