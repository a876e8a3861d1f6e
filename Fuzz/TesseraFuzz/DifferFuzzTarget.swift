import TesseraData

/// Snapshot edits and the differ: the input builds a snapshot, then edits a copy of it with the
/// snapshot's own API (sections and items appended, inserted, deleted, moved; reloads), every
/// edit valid by construction. The oracle: the differ's changes, replayed on the old snapshot
/// as a batch update does, give the new one, and its position maps agree with both.
enum DifferFuzzTarget {
    typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    static func run(_ data: UnsafeRawBufferPointer) {
        var input = FuzzInput(data)
        var fresh = 0
        func next() -> Int { fresh += 1; return fresh }

        var old = Snapshot()
        for _ in 0..<input.below(5) {
            let section = next()
            old.appendSections([section])
            old.appendItems((0..<input.below(12)).map { _ in next() }, toSection: section)
        }
        var new = old
        var steps = 0
        while !input.isAtEnd && steps < 64 {
            steps += 1
            edit(&new, input: &input, next: next)
        }

        let changes = new.changes(from: old)
        guard let replayed = changes.replayedAsBatchUpdate(on: old, new: new) else {
            fatalError("an insert lands past a section's end")
        }
        if replayed.map(\.section) != new.sectionIdentifiers { fatalError("sections after the batch: \(replayed.map(\.section))") }
        for (section, items) in replayed where items != new.itemIdentifiers(inSection: section) {
            fatalError("section \(section) after the batch: \(items), expected \(new.itemIdentifiers(inSection: section))")
        }
        for (index, item) in new.itemIdentifiers.enumerated() where changes.oldIndex(ofNewItemAt: index) != old.indexOfItem(item) {
            fatalError("oldIndex(ofNewItemAt: \(index))")
        }
        for (index, item) in old.itemIdentifiers.enumerated() where changes.newIndex(ofOldItemAt: index) != new.indexOfItem(item) {
            fatalError("newIndex(ofOldItemAt: \(index))")
        }
    }

    /// One edit the input chooses, made valid: identifiers named are present, new ones fresh.
    private static func edit(_ snapshot: inout Snapshot, input: inout FuzzInput, next: () -> Int) {
        let sections = snapshot.sectionIdentifiers
        let items = snapshot.itemIdentifiers
        func anySection() -> Int { sections[input.below(sections.count)] }
        func anyItem() -> Int { items[input.below(items.count)] }
        switch input.below(11) {
        case 0:
            snapshot.appendSections([next()])
        case 1 where !sections.isEmpty:
            snapshot.insertSections([next()], beforeSection: anySection())
        case 2 where !sections.isEmpty:
            snapshot.insertSections([next()], afterSection: anySection())
        case 3 where !sections.isEmpty:
            snapshot.deleteSections([anySection()])
        case 4 where sections.count >= 2:
            let moved = anySection(), target = anySection()
            if moved != target {
                if input.below(2) == 0 { snapshot.moveSection(moved, beforeSection: target) } else { snapshot.moveSection(moved, afterSection: target) }
            }
        case 5 where !sections.isEmpty:
            snapshot.appendItems((0..<(1 + input.below(4))).map { _ in next() }, toSection: anySection())
        case 6 where !items.isEmpty:
            let anchor = anyItem()
            if input.below(2) == 0 { snapshot.insertItems([next()], beforeItem: anchor) } else { snapshot.insertItems([next()], afterItem: anchor) }
        case 7 where !items.isEmpty:
            snapshot.deleteItems([anyItem()])
        case 8 where items.count >= 2:
            let moved = anyItem(), target = anyItem()
            if moved != target {
                if input.below(2) == 0 { snapshot.moveItem(moved, beforeItem: target) } else { snapshot.moveItem(moved, afterItem: target) }
            }
        case 9 where !items.isEmpty:
            snapshot.reloadItems([anyItem()])
        case 10 where !sections.isEmpty:
            snapshot.reloadSections([anySection()])
        default:
            break
        }
    }
}
