import Foundation
import Testing
@testable import TesseraData

private typealias Snapshot = DiffableDataSourceSnapshot<String, String>
private typealias Changes = SnapshotChanges<String, String>

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }

/// A snapshot from `[(section, items)]`, built by appending only.
private func snapshot(_ sections: KeyValuePairs<String, [String]>) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

@Suite("The differ")
struct DifferTests {
    @Test func identicalSnapshotsHaveNoChanges() {
        let old = snapshot(["a": ["1", "2", "3"], "b": ["4"]])
        let changes = snapshot(["a": ["1", "2", "3"], "b": ["4"]]).changes(from: old)
        #expect(changes.isEmpty)
        #expect(!changes.hasChanges)
        #expect(changes.difference.isEmpty)
        #expect((0..<4).allSatisfy { changes.oldIndex(ofNewItemAt: $0) == $0 })
    }

    @Test func movingTheFirstItemToTheEndIsOneMove() {
        let old = snapshot(["a": ["1", "2", "3", "4", "5"]])
        let changes = snapshot(["a": ["2", "3", "4", "5", "1"]]).changes(from: old)
        #expect(changes.itemMoves == [.init(from: path(0, 0), to: path(0, 4))])
        #expect(changes.itemInserts.isEmpty && changes.itemDeletes.isEmpty)
        #expect(changes.difference.insertions.count == 1)
        #expect(changes.hasChanges)
    }

    @Test func movingTheLastItemToTheFrontIsOneMove() {
        let old = snapshot(["a": ["1", "2", "3", "4", "5"]])
        let changes = snapshot(["a": ["5", "1", "2", "3", "4"]]).changes(from: old)
        #expect(changes.itemMoves == [.init(from: path(0, 4), to: path(0, 0))])
    }

    @Test func deletesInsertsAndPositionMaps() {
        let old = snapshot(["a": ["1", "2", "3", "4"]])
        let new = snapshot(["a": ["1", "x", "3", "4", "y"]])
        let changes = new.changes(from: old)
        #expect(changes.itemDeletes == [path(0, 1)])
        #expect(changes.itemInserts == [path(0, 1), path(0, 4)])
        #expect(changes.itemMoves.isEmpty)
        #expect(changes.oldIndex(ofNewItemAt: 0) == 0)
        #expect(changes.oldIndex(ofNewItemAt: 1) == nil)
        #expect(changes.oldIndex(ofNewItemAt: 3) == 3)
        #expect(changes.newIndex(ofOldItemAt: 1) == nil)
        #expect(changes.newIndex(ofOldItemAt: 2) == 2)
        #expect(old.itemIdentifiers.applying(changes.difference) == new.itemIdentifiers)
    }

    @Test func anItemThatChangesSectionIsAMove() {
        let old = snapshot(["a": ["1", "2"], "b": ["3", "4"]])
        let new = snapshot(["a": ["1"], "b": ["3", "2", "4"]])
        let changes = new.changes(from: old)
        #expect(changes.itemMoves == [.init(from: path(0, 1), to: path(1, 1))])
        #expect(changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty)
        #expect(changes.oldIndexPath(ofNewItemAt: path(1, 1)) == path(0, 1))
        #expect(changes.newIndexPath(ofOldItemAt: path(1, 0)) == path(1, 0))
        #expect(changes.oldIndexPath(ofNewItemAt: path(1, 2)) == path(1, 1))
        // Flattened, the item did not move at all: 1 2 3 4 → 1 3 2 4 is one move either way.
        #expect(changes.difference.insertions.count == 1)
    }

    @Test func sectionChangesCarryTheirItems() {
        let old = snapshot(["a": ["1"], "b": ["2", "3"], "c": ["4"]])
        let new = snapshot(["c": ["4"], "b": ["2", "3"], "d": ["5", "1"]])
        let changes = new.changes(from: old)
        #expect(changes.sectionDeletes == [0])
        #expect(changes.sectionInserts == [2])
        #expect(changes.sectionMoves == [.init(from: 2, to: 0)])
        #expect(changes.oldIndex(ofNewSectionAt: 1) == 1)
        #expect(changes.oldIndex(ofNewSectionAt: 2) == nil)
        #expect(changes.newIndex(ofOldSectionAt: 0) == nil)
        #expect(changes.newIndex(ofOldSectionAt: 2) == 0)
        // Items carried by a section move are not item moves; "1" left a deleted section.
        #expect(changes.itemMoves == [.init(from: path(0, 0), to: path(2, 1))])
        #expect(changes.itemInserts == [path(2, 0)])
        #expect(changes.itemDeletes.isEmpty)
        #expect(old.itemIdentifiers.applying(changes.difference) == new.itemIdentifiers)
    }

    @Test func itemsOfADeletedSectionAreDeletes() {
        let old = snapshot(["a": ["1", "2"], "b": ["3"]])
        let new = snapshot(["b": ["3"]])
        let changes = new.changes(from: old)
        #expect(changes.sectionDeletes == [0])
        #expect(changes.itemDeletes == [path(0, 0), path(0, 1)])
    }

    @Test func reloadsAndReconfiguresOfKeptItems() {
        let old = snapshot(["a": ["1", "2", "3"], "b": []])
        var new = snapshot(["a": ["3", "1", "2", "4"], "b": []])
        new.reloadItems(["2", "4"])  // "4" is new: inserted anyway, not reloaded
        new.reconfigureItems(["1", "2"])  // "2" is reloaded, which covers reconfiguring
        new.reloadSections(["b"])
        let changes = new.changes(from: old)
        #expect(changes.itemReloads == [path(0, 2)])
        #expect(changes.itemReconfigures == [path(0, 1)])
        #expect(changes.sectionReloads == [1])
        #expect(changes.hasChanges)
    }

