import Foundation
import Testing
@testable import TesseraData

/// Counts the hashes taken of its identifiers, so a test can see the differ hash nothing.
private final class HashCount: @unchecked Sendable {
    var count = 0
}

private struct CountedID: Hashable, CustomStringConvertible {
    var value: Int
    let hashes: HashCount

    static func == (a: CountedID, b: CountedID) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) {
        hashes.count += 1
        hasher.combine(value)
    }
    var description: String { "#\(value)" }
}

/// The differ's look-ahead (`SnapshotDiffer.scanAhead`): a filtered list that only loses items is
/// diffed by comparison alone, and anything else still gets the table's answer.
@Suite("The differ looks ahead before it hashes")
struct DifferScanAheadTests {
    private func snapshot(_ values: [Int], _ hashes: HashCount, sections: [String] = ["all"]) -> DiffableDataSourceSnapshot<String, CountedID> {
        var snapshot = DiffableDataSourceSnapshot<String, CountedID>()
        snapshot.appendSections(sections)
        snapshot.appendItems(values.map { CountedID(value: $0, hashes: hashes) }, toSection: sections[0])
        return snapshot
    }

    @Test func narrowingAFilteredListHashesNothing() {
        let hashes = HashCount()
        let all = snapshot(Array(0..<5_000), hashes)
        let even = snapshot(Array(stride(from: 0, to: 5_000, by: 2)), hashes)
        let fours = snapshot(Array(stride(from: 0, to: 5_000, by: 4)), hashes)
        // The first diff proves `all` unique, by hashing: nobody had.
        _ = even.changes(from: all)
        #expect(hashes.count > 0)
        hashes.count = 0
        // `even` is proven unique now; losing every other item needs no hash at all.
        let narrowed = fours.changes(from: even)
        #expect(hashes.count == 0)
        #expect(narrowed.itemDeletes.count == 1_250)
        #expect(narrowed.itemInserts.isEmpty && narrowed.itemMoves.isEmpty)
        #expect(narrowed.itemDeletes.first == IndexPath(item: 1, section: 0))
        #expect(even.itemIdentifiers.applying(narrowed.difference)?.map(\.value) == fours.itemIdentifiers.map(\.value))
    }

    @Test func anItemThatIsNotAheadFallsBackToTheTable() {
        let hashes = HashCount()
        let old = snapshot([0, 1, 2, 3, 4, 5, 6, 7], hashes)
        _ = old.changes(from: snapshot([], hashes))
        // 3 and 4 deleted (found ahead), then 1 is behind the cursor: a move the table finds;
        // 9 is new: an insert.
        let new = snapshot([0, 2, 5, 1, 6, 9, 7], hashes)
        let changes = new.changes(from: old)
        #expect(old.itemIdentifiers.applying(changes.difference)?.map(\.value) == [0, 2, 5, 1, 6, 9, 7])
        #expect(changes.itemInserts == [IndexPath(item: 5, section: 0)])
        #expect(Set(changes.itemDeletes) == [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
        #expect(changes.itemMoves.count == 1)
    }

    @Test func aDuplicateInTheNewSnapshotIsStillCaughtAfterLookingAhead() async throws {
        // 2 is found ahead (1 skipped); the second 2 is matched already, so it is not found
        // ahead and goes to the table, which names it.
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var old = DiffableDataSourceSnapshot<String, String>()
            old.appendSections(["all"])
            old.appendItems(["K2", "Lhotse", "Makalu", "Cho Oyu"], toSection: "all")
            _ = old.changes(from: DiffableDataSourceSnapshot())
            var new = DiffableDataSourceSnapshot<String, String>()
            new.appendSections(["all"])
            new.appendItems(["K2", "Makalu", "Makalu"], toSection: "all")
            _ = new.changes(from: old)
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(#"appendItems: item "Makalu" is already in section "all""#))
    }
}
