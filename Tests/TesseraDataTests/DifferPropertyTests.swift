import Foundation
import Testing
import TesseraData
import TesseraTerminal
import TesseraTesting

// Property (b): random pairs of snapshots. The change set, applied to the old snapshot the way a
// batch update applies it, gives the new one; deletes and inserts are exactly the set
// differences; moves are as few as possible (checked against longest common subsequences
// computed the slow, obvious way); the flattened `difference` and the position maps agree.

private typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>
private typealias Changes = SnapshotChanges<Int, Int>
private typealias Layout = [(section: Int, items: [Int])]

private func randomLayout(using random: inout SeededRandom) -> Layout {
    let sections = Array(Array(0..<8).shuffled(using: &random).prefix(random.int(0...5)))
    guard !sections.isEmpty else { return [] }
    var layout: Layout = sections.map { ($0, []) }
    for item in Array(0..<40).shuffled(using: &random).prefix(random.int(0...30)) {
        layout[random.int(0...(layout.count - 1))].items.append(item)
    }
    return layout
}

/// The old layout after random edits: sections dropped, added and reordered; items deleted,
/// added, moved within and across sections, and sometimes a section reversed.
private func edited(_ layout: Layout, using random: inout SeededRandom) -> Layout {
    var result = layout
    var fresh = 1_000
    if !result.isEmpty && random.chance(0.2) { result.remove(at: random.int(0...(result.count - 1))) }
    if random.chance(0.2) { result.insert((100 + random.int(0...3), []), at: random.int(0...result.count)) }
    if result.count >= 2 && random.chance(0.3) { result.swapAt(0, random.int(1...(result.count - 1))) }
    guard !result.isEmpty else { return result }
    for _ in 0..<random.int(0...6) {
        let section = random.int(0...(result.count - 1))
        switch random.int(0...3) {
        case 0 where !result[section].items.isEmpty:
            result[section].items.remove(at: random.int(0...(result[section].items.count - 1)))
        case 1:
            result[section].items.insert(fresh, at: random.int(0...result[section].items.count))
            fresh += 1
        case 2 where !result[section].items.isEmpty:
            let item = result[section].items.remove(at: random.int(0...(result[section].items.count - 1)))
            let target = random.int(0...(result.count - 1))
            result[target].items.insert(item, at: random.int(0...result[target].items.count))
        case 3 where random.chance(0.3):
            result[section].items.reverse()
        default:
            break
        }
    }
    return result
}

/// A snapshot of a layout, left in one of the index's states: pending, built lazily, or eager.
private func snapshot(_ layout: Layout, using random: inout SeededRandom, marks: Bool) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in layout {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    let items = layout.flatMap(\.items)
    switch random.int(0...2) {
    case 1: if let first = items.first { _ = snapshot.indexOfItem(first) }
    case 2: snapshot.reloadItems([])
    default: break
    }
    if marks && random.chance(0.5) {
        snapshot.reloadItems(random.subset(of: items, atMost: 3))
        snapshot.reconfigureItems(random.subset(of: items, atMost: 3))
        snapshot.reloadSections(random.subset(of: layout.map(\.section), atMost: 2))
    }
    return snapshot
}

private func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
    guard !a.isEmpty && !b.isEmpty else { return 0 }
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
        var current = [Int](repeating: 0, count: b.count + 1)
        for (j, y) in b.enumerated() {
            current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
        }
        previous = current
    }
    return previous[b.count]
}

private func item(_ snapshot: Snapshot, _ indexPath: IndexPath) -> Int {
    snapshot.itemIdentifier(for: indexPath)!
}

