import Foundation

/// The changes one `performBatchUpdates(_:completion:)` (or one lone `insertItems(at:)`,
/// `deleteRows(at:with:)`…) describes, in UIKit's terms: deletes, reloads and the sources of
/// moves name index paths *before* the update; inserts and the destinations of moves name them
/// *after* it, whatever order the calls came in.
struct ClassicBatchUpdate {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Whether any call asked for motion (a table's `.none` row animation asks for none).
    var animated = false

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }
}

/// A classic data source's rows as identities the diffable machinery can follow: each section
/// and item gets a number that stays with it through updates, so a classic update is diffed and
/// animated exactly as a snapshot is.
struct ClassicIdentities: Equatable {
    var sections: [Int] = []
    var items: [[Int]] = []
    /// Items to reload (new cells) after the update.
    var reloaded: [Int] = []

    /// The layout after `batch`, for a data source that now reports `counts` items per section.
    /// Fresh identities come from `next`. Stops with UIKit's message when the counts do not add
    /// up, since that is a programmer error UIKit stops on too.
    func applying(_ batch: ClassicBatchUpdate, counts: [Int], next: inout Int) -> ClassicIdentities {
        func fresh() -> Int { defer { next += 1 }; return next }
        var result = ClassicIdentities()

        // Sections: moved ones at their destinations, inserted ones new, the rest in order.
        var newSections = [Int?](repeating: nil, count: counts.count)
        var sourceOfNew = [Int?](repeating: nil, count: counts.count)   // old index of each new section
        let movedOut = Set(batch.movedSections.map(\.from))
        for move in batch.movedSections {
            guard sections.indices.contains(move.from), newSections.indices.contains(move.to) else {
                Self.fail("moveSection(\(move.from), toSection: \(move.to)): a section index is out of range (\(sections.count) before, \(counts.count) after)")
            }
            newSections[move.to] = sections[move.from]
            sourceOfNew[move.to] = move.from
        }
        for index in batch.insertedSections {
            guard newSections.indices.contains(index) else {
                Self.fail("insertSections([\(index)]): the data source reports \(counts.count) sections after the update")
            }
            newSections[index] = fresh()
        }
        var survivors = sections.indices.filter { !batch.deletedSections.contains($0) && !movedOut.contains($0) }.makeIterator()
        for slot in newSections.indices where newSections[slot] == nil {
            guard let old = survivors.next() else { Self.sectionCountMismatch(batch, before: sections.count, after: counts.count) }
            newSections[slot] = sections[old]
            sourceOfNew[slot] = old
        }
        if survivors.next() != nil { Self.sectionCountMismatch(batch, before: sections.count, after: counts.count) }
        result.sections = newSections.map { $0! }

        // Items, section by section: moved-in and inserted items at their places, the rest in order.
        let movedFrom = Set(batch.movedItems.map(\.from))
        for (section, count) in counts.enumerated() {
            var slots = [Int?](repeating: nil, count: count)
            for move in batch.movedItems where move.to.section == section {
                guard slots.indices.contains(move.to.item), let id = item(at: move.from) else {
                    Self.fail("moveItem(at: \(move.from), to: \(move.to)): an index path is out of range")
                }
                slots[move.to.item] = id
            }
            for path in batch.insertedItems where path.section == section {
                guard slots.indices.contains(path.item) else {
                    Self.fail("insertItems(at: [\(path)]): section \(section) has \(count) items after the update")
                }
                slots[path.item] = fresh()
            }
            var kept: [Int] = []
            if let old = sourceOfNew[section] {
                let reloadsSection = batch.reloadedSections.contains(old)
                for (index, id) in items[old].enumerated() {
                    let path = IndexPath(item: index, section: old)
                    guard !batch.deletedItems.contains(path), !movedFrom.contains(path) else { continue }
                    kept.append(id)
                    if reloadsSection { result.reloaded.append(id) }
                }
                if reloadsSection {
                    // UIKit reloads a section as a delete and an insert, so its count may change.
                    let room = slots.filter { $0 == nil }.count
                    while kept.count < room { kept.append(fresh()) }
                    if kept.count > room { kept.removeLast(kept.count - room) }
                }
            } else {
                let room = slots.filter { $0 == nil }.count
                kept = (0..<room).map { _ in fresh() }
            }
            var keptIterator = kept.makeIterator()
            for slot in slots.indices where slots[slot] == nil {
                guard let id = keptIterator.next() else { itemCountMismatch(batch, section: section, old: sourceOfNew[section], after: count) }
                slots[slot] = id
            }
            if keptIterator.next() != nil { itemCountMismatch(batch, section: section, old: sourceOfNew[section], after: count) }
            result.items.append(slots.map { $0! })
        }
        for path in batch.reloadedItems {
            guard let id = item(at: path) else { Self.fail("reloadItems(at: [\(path)]): there is no item there before the update") }
            if !batch.deletedItems.contains(path) { result.reloaded.append(id) }
        }
        return result
    }

    func item(at path: IndexPath) -> Int? {
        guard items.indices.contains(path.section), items[path.section].indices.contains(path.item) else { return nil }
        return items[path.section][path.item]
    }

    private static func sectionCountMismatch(_ batch: ClassicBatchUpdate, before: Int, after: Int) -> Never {
        fail("invalid number of sections. The number of sections after the update (\(after)) must be equal to the number of sections "
             + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
             + "(\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted)")
    }

    private func itemCountMismatch(_ batch: ClassicBatchUpdate, section: Int, old: Int?, after: Int) -> Never {
        let before = old.map { items[$0].count } ?? 0
        let inserted = batch.insertedItems.filter { $0.section == section }.count
        let deleted = old.map { old in batch.deletedItems.filter { $0.section == old }.count } ?? 0
        let movedIn = batch.movedItems.filter { $0.to.section == section }.count
        let movedOut = old.map { old in batch.movedItems.filter { $0.from.section == old }.count } ?? 0
        Self.fail("invalid number of items in section \(section). The number of items in the section after the update (\(after)) must be "
                  + "equal to the number before the update (\(before)), plus or minus the number inserted or deleted (\(inserted) inserted, "
                  + "\(deleted) deleted) and plus or minus the number moved into or out of it (\(movedIn) moved in, \(movedOut) moved out). "
                  + "Change the model first, then call insertItems/deleteItems (insertRows/deleteRows) to match.")
    }

    private static func fail(_ message: String) -> Never {
        fatalError("Invalid update: \(message)")
    }
}
