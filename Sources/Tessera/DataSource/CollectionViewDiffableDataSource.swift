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
/// ## Threads
/// As the WWDC19 talk promises, `apply` may be called from any thread ("be consistent"): the
/// diff runs on the caller's thread, then the view update and the completion run on the main
/// actor, in the order the applies were made. From the main actor the update is immediate.
/// `snapshot()` returns the latest applied snapshot from any thread. Applying from both the
/// main queue and a background queue works but prints a one-sentence warning once, as UIKit
/// does, because code reading `snapshot()` on one queue may not yet see the other's apply.
/// The `async` forms resume when the update is complete, as the completion handler would run;
/// they are `nonisolated(nonsending)`, so their diff too runs where the caller runs (on the
/// main actor when awaited from it) rather than hopping to the global pool.
///
/// Section snapshots: `apply(_:to:)` replaces one section's items with the section
/// snapshot's visible items and keeps its outline (levels, expansion). Applying to a section
/// that is not in the snapshot appends that section at the end (what Apple's sample relies on).
///
/// ## Subclassing
/// As in UIKit, customise it by subclassing and overriding the `CollectionViewDataSource`
/// methods: `collectionView(_:canMoveItemAt:)` (default: the reordering handlers' answer),
/// `collectionView(_:moveItemAt:to:)` (default: commit the move as a transaction),
/// `collectionView(_:cellForItemAt:)` and `…viewForSupplementaryElementOfKind…` (default: the
/// providers). The collection view calls them, so an override changes what it does.
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: CollectionViewDataSource {
    /// The snapshot type this data source applies: sections and items by identifier.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The section snapshot type: one section's items as an outline.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Makes the cell for an item (Apple's `CellProvider`): given the collection view, the
    /// item's index path and its identifier, return a configured cell, usually from
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``. Returning nil stops the
    /// program with a message, as in UIKit.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a header, footer or badge (Apple's `SupplementaryViewProvider`): given the collection
    /// view, the element kind and the index path. Nil draws nothing there (UIKit would stop).
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    @usableFromInline weak var _collectionView: CollectionView?
    /// The collection view this data source fills; held weakly (the view keeps its data source).
    public var collectionView: CollectionView? { _collectionView }
    let cellProvider: CellProvider
    /// Makes the headers, footers and badges; nil (the default) leaves them empty. Setting it
    /// redraws the collection view on the next frame.
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        didSet { collectionView?.invalidateLayoutInputs() }
    }
    /// Hooks asked when the user expands or collapses an outline row (Apple's
    /// `sectionSnapshotHandlers`).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// Hooks that allow and report moving rows in edit mode (Apple's `reorderingHandlers`);
    /// nothing can move until ``ReorderingHandlers/canReorderItem`` is set.
    public var reorderingHandlers = ReorderingHandlers<SectionIdentifierType, ItemIdentifierType>()

    /// The latest applied state, for every thread.
    @usableFromInline nonisolated let model = DataSourceModel<SectionIdentifierType, ItemIdentifierType>()
    /// What the collection view shows: the snapshot of the last update it was given, and its outlines.
    var current = Snapshot()
    /// Reads `current`'s identifiers, in code specialised for the app's identifier types.
    private(set) var currentIdentities = SnapshotIdentityReader(Snapshot())
    var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:] {
        didSet { hasSectionSnapshots = !sectionSnapshots.isEmpty }
    }
    /// Whether any section is shown from a section snapshot: read for every cell configured,
    /// and a Bool answers without the generic dictionary's type metadata.
    private(set) var hasSectionSnapshots = false
    /// Updates that arrived ahead of an earlier ticket, and the ticket shown next.
    private var waiting: [Int: Update] = [:]
    private var nextTicket = 0
    private var isApplying = false
    private var queue: [Update] = []

    /// A data source for `collectionView` whose cells `cellProvider` makes (Apple's
    /// `init(collectionView:cellProvider:)`). It connects itself to the view, which keeps it
    /// alive; the view is empty until the first ``apply(_:animatingDifferences:completion:)``.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self._collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.connection = self
    }

    // MARK: Snapshots

    /// The latest applied snapshot (on any thread; the screen may still be catching up).
    public final nonisolated func snapshot() -> Snapshot { model.latest }

    // Inlinable and final so that the app's module specialises the diff for its identifier
    // types: run generically (as an overridable method of this open class would be, through
    // the vtable), diffing 100,000 items costs about twice as much (view/filter-100k-keystroke).
    /// Shows `snapshot`, animating the difference. Callable from any thread (see Threads).
    @inlinable
    public final nonisolated func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true,
                                  completion: (@MainActor @Sendable () -> Void)? = nil) {
        let ticket = model.take(snapshot) { outlines, snapshot in
            // Sections that left, or whose items the app rebuilt flat, lose their outline.
            outlines.filter { id, sectionSnapshot in
                snapshot.indexOfSection(id) != nil && snapshot.itemIdentifiers(inSection: id) == sectionSnapshot.visibleItems
            }
        }
        let changes = snapshot.changes(from: ticket.previous)
        deliver(Update(ticket: ticket, snapshot: snapshot, kind: .diffed(changes, animated: animatingDifferences), completion: completion,
                       identities: SnapshotIdentityReader(snapshot)))
    }

    /// Shows `snapshot` and resumes when the update is complete (after its animation, when the
    /// completion handler would run).
    public final nonisolated(nonsending) func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Replaces the data without diffing or animation, interrupting any running animation.
    @inlinable
    public final nonisolated func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor @Sendable () -> Void)? = nil) {
        let ticket = model.take(snapshot) { outlines, snapshot in outlines.filter { snapshot.indexOfSection($0.key) != nil } }
        deliver(Update(ticket: ticket, snapshot: snapshot, kind: .reloadData, completion: completion,
                       identities: SnapshotIdentityReader(snapshot)))
    }

    /// Replaces the data without diffing or animation and resumes when the collection view shows
    /// it (Apple's iOS 15 `applySnapshotUsingReloadData(_:) async`).
    public final nonisolated(nonsending) func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { continuation.resume() }
        }
    }

    /// The section's outline, or a flat one made from its items (latest applied state).
    public final nonisolated func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let stored = model.sectionSnapshot(for: section) { return stored }
        let latest = model.latest
        var flat = SectionSnapshot()
        if latest.indexOfSection(section) != nil { flat.append(latest.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Replaces one section's items with `sectionSnapshot`'s visible items, keeping its outline.
    /// Callable from any thread, like `apply(_:animatingDifferences:completion:)`.
    @inlinable
    public final nonisolated func apply(_ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
                                  animatingDifferences: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil) {
        let (next, ticket) = model.take(sectionSnapshot, to: section)
        let changes = next.changes(from: ticket.previous)
        deliver(Update(ticket: ticket, snapshot: next, kind: .diffed(changes, animated: animatingDifferences), completion: completion,
                       identities: SnapshotIdentityReader(next)))
    }

    /// Replaces one section's items with `sectionSnapshot`'s visible items, keeping its outline,
    /// and resumes when the update is complete (after its animation).
    public final nonisolated(nonsending) func apply(_ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
                                              animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    // MARK: Updates, in ticket order, on the main actor

    /// One apply, diffed, on its way to the screen.
    @usableFromInline
    struct Update: Sendable {
        @usableFromInline enum Kind: Sendable {
            case diffed(SnapshotChanges<SectionIdentifierType, ItemIdentifierType>, animated: Bool)
            case reloadData
        }
        let ticket: DataSourceModel<SectionIdentifierType, ItemIdentifierType>.Ticket
        /// As applied, with its reload and reconfigure marks.
        let snapshot: Snapshot
        let kind: Kind
        let completion: (@MainActor @Sendable () -> Void)?
        /// Reads `snapshot`'s identifiers for the view, made by the caller (see `SnapshotIdentityReader`).
        let identities: SnapshotIdentityReader

        @usableFromInline
        init(ticket: DataSourceModel<SectionIdentifierType, ItemIdentifierType>.Ticket, snapshot: Snapshot, kind: Kind,
             completion: (@MainActor @Sendable () -> Void)?, identities: SnapshotIdentityReader) {
            self.ticket = ticket
            self.snapshot = snapshot
            self.kind = kind
            self.completion = completion
            self.identities = identities
        }
    }

    /// Hands an update to the main actor: at once when already there, else by the main queue.
    @usableFromInline
    nonisolated func deliver(_ update: Update) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { receive(update) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.receive(update) } }
        }
    }

    /// Shows updates in ticket order: one that overtook an earlier ticket on its way here
    /// waits for it. Updates that arrive while one is being shown (from a completion, a
    /// handler, a cell provider) queue behind it.
    private func receive(_ update: Update) {
        waiting[update.ticket.number] = update
        while let next = waiting.removeValue(forKey: nextTicket) {
            nextTicket += 1
            queue.append(next)
        }
        guard !isApplying else { return }
        isApplying = true
        while !queue.isEmpty { show(queue.removeFirst()) }
        isApplying = false
    }

    private func show(_ update: Update) {
        let old = current
        let snapshot = update.snapshot
        var stored = snapshot
        stored.clearReloadedAndReconfiguredIdentifiers()
        current = stored
        currentIdentities = update.identities
        sectionSnapshots = update.ticket.sectionSnapshots
        let completion = update.completion.map { completion in { completion() } }
        guard let view = _collectionView else { completion?(); return }
        switch update.kind {
        case .reloadData:
            let maps = SnapshotPositionMaps(sectionsFrom: old.sectionIdentifiers, to: snapshot.sectionIdentifiers)
            view.performUpdate(CollectionViewUpdate(maps: maps, reloadedItems: [], reconfiguredItems: [], isEmpty: false,
                                                    itemPositions: nil, itemCounts: snapshot.flatItemPositions.itemCounts, isReload: true),
                               animated: false, completion: completion)
        case .diffed(let changes, let animated):
            var reloaded = Set(changes.itemReloads.compactMap { snapshot.itemIdentifier(for: $0) }.map { AnyIdentifier($0) })
            for section in changes.sectionReloads {
                guard let id = snapshot.sectionIdentifier(for: section) else { continue }
                reloaded.formUnion(snapshot.itemIdentifiers(inSection: id).map { AnyIdentifier($0) })
            }
            let reconfigured = Set(changes.itemReconfigures.compactMap { snapshot.itemIdentifier(for: $0) }.map { AnyIdentifier($0) })
            let change = CollectionViewUpdate(maps: changes.positionMaps, reloadedItems: reloaded, reconfiguredItems: reconfigured,
                                              isEmpty: changes.isEmpty,
                                              itemPositions: (old.flatItemPositions, snapshot.flatItemPositions),
                                              itemCounts: snapshot.flatItemPositions.itemCounts)
            view.performUpdate(change, animated: animated, completion: completion)
            view.announceApplied(total: snapshot.numberOfItems, inserted: changes.insertedItemCount, deleted: changes.deletedItemCount)
        }
    }

    // MARK: UIKit's data-source methods (override to customise)

    /// Sections in the snapshot the collection view shows.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// Items in `section` of the snapshot the collection view shows; 0 for a section that does
    /// not exist.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item at `indexPath`. Stops with a message when the
    /// provider returns nil or there is no such item, as UIKit does.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = current.itemIdentifier(for: indexPath) else {
            fatalError("collectionView(_:cellForItemAt:): there is no item at \(indexPath) in the current snapshot")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            fatalError("collectionView(_:cellForItemAt:): the cell provider returned nil for item \(item) at \(indexPath); return a cell for every item")
        }
        return cell
    }

    /// The supplementary provider's view. Where there is no provider, or it returns nil, an
    /// empty view that draws nothing (UIKit would stop; a terminal layout often declares
    /// headers an app fills only for some sections).
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        return EmptySupplementaryView.shared
    }

    /// Whether the item may be moved in edit mode: the reordering handlers' answer (no
    /// handler: no).
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let can = reorderingHandlers.canReorderItem, let item = current.itemIdentifier(for: indexPath) else { return false }
        return can(item)
    }

    /// Commits a move made in edit mode: applies the new order and reports the transaction to
    /// the reordering handlers.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        commitMove(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Look-ups

    static func item(_ identity: AnyIdentifier) -> ItemIdentifierType? { identity.base(as: ItemIdentifierType.self) }
    static func section(_ identity: AnyIdentifier) -> SectionIdentifierType? { identity.base(as: SectionIdentifierType.self) }

    /// The identifier of the item at `indexPath` in what the collection view shows (Apple's
    /// `itemIdentifier(for:)`); nil when there is none. O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(for: indexPath) }
    /// Where the item is in what the collection view shows (Apple's `indexPath(for:)`); nil when
    /// it is not there. O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(for: itemIdentifier) }
    /// The identifier of the section at `index` in what the collection view shows (Apple's iOS 15
    /// `sectionIdentifier(for:)`); nil when there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(for: index) }
    /// The index of the section in what the collection view shows (Apple's iOS 15
    /// `index(for:)`); nil when it is not there.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// A one-line summary for debugging: how many sections and items the collection view shows.
    public var description: String { "CollectionViewDiffableDataSource(\(current.numberOfSections) sections, \(current.numberOfItems) items)" }
}
