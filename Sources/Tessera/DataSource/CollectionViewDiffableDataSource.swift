import Foundation
import TesseraData
import TesseraLayout

/// Feeds a collection view from snapshots (Apple's `UICollectionViewDiffableDataSource`).
///
/// `apply` diffs the new snapshot against the current one and the collection view animates
/// the difference; with `animatingDifferences: false` it still diffs, just without motion
/// (iOS 15's meaning). An apply made while another is being processed (from a completion, a
/// handler or a cell provider) is queued and runs right after, never an error.
///
/// Section snapshots: `apply(_:to:)` replaces one section's items with the section
/// snapshot's visible items and keeps its outline (levels, expansion). Applying to a section
/// that is not in the snapshot appends that section at the end (what Apple's sample relies on).
@MainActor
public final class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionViewCell?

    @usableFromInline weak var _collectionView: CollectionView?
    public var collectionView: CollectionView? { _collectionView }
    let cellProvider: CellProvider
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        didSet { collectionView?.invalidateLayoutInputs() }
    }
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    public var reorderingHandlers = ReorderingHandlers<SectionIdentifierType, ItemIdentifierType>()

    @usableFromInline var current = Snapshot()
    @usableFromInline var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    var isApplying = false
    var queue: [() -> Void] = []

    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self._collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.connection = self
    }

    // MARK: Snapshots

    public func snapshot() -> Snapshot { current }

    // Inlinable so that the app's module specialises the diff for its identifier types: run
    // generically, diffing 100,000 items costs several times more.
    @inlinable
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        enqueue { [weak self] in
            guard let self else { return }
            // Sections that left, or whose items the app rebuilt flat, lose their outline.
            self.sectionSnapshots = self.sectionSnapshots.filter { id, sectionSnapshot in
                snapshot.indexOfSection(id) != nil && snapshot.itemIdentifiers(inSection: id) == sectionSnapshot.visibleItems
            }
            self.commit(snapshot, animated: animatingDifferences, completion: completion)
        }
    }

    /// Replaces the data without diffing or animation, interrupting any running animation.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        enqueue { [weak self] in
            guard let self else { return }
            self.sectionSnapshots = self.sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
            let old = self.current
            self.current = snapshot
            guard let view = self.collectionView else { completion?(); return }
            view.finishAnimation()
            view.liveCells.values.forEach(view.recycle)
            view.liveCells.removeAll()
            let update = CollectionViewUpdate(oldItemIndex: { Self.item($0).flatMap(old.indexOfItem) },
                                              oldSectionIndex: { _ in nil }, reloadedItems: [], reconfiguredItems: [], isEmpty: false)
            view.performUpdate(update, animated: false, completion: completion)
        }
    }

    /// The section's outline, or a flat one made from its items.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    public func apply(_ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        enqueue { [weak self] in
            guard let self else { return }
            var next = self.current
            if next.indexOfSection(section) == nil {
                next.appendSections([section])
            } else {
                next.deleteItems(next.itemIdentifiers(inSection: section))
            }
            next.appendItems(sectionSnapshot.visibleItems, toSection: section)
            self.sectionSnapshots[section] = sectionSnapshot
            self.commit(next, animated: animatingDifferences, completion: completion)
        }
    }

    @usableFromInline
    func enqueue(_ work: @escaping () -> Void) {
        queue.append(work)
        guard !isApplying else { return }
        isApplying = true
        while !queue.isEmpty {
            let next = queue.removeFirst()
            next()
        }
        isApplying = false
    }

    @inlinable
    func commit(_ snapshot: Snapshot, animated: Bool, completion: (() -> Void)?) {
        let old = current
        let changes = snapshot.changes(from: old)
        // Reload and reconfigure marks are acted on once: kept, they would be redone by every
        // later apply of `snapshot()` and make an unchanged snapshot look changed.
        var stored = snapshot
        stored.clearReloadedAndReconfiguredIdentifiers()
        current = stored
        guard let view = _collectionView else { completion?(); return }
        var reloaded = Set(changes.itemReloads.compactMap { snapshot.itemIdentifier(for: $0) }.map { AnyHashable($0) })
        for section in changes.sectionReloads {
            guard let id = snapshot.sectionIdentifier(for: section) else { continue }
            reloaded.formUnion(snapshot.itemIdentifiers(inSection: id).map { AnyHashable($0) })
        }
        let reconfigured = Set(changes.itemReconfigures.compactMap { snapshot.itemIdentifier(for: $0) }.map { AnyHashable($0) })
        let update = CollectionViewUpdate(
            oldItemIndex: { Self.item($0).flatMap(old.indexOfItem) },
            oldSectionIndex: { Self.section($0).flatMap(old.indexOfSection) },
            reloadedItems: reloaded, reconfiguredItems: reconfigured, isEmpty: changes.isEmpty)
        view.performUpdate(update, animated: animated, completion: completion)
    }

    // MARK: Look-ups

    @inlinable static func item(_ identity: AnyHashable) -> ItemIdentifierType? { identity.base as? ItemIdentifierType }
    @inlinable static func section(_ identity: AnyHashable) -> SectionIdentifierType? { identity.base as? SectionIdentifierType }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(for: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(for: itemIdentifier) }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(for: index) }
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    public var description: String { "CollectionViewDiffableDataSource(\(current.numberOfSections) sections, \(current.numberOfItems) items)" }
}

extension CollectionViewDiffableDataSource: CollectionViewDataSourceConnection {
    var numberOfSections: Int { current.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int {
        guard let id = current.sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: id)
    }

    func itemIdentity(at indexPath: IndexPath) -> AnyHashable? { current.itemIdentifier(for: indexPath).map { AnyHashable($0) } }
    func sectionIdentity(at section: Int) -> AnyHashable? { current.sectionIdentifier(for: section).map { AnyHashable($0) } }

    func indexPath(forItemIdentity identity: AnyHashable) -> IndexPath? {
        Self.item(identity).flatMap(current.indexPath(for:))
    }

    func sectionIndex(forIdentity identity: AnyHashable) -> Int? {
        Self.section(identity).flatMap(current.indexOfSection)
    }

    func cell(for collectionView: CollectionView, at indexPath: IndexPath) -> CollectionViewCell? {
        guard let item = current.itemIdentifier(for: indexPath) else { return nil }
        return cellProvider(collectionView, indexPath, item)
    }

    func supplementaryView(for collectionView: CollectionView, ofKind kind: String, at indexPath: IndexPath) -> CollectionViewCell? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }

    func outlineState(at indexPath: IndexPath) -> OutlineState? {
        guard let section = current.sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
              let item = current.itemIdentifier(for: indexPath) else { return nil }
        let hasChildren = outline.hasChildren(item)
        return OutlineState(level: outline.level(of: item), hasChildren: hasChildren,
                            isExpanded: hasChildren && outline.isExpanded(item),
                            parentIdentity: outline.parent(of: item).map { AnyHashable($0) })
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
        guard let can = reorderingHandlers.canReorderItem, let item = current.itemIdentifier(for: indexPath) else { return false }
        return can(item)
    }

    /// Moves one item (edit mode) and reports the transaction to the reordering handlers.
    func moveItem(at source: IndexPath, to destination: IndexPath) {
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