/// The first way the change set is wrong, if any. `withTransaction` also checks a transaction
/// built from the pair (slow in debug builds, so only some cases do).
private func problem(old: Snapshot, new: Snapshot, changes: Changes, withTransaction: Bool) -> String? {
    let oldItems = old.itemIdentifiers, newItems = new.itemIdentifiers
    let oldSet = Set(oldItems), newSet = Set(newItems)
    let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers

    // Applied as a batch update, the changes give the new snapshot.
    guard let applied = changes.replayedAsBatchUpdate(on: old, new: new) else { return "an insert past a section's end" }
    if applied.map(\.section) != newSections { return "sections after the batch: \(applied.map(\.section)), expected \(newSections)" }
    for (section, items) in applied where items != new.itemIdentifiers(inSection: section) {
        return "section \(section) after the batch: \(items), expected \(new.itemIdentifiers(inSection: section))"
    }

    // Deletes and inserts are exactly the set differences, listed in order.
    if Set(changes.itemDeletes.map { item(old, $0) }) != oldSet.subtracting(newSet) || changes.itemDeletes != changes.itemDeletes.sorted() {
        return "itemDeletes \(changes.itemDeletes)"
    }
    if Set(changes.itemInserts.map { item(new, $0) }) != newSet.subtracting(oldSet) || changes.itemInserts != changes.itemInserts.sorted() {
        return "itemInserts \(changes.itemInserts)"
    }
    if Set(changes.sectionDeletes.map { oldSections[$0] }) != Set(oldSections).subtracting(newSections) { return "sectionDeletes" }
    if Set(changes.sectionInserts.map { newSections[$0] }) != Set(newSections).subtracting(oldSections) { return "sectionInserts" }
    if changes.itemMoves.contains(where: { item(old, $0.from) != item(new, $0.to) }) { return "a move changes identity" }
    if changes.itemMoves.map(\.to) != changes.itemMoves.map(\.to).sorted() { return "itemMoves not in new order" }

    // Moves are minimal: within a kept section, everything off a longest common subsequence;
    // plus every item that changed section.
    var expectedMoves = 0
    for section in newSections {
        let newInSection = new.itemIdentifiers(inSection: section)
        guard old.indexOfSection(section) != nil else {
            expectedMoves += newInSection.filter(oldSet.contains).count
            continue
        }
        let oldInSection = old.itemIdentifiers(inSection: section)
        let stayed = Set(newInSection).intersection(oldInSection)
        expectedMoves += newInSection.filter { oldSet.contains($0) && !stayed.contains($0) }.count
        let newOrder = newInSection.filter(stayed.contains), oldOrder = oldInSection.filter(stayed.contains)
        expectedMoves += stayed.count - lcsLength(oldOrder, newOrder)
    }
    if changes.itemMoves.count != expectedMoves { return "\(changes.itemMoves.count) item moves, minimum \(expectedMoves)" }
    let keptSections = Set(oldSections).intersection(newSections)
    let sectionMinimum = keptSections.count - lcsLength(oldSections.filter(keptSections.contains), newSections.filter(keptSections.contains))
    if changes.sectionMoves.count != sectionMinimum { return "\(changes.sectionMoves.count) section moves, minimum \(sectionMinimum)" }

    // The flattened difference applies and its moves are minimal too.
    let difference = changes.difference
    if oldItems.applying(difference) != newItems { return "difference does not apply" }
    let kept = oldSet.intersection(newSet)
    let flatMinimum = kept.count - lcsLength(oldItems.filter(kept.contains), newItems.filter(kept.contains))
    let flatMoves = difference.insertions.filter { if case .insert(_, _, .some) = $0 { true } else { false } }.count
    if flatMoves != flatMinimum { return "\(flatMoves) moves in difference, minimum \(flatMinimum)" }

    // Position maps.
    for (newIndex, identifier) in newItems.enumerated() where changes.oldIndex(ofNewItemAt: newIndex) != old.indexOfItem(identifier) {
        return "oldIndex(ofNewItemAt: \(newIndex))"
    }
    for (oldIndex, identifier) in oldItems.enumerated() where changes.newIndex(ofOldItemAt: oldIndex) != new.indexOfItem(identifier) {
        return "newIndex(ofOldItemAt: \(oldIndex))"
    }
    for identifier in newItems where changes.oldIndexPath(ofNewItemAt: new.indexPath(for: identifier)!) != old.indexPath(for: identifier) {
        return "oldIndexPath(ofNewItemAt:) of \(identifier)"
    }
    for identifier in oldItems where changes.newIndexPath(ofOldItemAt: old.indexPath(for: identifier)!) != new.indexPath(for: identifier) {
        return "newIndexPath(ofOldItemAt:) of \(identifier)"
    }
    for (index, section) in newSections.enumerated() where changes.oldIndex(ofNewSectionAt: index) != old.indexOfSection(section) {
        return "oldIndex(ofNewSectionAt: \(index))"
    }
    for (index, section) in oldSections.enumerated() where changes.newIndex(ofOldSectionAt: index) != new.indexOfSection(section) {
        return "newIndex(ofOldSectionAt: \(index))"
    }

    // Reloads and reconfigures: marked in the new snapshot and present in the old one.
    let reloaded = new.reloadedItemIdentifiers.filter(oldSet.contains)
    if changes.itemReloads != reloaded.map({ new.indexPath(for: $0)! }) { return "itemReloads" }
    let reconfigured = new.reconfiguredItemIdentifiers.filter { oldSet.contains($0) && !reloaded.contains($0) }
    if changes.itemReconfigures != reconfigured.map({ new.indexPath(for: $0)! }) { return "itemReconfigures" }
    let reloadedSections = new.reloadedSectionIdentifiers.filter(oldSections.contains)
    if changes.sectionReloads != reloadedSections.map({ new.indexOfSection($0)! }) { return "sectionReloads" }

    let same = oldSections == newSections && oldSections.allSatisfy { old.itemIdentifiers(inSection: $0) == new.itemIdentifiers(inSection: $0) }
    if changes.isEmpty != (same && reloaded.isEmpty && reconfigured.isEmpty && reloadedSections.isEmpty) { return "isEmpty" }

    // A transaction's difference and flat section transactions reproduce the final order.
    guard withTransaction else { return nil }
    let transaction = DiffableDataSourceTransaction(initialSnapshot: old, finalSnapshot: new)
    if oldItems.applying(transaction.difference) != newItems { return "transaction difference" }
    for section in transaction.sectionTransactions where section.initialSnapshot.items.applying(section.difference) != section.finalSnapshot.items {
        return "section transaction \(section.sectionIdentifier)"
    }
    return nil
}

@Suite("Property: the differ on random pairs of snapshots")
struct DifferPropertyTests {
    @Test func changeSetsAreCompleteCorrectAndMinimal() {
        var random = PropertySeed.generator(for: 3, "differ on random pairs")
        for index in 0..<10_000 {
            let oldLayout = randomLayout(using: &random)
            let newLayout = random.chance(0.6) ? edited(oldLayout, using: &random) : randomLayout(using: &random)
            let old = snapshot(oldLayout, using: &random, marks: false)
            let new = snapshot(newLayout, using: &random, marks: true)
            let changes = new.changes(from: old)
            if let problem = problem(old: old, new: new, changes: changes, withTransaction: index % 10 == 0) {
                PropertySeed.fail("differ", case: index, "\(problem)\nold: \(old)\nnew: \(new)")
                return
            }
        }
    }
}
