import Foundation
import TesseraData

/// What a diffable data source holds that any thread may read or change: the latest applied
/// snapshot, its outlines, and the order of applies. `apply` is callable from any thread, so
/// this state sits behind a lock; what the collection view shows lives on the main actor.
///
/// Every apply takes a ticket (a sequence number) under the lock, together with the snapshot
/// it replaces, and diffs outside the lock on the caller's thread. The main actor shows the
/// updates strictly in ticket order (`CollectionViewDiffableDataSource.receive(_:)`), however
/// their hops arrive.
@usableFromInline
final class DataSourceModel<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    struct State {
        var latest = Snapshot()
        var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
        var nextTicket = 0
        var appliedOnMainQueue = false
        var appliedOffMainQueue = false
        var warnedAboutMixedQueues = false
    }

    /// One apply's claim on the order: its ticket, the snapshot it replaces, and the outlines
    /// that go with the new snapshot.
    @usableFromInline
    struct Ticket: Sendable {
        @usableFromInline let number: Int
        @usableFromInline let previous: Snapshot
        @usableFromInline let sectionSnapshots: [SectionIdentifierType: SectionSnapshot]
    }

    private let state = Guarded(State())

    @usableFromInline init() {}

    /// The latest applied snapshot (not necessarily on screen yet).
    @usableFromInline var latest: Snapshot { state.withLock { $0.latest } }

    /// Whether applies came from both the main queue and another (and the warning was said).
    var hasWarnedAboutMixedQueues: Bool { state.withLock { $0.warnedAboutMixedQueues } }

    @usableFromInline func sectionSnapshot(for section: SectionIdentifierType) -> SectionSnapshot? {
        state.withLock { $0.sectionSnapshots[section] }
    }

    /// Takes the next ticket for `snapshot`. `outlines` says what becomes of the section
    /// snapshots: given the old ones and the new snapshot, the ones to keep.
    @usableFromInline
    func take(_ snapshot: Snapshot,
              outlines: ([SectionIdentifierType: SectionSnapshot], Snapshot) -> [SectionIdentifierType: SectionSnapshot]) -> Ticket {
        claim { state in
            state.sectionSnapshots = outlines(state.sectionSnapshots, snapshot)
            return snapshot
        }.ticket
    }

    /// Takes the next ticket for a section snapshot applied to `section`: the new snapshot is
    /// the latest one with that section's items replaced (the section appended if missing).
    @usableFromInline
    func take(_ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType) -> (Snapshot, Ticket) {
        let (next, ticket) = claim { state in
            var next = state.latest
            if next.indexOfSection(section) == nil {
                next.appendSections([section])
            } else {
                next.deleteItems(next.itemIdentifiers(inSection: section))
            }
            next.appendItems(sectionSnapshot.visibleItems, toSection: section)
            state.sectionSnapshots[section] = sectionSnapshot
            return next
        }
        return (next, ticket)
    }

    /// Under one lock: `makeNext` builds the new snapshot (and updates the outlines) from the
    /// state, which then records it as the latest and hands out the next ticket. Nothing can
    /// slip in between reading the latest snapshot and replacing it.
    private func claim(_ makeNext: (inout State) -> Snapshot) -> (snapshot: Snapshot, ticket: Ticket) {
        let onMainQueue = MainQueue.isCurrent
        let (next, ticket, warn) = state.withLock { state -> (Snapshot, Ticket, Bool) in
            let previous = state.latest
            let next = makeNext(&state)
            // Reload and reconfigure marks are acted on once: kept, they would be redone by
            // every later apply of `snapshot()` and make an unchanged snapshot look changed.
            var stored = next
            stored.clearReloadedAndReconfiguredIdentifiers()
            state.latest = stored
            let ticket = Ticket(number: state.nextTicket, previous: previous, sectionSnapshots: state.sectionSnapshots)
            state.nextTicket += 1
            if onMainQueue { state.appliedOnMainQueue = true } else { state.appliedOffMainQueue = true }
            let warn = state.appliedOnMainQueue && state.appliedOffMainQueue && !state.warnedAboutMixedQueues
            if warn { state.warnedAboutMixedQueues = true }
            return (next, ticket, warn)
        }
        if warn { Self.warnAboutMixedQueues() }
        return (next, ticket)
    }

    /// UIKit's rule, said once per data source: both queues work here (updates stay in order),
    /// but code that reads `snapshot()` on one queue may not yet see an apply made on the other.
    private static func warnAboutMixedQueues() {
        FileHandle.standardError.write(Data(("Tessera: a CollectionViewDiffableDataSource was applied to from both the main queue and a background queue; "
            + "apply from one queue only, or `snapshot()` may not yet show your last apply.\n").utf8))
    }
}
