import Foundation
import TesseraData
import TesseraLayout

/// What the collection view asks of its data source, answered from the snapshot it shows:
/// identities at index paths (through `currentIdentities`, specialised for the app's types),
/// the providers' views, outline facts and expansion, and moves in edit mode. The view never
/// asks for anything an update already carried (counts, the old data).
extension CollectionViewDiffableDataSource: CollectionViewDataSourceConnection {
    var numberOfSections: Int { current.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int {
        guard let id = current.sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: id)
    }

    func itemIdentity(at indexPath: IndexPath) -> AnyIdentifier? { currentIdentities.item(indexPath) }
    func sectionIdentity(at section: Int) -> AnyIdentifier? { currentIdentities.section(section) }

    func indexPath(forItemIdentity identity: AnyIdentifier) -> IndexPath? {
        Self.item(identity).flatMap(current.indexPath(for:))
    }

    func sectionIndex(forIdentity identity: AnyIdentifier) -> Int? {
        Self.section(identity).flatMap(current.indexOfSection)
    }

    func cell(for collectionView: CollectionView, at indexPath: IndexPath) -> CollectionViewCell? {
        guard current.itemIdentifier(for: indexPath) != nil else { return nil }
        return self.collectionView(collectionView, cellForItemAt: indexPath)
    }

    func supplementaryView(for collectionView: CollectionView, ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        self.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    func outlineState(at indexPath: IndexPath) -> OutlineState? {
        // Asked for every cell configured: a list without section snapshots answers at once.
        guard hasSectionSnapshots, let section = current.sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
              let item = current.itemIdentifier(for: indexPath) else { return nil }
        let hasChildren = outline.hasChildren(item)
        return OutlineState(level: outline.level(of: item), hasChildren: hasChildren,
                            isExpanded: hasChildren && outline.isExpanded(item),
                            parentIdentity: outline.parent(of: item).map { AnyIdentifier($0) })
    }

    func toggleExpansion(at indexPath: IndexPath, expand: Bool?) -> Bool {
        guard let section = current.sectionIdentifier(for: indexPath.section), var outline = sectionSnapshots[section],
              let item = current.itemIdentifier(for: indexPath), outline.hasChildren(item) || sectionSnapshotHandlers.snapshotForExpandingParent != nil
        else { return false }
        let expanding = expand ?? !outline.isExpanded(item)
        if expanding {
            guard !outline.isExpanded(item), sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return false }
            sectionSnapshotHandlers.willExpandItem?(item)
            if let provide = sectionSnapshotHandlers.snapshotForExpandingParent {
                let children = provide(item, outline.snapshot(of: item))
                outline.replace(childrenOf: item, using: children)
            }
            outline.expand([item])
        } else {
            guard outline.isExpanded(item), sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return false }
            sectionSnapshotHandlers.willCollapseItem?(item)
            outline.collapse([item])
        }
        apply(outline, to: section, animatingDifferences: true)
        return true
    }

    func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let view = _collectionView else { return false }
        return collectionView(view, canMoveItemAt: indexPath)
    }

    func moveItem(at source: IndexPath, to destination: IndexPath) {
        guard let view = _collectionView else { return }
        collectionView(view, moveItemAt: source, to: destination)
    }

    /// Moves one item (edit mode) and reports the transaction to the reordering handlers.
    func commitMove(from source: IndexPath, to destination: IndexPath) {
        guard let item = current.itemIdentifier(for: source),
              let targetSection = current.sectionIdentifier(for: destination.section) else { return }
        let initial = current
        var final = current
        let targetItems = current.itemIdentifiers(inSection: targetSection).filter { $0 != item }
        final.deleteItems([item])
        if destination.item < targetItems.count {
            final.insertItems([item], beforeItem: targetItems[destination.item])
        } else {
            final.appendItems([item], toSection: targetSection)
        }
        var sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in Set([initial.sectionIdentifier(for: source.section), targetSection].compactMap { $0 }) {
            let before = snapshot(for: section)
            var after = SectionSnapshot()
            after.append(final.itemIdentifiers(inSection: section))
            sectionTransactions.append(DiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after))
        }
        let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final, sectionTransactions: sectionTransactions)
        reorderingHandlers.willReorder?(transaction)
        for t in sectionTransactions { sectionSnapshots[t.sectionIdentifier] = nil }
        apply(final, animatingDifferences: true)
        reorderingHandlers.didReorder?(transaction)
    }
}