    @Test func reloadMarksAloneAreChanges() {
        let old = snapshot(["a": ["1"]])
        var new = old
        new.reconfigureItems(["1"])
        let changes = new.changes(from: old)
        #expect(changes.itemReconfigures == [path(0, 0)])
        #expect(!changes.isEmpty)
    }

    @Test func reversedListKeepsOneItem() {
        let items = (0..<50).map(String.init)
        let changes = snapshot(["a": items.reversed()]).changes(from: snapshot(["a": items]))
        // The one that keeps its place is the new last item (the old first): every other
        // item moves, listed in new order.
        #expect(changes.itemMoves == (0..<49).map { .init(from: path(0, 49 - $0), to: path(0, $0)) })
        #expect(changes.difference.insertions.count == 49)
    }

    @Test func reversedItemsAroundAnInsertAndAMoveIn() {
        let old = snapshot(["a": ["1", "2", "3", "4"], "b": ["5"]])
        let new = snapshot(["a": ["4", "3", "x", "5", "2", "1"], "b": []])
        let changes = new.changes(from: old)
        #expect(changes.itemInserts == [path(0, 2)])
        #expect(changes.itemMoves == [
            .init(from: path(0, 3), to: path(0, 0)),
            .init(from: path(0, 2), to: path(0, 1)),
            .init(from: path(1, 0), to: path(0, 3)),
            .init(from: path(0, 1), to: path(0, 4)),
        ])
    }

    @Test func replacedListIsDeletesAndInserts() {
        let changes = snapshot(["a": ["x", "y"]]).changes(from: snapshot(["a": ["1", "2", "3"]]))
        #expect(changes.itemDeletes == [path(0, 0), path(0, 1), path(0, 2)])
        #expect(changes.itemInserts == [path(0, 0), path(0, 1)])
        #expect(changes.itemMoves.isEmpty)
    }

    @Test func diffingAgainstAnEmptySnapshot() {
        let new = snapshot(["a": ["1", "2"]])
        let changes = new.changes(from: Snapshot())
        #expect(changes.sectionInserts == [0])
        #expect(changes.itemInserts == [path(0, 0), path(0, 1)])
        let back = Snapshot().changes(from: new)
        #expect(back.sectionDeletes == [0])
        #expect(back.itemDeletes == [path(0, 0), path(0, 1)])
    }

    @Test func theDifferProvesAnAppendedSnapshotUnique() {
        let old = snapshot(["a": ["1", "2"]])
        let new = snapshot(["a": ["2", "3", "1"]])
        #expect(new.pendingIndex?.isVerified == false)
        _ = new.changes(from: old)
        #expect(new.pendingIndex?.isVerified == true)
        #expect(new.pendingIndex?.built == nil)  // proven without hashing every item
    }

    @Test func anUnindexedOldSnapshotIsProvenUniqueButNotIndexed() {
        // The old snapshot is on its way out: the differ hashes its items into a table of its
        // own rather than building the index every copy of the snapshot would keep.
        let old = snapshot(["a": ["1", "2", "3"], "b": ["4"]])
        let new = snapshot(["a": ["4", "x", "1"], "b": ["2"]])
        #expect(old.pendingIndex?.isVerified == false)
        let changes = new.changes(from: old)
        #expect(old.pendingIndex?.isVerified == true)
        #expect(old.pendingIndex?.built == nil)
        #expect(changes.itemDeletes == [path(0, 2)])
        #expect(changes.itemInserts == [path(0, 1)])
        #expect(changes.itemMoves == [.init(from: path(1, 0), to: path(0, 0)), .init(from: path(0, 1), to: path(1, 0))])
    }

    @Test func anIndexedOldSnapshotIsUsedAsItIs() {
        let old = snapshot(["a": ["1", "2", "3"]])
        _ = old.indexOfItem("1")
        let changes = snapshot(["a": ["3", "y", "1"]]).changes(from: old)
        #expect(changes.itemDeletes == [path(0, 1)])
        #expect(changes.itemInserts == [path(0, 1)])
        #expect(changes.itemMoves == [.init(from: path(0, 2), to: path(0, 0))])
    }

    @Test func aDeletedRunInTheMiddle() {
        // 1…10, delete 3…6: the walk jumps over the deleted run and stays in step after it.
        let old = snapshot(["a": (1...10).map(String.init)])
        let new = snapshot(["a": ["1", "2", "7", "8", "9", "10"]])
        let changes = new.changes(from: old)
        #expect(changes.itemDeletes == (2...5).map { path(0, $0) })
        #expect(changes.itemMoves.isEmpty)
    }

    @Test func anItemMovedInFromFarAheadDoesNotDerailTheWalk() {
        let old = snapshot(["a": ["1", "2", "3", "4", "5", "6"]])
        let new = snapshot(["a": ["6", "1", "2", "3", "4", "5"]])
        let changes = new.changes(from: old)
        #expect(changes.itemMoves == [.init(from: path(0, 5), to: path(0, 0))])
    }
}

@Suite("Longest increasing subsequence")
struct LongestIncreasingSubsequenceTests {
    @Test(arguments: [
        ([], 0),
        ([5], 1),
        ([1, 2, 3], 3),
        ([3, 2, 1], 1),
        ([2, 0, 3, 1, 4], 3),
        ([10, 1, 11, 2, 12, 3, 4], 4),
    ] as [([Int], Int)])
    func lengthAndShape(values: [Int], length: Int) {
        let mask = longestIncreasingSubsequenceMask(values)
        let chosen = zip(values, mask).filter(\.1).map(\.0)
        #expect(chosen.count == length)
        #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 })
    }
}
