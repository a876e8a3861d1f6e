import Foundation
import TesseraData

/// Shows a classic data source (an app's own `CollectionViewDataSource` or `TableViewDataSource`,
/// assigned to `dataSource`) through the diffable machinery: each section and item gets a number
/// that stays with it, and every classic update (`reloadData()`, `insertItems(at:)`,
/// `performBatchUpdates(_:completion:)`, the table's row calls) becomes a snapshot of those
/// numbers, applied. So a classic update takes the one path every update takes
/// (`apply` → `CollectionView.performUpdate`) and animates the same way.
///
/// The app's data source is held weakly, as UIKit holds it: a view controller that is its
/// table's data source would otherwise keep itself alive.
final class ClassicDataSourceAdapter: CollectionViewDiffableDataSource<Int, Int> {
    /// The app's data source.
    weak var source: CollectionViewDataSource?
    /// The next identity a new section or item gets.
    private var nextIdentity = 0
    /// The changes of the `performBatchUpdates` (or `beginUpdates`) under way, and its depth.
    private var openBatch: ClassicBatchUpdate?
    private var batchDepth = 0

    init(collectionView: CollectionView, source: CollectionViewDataSource) {
        self.source = source
        super.init(collectionView: collectionView) { [weak source] view, indexPath, _ in
            source?.collectionView(view, cellForItemAt: indexPath)
        }
        if let table = collectionView as? TableView {
            table.titleSource = source as? TableViewDataSource
            supplementaryViewProvider = { view, kind, indexPath in
                (view as? TableView)?.sectionHeaderFooterView(kind: kind, at: indexPath)
            }
        } else {
            supplementaryViewProvider = { [weak source] view, kind, indexPath in
                source?.collectionView(view, viewForSupplementaryElementOfKind: kind, at: indexPath)
            }
        }
    }

    /// The identities the view shows now.
    private var identities: ClassicIdentities {
        let shown = snapshot()
        return ClassicIdentities(sections: shown.sectionIdentifiers, items: shown.sectionIdentifiers.map { shown.itemIdentifiers(inSection: $0) })
    }

    /// What the app's data source reports now: items per section.
    private func counts(in view: CollectionView) -> [Int] {
        guard let source else { return [] }
        let sections = max(0, source.numberOfSections(in: view))
        return (0..<sections).map { max(0, source.collectionView(view, numberOfItemsInSection: $0)) }
    }

    private func makeSnapshot(_ identities: ClassicIdentities) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(identities.sections)
        for (section, items) in zip(identities.sections, identities.items) { snapshot.appendItems(items, toSection: section) }
        snapshot.reloadItems(identities.reloaded)
        return snapshot
    }

    // MARK: Updates

    /// Reads every count again and shows it without animation, every cell asked for again.
    /// Sections and items keep their identities by position, so focus and selection stay at
    /// their index paths where those still exist.
    func reloadData() {
        guard let view = collectionView else { return }
        let old = identities
        var new = ClassicIdentities()
        for (section, count) in counts(in: view).enumerated() {
            new.sections.append(old.sections.indices.contains(section) ? old.sections[section] : fresh())
            let oldItems = old.items.indices.contains(section) ? old.items[section] : []
            new.items.append((0..<count).map { oldItems.indices.contains($0) ? oldItems[$0] : fresh() })
        }
        applySnapshotUsingReloadData(makeSnapshot(new))
    }

    /// Adds one call's changes to the batch under way, or applies them at once.
    func record(animated: Bool = true, _ change: (inout ClassicBatchUpdate) -> Void) {
        if openBatch != nil {
            change(&openBatch!)
            openBatch!.animated = openBatch!.animated || animated
            return
        }
        var batch = ClassicBatchUpdate()
        change(&batch)
        batch.animated = animated
        commit(batch, completion: nil)
    }

    /// Runs `updates` as one update: what its calls describe is applied together at the end,
    /// with one animation (Apple's `performBatchUpdates(_:completion:)`).
    func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        beginBatch()
        updates()
        endBatch(completion: completion)
    }

    /// Opens a batch (Apple's `beginUpdates()`); batches nest, and the outermost one applies.
    func beginBatch() {
        if batchDepth == 0 { openBatch = ClassicBatchUpdate() }
        batchDepth += 1
    }

    /// Closes a batch (Apple's `endUpdates()`); the outermost one applies what was recorded.
    func endBatch(completion: ((Bool) -> Void)?) {
        guard batchDepth > 0 else { completion?(true); return }
        batchDepth -= 1
        guard batchDepth == 0, let batch = openBatch else {
            // An inner batch: its completion waits for the outer one's update.
            if let completion { innerCompletions.append(completion) }
            return
        }
        openBatch = nil
        let waiting = innerCompletions
        innerCompletions = []
        commit(batch) { finished in
            for done in waiting { done(finished) }
            completion?(finished)
        }
    }
    private var innerCompletions: [(Bool) -> Void] = []

    /// Applies `batch` against the counts the data source reports now.
    private func commit(_ batch: ClassicBatchUpdate, completion: ((Bool) -> Void)?) {
        guard let view = collectionView else { completion?(false); return }
        var next = nextIdentity
        let updated = identities.applying(batch, counts: counts(in: view), next: &next)
        nextIdentity = next
        // The completion runs on the main actor, after the update's animation.
        nonisolated(unsafe) let done = completion
        apply(makeSnapshot(updated), animatingDifferences: batch.animated) { done?(true) }
    }

    private func fresh() -> Int {
        defer { nextIdentity += 1 }
        return nextIdentity
    }

    // MARK: The collection view's questions, passed to the app's data source

    /// The app's cell, with the table's edit controls where the view is a table.
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = super.collectionView(collectionView, cellForItemAt: indexPath)
        if let table = collectionView as? TableView, let row = cell as? TableViewCell, let source = table.titleSource {
            var controls: [CellAccessory] = []
            if source.tableView(table, canEditRowAt: indexPath) { controls.append(.delete()) }
            if source.tableView(table, canMoveRowAt: indexPath) { controls.append(.reorder()) }
            row.editingControls = controls
        }
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        source?.collectionView(collectionView, canMoveItemAt: indexPath) ?? false
    }

    /// Tells the app (which moves the item in its model), then moves the identity to match.
    override func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        source?.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        commitMove(from: sourceIndexPath, to: destinationIndexPath)
    }
}
