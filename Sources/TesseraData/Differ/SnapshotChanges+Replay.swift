extension SnapshotChanges {
    /// The sections and items that applying these changes to `old` as a collection view's batch
    /// update does gives — deletes and move sources against old positions, then inserts and
    /// move destinations at new positions in ascending order — or nil when an insert lands past
    /// the end of its section. For the differ's property tests and its fuzzer, whose oracle is
    /// that this equals `new`. O(sections × changes + items).
    package func replayedAsBatchUpdate(
        on old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> [(section: SectionIdentifierType, items: [ItemIdentifierType])]? {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let leaving = Set(sectionDeletes + sectionMoves.map(\.from))
        var entries: [(section: SectionIdentifierType, oldIndex: Int?)] = oldSections.enumerated()
            .filter { !leaving.contains($0.offset) }
            .map { ($0.element, $0.offset) }
        let arriving = sectionInserts.map { ($0, (newSections[$0], Int?.none)) }
            + sectionMoves.map { ($0.to, (oldSections[$0.from], Int?.some($0.from))) }
        for (index, entry) in arriving.sorted(by: { $0.0 < $1.0 }) {
            guard index <= entries.count else { return nil }
            entries.insert(entry, at: index)
        }

        // The item lists are computed on access: read each once.
        let itemDeletes = itemDeletes, itemInserts = itemInserts, itemMoves = itemMoves
        var result: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []
        for (newIndex, entry) in entries.enumerated() {
            var items: [ItemIdentifierType] = []
            if let oldIndex = entry.oldIndex {
                let removed = Set(itemDeletes.filter { $0[0] == oldIndex }.map { $0[1] }
                    + itemMoves.filter { $0.from[0] == oldIndex }.map { $0.from[1] })
                items = old.itemIdentifiers(inSection: oldSections[oldIndex]).enumerated()
                    .filter { !removed.contains($0.offset) }.map(\.element)
            }
            let added = itemInserts.filter { $0[0] == newIndex }.compactMap { path in new.itemIdentifier(for: path).map { (path[1], $0) } }
                + itemMoves.filter { $0.to[0] == newIndex }.compactMap { move in old.itemIdentifier(for: move.from).map { (move.to[1], $0) } }
            for (position, identifier) in added.sorted(by: { $0.0 < $1.0 }) {
                guard position <= items.count else { return nil }
                items.insert(identifier, at: position)
            }
            result.append((entry.section, items))
        }
        return result
    }
}
