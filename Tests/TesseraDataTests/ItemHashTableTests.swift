import Foundation
import Testing
@testable import TesseraData
import TesseraTerminal
import TesseraTesting

/// An identifier whose hash is `value % buckets` alone: `buckets: 1` makes every identifier
/// collide (same home bucket, same stored hash bits), so every probe has to compare identifiers.
private struct BadHash: Hashable, CustomStringConvertible {
    var value: Int
    var buckets: Int

    init(_ value: Int, buckets: Int = 1) {
        self.value = value
        self.buckets = buckets
    }

    static func == (a: BadHash, b: BadHash) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value % buckets) }
    var description: String { "#\(value)" }
}

private typealias Table = ItemHashTable<BadHash>

@Suite("The differ's hash table")
struct ItemHashTableTests {
    @Test func anEmptyTableHoldsNothing() {
        let table = Table(oldItems: [], newItems: [])
        #expect(table.count == 0)
        #expect(table.mask + 1 == 16)
        table._checkInvariants()
    }

    @Test func oneItemIsFoundAgainAndMovesToItsLatestPlace() {
        var table = Table(oldItems: [BadHash(7)], newItems: [BadHash(7)])
        #expect(table.record(BadHash(7), at: .old(0)) == .nowhere)
        #expect(table.record(BadHash(7), at: .new(0)) == .old(0))
        #expect(table.count == 1)
        table._checkInvariants()
    }

    /// Every identifier collides: recording still keeps them apart, and a second recording of
    /// each finds the first (which is how the differ catches a duplicate).
    @Test(arguments: [1, 3, 1_000])
    func collidingIdentifiersAreKeptApart(buckets: Int) {
        let items = (0..<200).map { BadHash($0, buckets: buckets) }
        let stranger = BadHash(-1, buckets: buckets)
        var table = Table(oldItems: items, newItems: items + [stranger])
        for index in items.indices {
            #expect(table.record(items[index], at: .old(index)) == .nowhere)
        }
        table._checkInvariants()
        for index in items.indices.reversed() {
            #expect(table.record(items[index], at: .new(index)) == .old(index))
        }
        #expect(table.count == items.count)
        #expect(table.record(stranger, at: .new(items.count)) == .nowhere)
        #expect(table.count == items.count + 1)
        table._checkInvariants()
    }

    @Test func theTableIsAtMostThreeQuartersFull() {
        for count in [0, 1, 5, 6, 12, 13, 100, 3_000] {
            let items = (0..<count).map { BadHash($0, buckets: 1_000_000) }
            var table = Table(oldItems: items, newItems: [])
            for index in items.indices { _ = table.record(items[index], at: .old(index)) }
            #expect(4 * table.count <= 3 * (table.mask + 1), "\(count) items")
            table._checkInvariants()
        }
    }

    @Test func placesRoundTrip() {
        for index in [0, 1, 41, Int(Int32.max) - 2] {
            #expect(Table.Place.old(index).isOld && Table.Place.old(index).index == index)
            #expect(!Table.Place.new(index).isOld && Table.Place.new(index).index == index)
        }
        #expect(Table.Place.nowhere != .old(0) && Table.Place.nowhere != .new(0))
    }
}

@Suite("The differ with colliding hashes")
struct DifferCollisionTests {
    private typealias Snapshot = DiffableDataSourceSnapshot<Int, BadHash>

