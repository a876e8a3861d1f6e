import Foundation
import Tessera

/// Benchmarks for the differ. Each case builds the new snapshot from an array of identifiers
/// and diffs it against the current one (both timed, `difference` included); the baseline is
/// Swift's own `newArray.difference(from: oldArray).inferringMoves()` on the same arrays.
///
/// The current snapshot's item index is built before timing, as it is once anything has
/// looked an item up in it. The `cold_ms` fact is the median of the same work starting from
/// a current snapshot that was only appended to, so its index is built inside the timing:
/// that is the cost of an apply when nothing used the previous snapshot in between.
///
/// The `-cold` cases are the differ's worst cases (every item replaced, every item reversed),
/// timed against the hash floor instead; see `worstCase`.
let diffBenchmarks: [Benchmark] = [
    singleSectionCase("diff/5k", DiffScenario(count: 5_000, deleted: 2_000..<3_000, inserted: 1_000, insertedAt: 3_000, shuffled: 0..<200), id: uuidMaker),
    singleSectionCase("diff/100k", DiffScenario(count: 100_000, deleted: 20_000..<30_000, inserted: 10_000, insertedAt: 30_000, shuffled: 0..<2_000), id: uuidMaker),
    singleSectionCase("diff/100k-int", DiffScenario(count: 100_000, deleted: 20_000..<30_000, inserted: 10_000, insertedAt: 30_000, shuffled: 0..<2_000), id: intMaker),
    singleSectionCase("diff/10k-small", DiffScenario(count: 10_000, deleted: 5_000..<5_100, inserted: 100, insertedAt: 7_000, shuffled: 1_000..<1_020), id: uuidMaker),
    singleSectionCase("diff/100k-identical", DiffScenario(count: 100_000), id: uuidMaker),
    singleSectionCase("diff/10k-reversed", DiffScenario(count: 10_000, reversed: true), id: uuidMaker),
    singleSectionCase("diff/10k-replaced", DiffScenario(count: 10_000, deleted: 0..<10_000, inserted: 10_000, insertedAt: 0), id: uuidMaker),
    sectionsCase("diff/sections-10x10k", sections: 10, perSection: 10_000),
    worstCase("diff/10k-replaced-cold", DiffScenario(count: 10_000, deleted: 0..<10_000, inserted: 10_000, insertedAt: 0)),
    worstCase("diff/10k-reversed-cold", DiffScenario(count: 10_000, reversed: true)),
    worstCase("diff/100k-replaced-cold", DiffScenario(count: 100_000, deleted: 0..<100_000, inserted: 100_000, insertedAt: 0)),
    worstCase("diff/100k-reversed-cold", DiffScenario(count: 100_000, reversed: true)),
]

/// How the new array is made from the old one: delete a range, insert fresh identifiers,
/// shuffle a range (positions in the edited array), or reverse everything.
struct DiffScenario {
    var count: Int
    var deleted: Range<Int> = 0..<0
    var inserted = 0
    var insertedAt = 0
    var shuffled: Range<Int> = 0..<0
    var reversed = false

    func arrays<ID>(_ makeID: (inout SeededRandom) -> ID) -> (old: [ID], new: [ID]) {
        var random = SeededRandom(seed: 0x7E55E2A)
        let old = (0..<count).map { _ in makeID(&random) }
        var new = old
        new.removeSubrange(deleted)
        new.insert(contentsOf: (0..<inserted).map { _ in makeID(&random) }, at: min(insertedAt, new.count))
        new[shuffled].shuffle(using: &random)
        if reversed { new.reverse() }
        return (old, new)
    }
}

private let uuidMaker: @Sendable (inout SeededRandom) -> UUID = { random in
    let a = random.next(), b = random.next()
    return withUnsafeBytes(of: (a, b)) { bytes in
        UUID(uuid: bytes.load(as: uuid_t.self))
    }
}

private let intMaker: @Sendable (inout SeededRandom) -> Int = { random in
    Int(truncatingIfNeeded: random.next())
}

private func singleSectionCase<ID: Hashable & Sendable>(
    _ name: String, _ scenario: DiffScenario, id makeID: @escaping @Sendable (inout SeededRandom) -> ID
) -> Benchmark {
    Benchmark(name: name) {
        let (oldItems, newItems) = scenario.arrays(makeID)
        let build: (inout DiffableDataSourceSnapshot<Int, ID>, [ID]) -> Void = { snapshot, items in
            snapshot.appendSections([0])
            snapshot.appendItems(items, toSection: 0)
        }
        return prepared(oldItems: oldItems, newItems: newItems, build: build)
    }
}

/// Ten sections of 10,000: each loses 500 items and gains 500 new ones, and 100 items of each
/// section move to the front of the next section.
private func sectionsCase(_ name: String, sections: Int, perSection: Int) -> Benchmark {
    Benchmark(name: name) {
        var random = SeededRandom(seed: 0x5EC7)
        let oldSections = (0..<sections).map { _ in (0..<perSection).map { _ in uuidMaker(&random) } }
        var newSections = oldSections
        for section in 0..<sections {
            newSections[section].removeSubrange(1_000..<1_500)
            newSections[section].insert(contentsOf: (0..<500).map { _ in uuidMaker(&random) }, at: 5_000)
        }
        let movers = (0..<sections).map { Array(newSections[$0].suffix(100)) }
        for section in 0..<sections {
            newSections[section].removeLast(100)
            newSections[(section + 1) % sections].insert(contentsOf: movers[section], at: 0)
        }
        // The flattened arrays feed the baseline; the snapshots are rebuilt section by section.
        let oldItems = oldSections.flatMap { $0 }, newItems = newSections.flatMap { $0 }
        let build: (inout DiffableDataSourceSnapshot<Int, UUID>, [UUID]) -> Void = { snapshot, items in
            snapshot.appendSections(Array(0..<sections))
            for section in 0..<sections {
                snapshot.appendItems(Array(items[(section * perSection)..<((section + 1) * perSection)]), toSection: section)
            }
        }
        return prepared(oldItems: oldItems, newItems: newItems, build: build)
    }
}

/// Times building the new snapshot and diffing it against the current one.
private func prepared<ID: Hashable>(
    oldItems: [ID], newItems: [ID], build: @escaping (inout DiffableDataSourceSnapshot<Int, ID>, [ID]) -> Void
) -> Prepared {
    func snapshot(_ items: [ID]) -> DiffableDataSourceSnapshot<Int, ID> {
        var snapshot = DiffableDataSourceSnapshot<Int, ID>()
        build(&snapshot, items)
        return snapshot
    }
    func buildAndDiff(from current: DiffableDataSourceSnapshot<Int, ID>) {
        let changes = snapshot(newItems).changes(from: current)
        blackHole(changes)
        blackHole(changes.difference)
    }
    let current = snapshot(oldItems)
    _ = current.indexOfItem(oldItems[0])
    let cold = Sampler.median(of: { buildAndDiff(from: snapshot(oldItems)) }, warmup: 1, samples: 10)
    return Prepared(
        run: { buildAndDiff(from: current) },
        baseline: swiftDifference(old: oldItems, new: newItems),
        facts: moveFacts(old: current, new: snapshot(newItems), oldItems: oldItems, newItems: newItems)
            + [("cold_ms", String(format: "%.3f", cold))]
    )
}

/// A worst case for the differ: no run of items agrees, so every new item has to be looked up
/// by identifier. Nothing can do that for less than hashing every old identifier once and
/// every new one once, so the baseline is that floor: a `Dictionary` built from the old
/// identifiers (identifier → position) and probed with each new one.
///
/// Timed: `new.changes(from: old)`, cold, as an app's apply is: both snapshots fresh from
/// `appendItems`, the old one never indexed (building them is inside the timing, but costs
/// microseconds: `appendItems` into an empty section keeps the caller's array). `difference`
/// is not timed: a batch update does not read it. The `vs_floor` fact is our time over the
/// floor's (the printed ratio is the floor's over ours, to one decimal), measured in
/// alternating blocks.
private func worstCase(_ name: String, _ scenario: DiffScenario) -> Benchmark {
    Benchmark(name: name) {
        let (oldItems, newItems) = scenario.arrays(uuidMaker)
        func snapshot(_ items: [UUID]) -> DiffableDataSourceSnapshot<Int, UUID> {
            var snapshot = DiffableDataSourceSnapshot<Int, UUID>()
            snapshot.appendSections([0])
            snapshot.appendItems(items, toSection: 0)
            return snapshot
        }
        let diff = { blackHole(snapshot(newItems).changes(from: snapshot(oldItems))) }
        let floor = hashFloor(old: oldItems, new: newItems)
        // Not `moveFacts`: Swift's difference of 100,000 replaced items would take minutes.
        let changes = snapshot(newItems).changes(from: snapshot(oldItems))
        return Prepared(
            run: diff,
            baseline: floor,
            facts: [
                ("moves", "\(changes.itemMoves.count)"),
                ("inserts", "\(changes.itemInserts.count)"),
                ("deletes", "\(changes.itemDeletes.count)"),
                ("vs_floor", String(format: "%.3f", medianRatio(of: diff, to: floor.run))),
            ]
        )
    }
}

private func hashFloor<ID: Hashable>(old: [ID], new: [ID]) -> Baseline {
    Baseline(name: "hash floor") {
        var positions = [ID: Int](minimumCapacity: old.count)
        for (position, id) in old.enumerated() { positions[id] = position }
        var found = 0
        for id in new where positions[id] != nil { found += 1 }
        blackHole(found)
    }
}

/// Our median time over the baseline's, measured in alternating blocks of five runs each, so
/// that a change in the machine's load (it is shared) affects both.
private func medianRatio(of body: () -> Void, to baseline: () -> Void, blocks: Int = 3) -> Double {
    var ours: [Double] = [], theirs: [Double] = []
    for _ in 0..<blocks {
        ours.append(Sampler.median(of: body, warmup: 1, samples: 5))
        theirs.append(Sampler.median(of: baseline, warmup: 1, samples: 5))
    }
    return ours.sorted()[blocks / 2] / theirs.sorted()[blocks / 2]
}

private func swiftDifference<ID: Hashable>(old: [ID], new: [ID]) -> Baseline {
    Baseline(name: "Swift difference+inferringMoves") {
        blackHole(new.difference(from: old).inferringMoves())
    }
}

/// Moves found by us (item moves, and moves in our flattened `difference`) and by the baseline.
private func moveFacts<ID: Hashable>(
    old: DiffableDataSourceSnapshot<Int, ID>, new: DiffableDataSourceSnapshot<Int, ID>, oldItems: [ID], newItems: [ID]
) -> [(String, String)] {
    let changes = new.changes(from: old)
    let baseline = newItems.difference(from: oldItems).inferringMoves()
    func moves(_ difference: CollectionDifference<ID>) -> Int {
        difference.insertions.count { if case .insert(_, _, .some) = $0 { true } else { false } }
    }
    return [
        ("moves", "\(changes.itemMoves.count)"),
        ("flat_moves", "\(moves(changes.difference))"),
        ("baseline_moves", "\(moves(baseline))"),
        ("inserts", "\(changes.itemInserts.count)"),
        ("deletes", "\(changes.itemDeletes.count)"),
    ]
}