    private static func snapshot(_ sections: [[Int]], buckets: Int = 1, indexed: Bool = false) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(items.map { BadHash($0, buckets: buckets) }, toSection: section)
        }
        if indexed, let first = snapshot.itemIdentifiers.first { _ = snapshot.indexOfItem(first) }
        return snapshot
    }

    private static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }

    @Test func emptyAndOneItemSnapshots() {
        let empty = Snapshot().changes(from: Snapshot())
        #expect(empty.isEmpty && empty.itemInserts.isEmpty && empty.itemDeletes.isEmpty && empty.itemMoves.isEmpty)
        let one = Self.snapshot([[1]])
        let replaced = Self.snapshot([[2]]).changes(from: one)
        #expect(replaced.itemDeletes == [Self.path(0, 0)] && replaced.itemInserts == [Self.path(0, 0)] && replaced.itemMoves.isEmpty)
        #expect(Self.snapshot([[1]]).changes(from: one).isEmpty)
        #expect(one.changes(from: Snapshot()).itemInserts == [Self.path(0, 0)])
        #expect(Snapshot().changes(from: one).itemDeletes == [Self.path(0, 0)])
    }

    @Test func reversedAndReplacedWithEveryHashEqual() {
        let items = Array(0..<300)
        let reversed = Self.snapshot([items.reversed()]).changes(from: Self.snapshot([items]))
        #expect(reversed.itemMoves.count == items.count - 1)
        #expect(reversed.itemInserts.isEmpty && reversed.itemDeletes.isEmpty)
        #expect((0..<items.count).allSatisfy { reversed.oldIndex(ofNewItemAt: $0) == items.count - 1 - $0 })
        let replaced = Self.snapshot([items.map { $0 + 1_000 }]).changes(from: Self.snapshot([items]))
        #expect(replaced.itemDeletes == items.map { Self.path(0, $0) })
        #expect(replaced.itemInserts == items.map { Self.path(0, $0) })
        #expect(replaced.itemMoves.isEmpty)
    }

    /// The item lists are read off the position maps on access, across empty sections too, and
    /// are the same every time.
    @Test func itemListsAcrossEmptySectionsAreStable() {
        let old = Self.snapshot([[1, 2, 3], [], [4, 5], []])
        let new = Self.snapshot([[], [5, 9, 1], [], [3, 8]])
        let changes = new.changes(from: old)
        #expect(changes.itemDeletes == [Self.path(0, 1), Self.path(2, 0)])
        #expect(changes.itemInserts == [Self.path(1, 1), Self.path(3, 1)])
        #expect(changes.itemMoves == [
            .init(from: Self.path(2, 1), to: Self.path(1, 0)),
            .init(from: Self.path(0, 0), to: Self.path(1, 2)),
            .init(from: Self.path(0, 2), to: Self.path(3, 0)),
        ])
        #expect(changes.itemDeletes == changes.itemDeletes && changes.itemMoves == changes.itemMoves)
        #expect(!changes.isEmpty)
    }

    /// What the differ finds does not depend on the hash function: random pairs of snapshots
    /// diffed with identifiers that all collide, that collide in threes, and that hash well
    /// give the same changes. Old snapshots are left unindexed (the differ's own table) or
    /// indexed (the snapshot's dictionary).
    @Test func theChangesDoNotDependOnTheHash() {
        var random = PropertySeed.generator(for: 22, "differ with colliding hashes")
        for index in 0..<500 {
            let old = Self.randomSections(using: &random)
            let new = random.chance(0.5) ? Self.edited(old, using: &random) : Self.randomSections(using: &random)
            let indexed = random.chance(0.3)
            var results: [String] = []
            for buckets in [1, 3, 1 << 40] {
                let changes = Self.snapshot(new, buckets: buckets).changes(from: Self.snapshot(old, buckets: buckets, indexed: indexed))
                results.append("\(changes.itemDeletes) \(changes.itemInserts) \(changes.itemMoves) \(changes.isEmpty) "
                    + "\((0..<new.joined().count).map { changes.oldIndex(ofNewItemAt: $0) ?? -1 })")
            }
            if Set(results).count != 1 {
                PropertySeed.fail("differ with colliding hashes", case: index, "old: \(old)\nnew: \(new)\n\(results.joined(separator: "\n"))")
            }
        }
    }

    /// A duplicate is still caught when every hash collides, in the old snapshot (hashed into
    /// the differ's table) and in the new one (proven unique on the walk).
    @Test func duplicatesAreCaughtWhenEveryHashCollides() async throws {
        let inOld = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var old = DiffableDataSourceSnapshot<String, BadHash>()
            old.appendSections(["main"])
            old.appendItems([BadHash(1), BadHash(2), BadHash(3), BadHash(2)])
            var new = DiffableDataSourceSnapshot<String, BadHash>()
            new.appendSections(["main"])
            new.appendItems([BadHash(4)])
            _ = new.changes(from: old)
        }
        #expect(String(decoding: inOld.standardErrorContent, as: UTF8.self).contains(##"appendItems: item "#2" is already in section "main""##))
        let inNew = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var old = DiffableDataSourceSnapshot<String, BadHash>()
            old.appendSections(["main"])
            old.appendItems([BadHash(1), BadHash(2)])
            var new = DiffableDataSourceSnapshot<String, BadHash>()
            new.appendSections(["main"])
            new.appendItems([BadHash(5), BadHash(2), BadHash(5)])
            _ = new.changes(from: old)
        }
        #expect(String(decoding: inNew.standardErrorContent, as: UTF8.self).contains(##"appendItems: item "#5" is already in section "main""##))
    }

    private static func randomSections(using random: inout SeededRandom) -> [[Int]] {
        var sections = [[Int]](repeating: [], count: random.int(0...4))
        guard !sections.isEmpty else { return [] }
        for item in Array(0..<60).shuffled(using: &random).prefix(random.int(0...50)) {
            sections[random.int(0...(sections.count - 1))].append(item)
        }
        return sections
    }

    private static func edited(_ sections: [[Int]], using random: inout SeededRandom) -> [[Int]] {
        var result = sections
        var fresh = 1_000
        guard !result.isEmpty else { return result }
        for _ in 0..<random.int(0...8) {
            let section = random.int(0...(result.count - 1))
            switch random.int(0...3) {
            case 0 where !result[section].isEmpty:
                result[section].remove(at: random.int(0...(result[section].count - 1)))
            case 1:
                result[section].insert(fresh, at: random.int(0...result[section].count))
                fresh += 1
            case 2 where !result[section].isEmpty:
                let item = result[section].remove(at: random.int(0...(result[section].count - 1)))
                let target = random.int(0...(result.count - 1))
                result[target].insert(item, at: random.int(0...result[target].count))
            case 3:
                result[section].reverse()
            default:
                break
            }
        }
        return result
    }
}
