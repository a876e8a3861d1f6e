import Dispatch
import Synchronization
import Tessera

/// Filtering a large catalogue off the main thread, the way an app keeps typing responsive:
/// the key lands in the search field at once (the next frame shows it), the filter and the
/// snapshot are built on a serial background queue, and the data source's `apply` runs there
/// too (it diffs on the caller's thread and shows the result on the main actor, in order).
///
/// A query that a newer key made obsolete is dropped: every keystroke takes a generation
/// number, and the background work checks it before filtering and again before applying, so a
/// burst of keys costs one filter for the last of them, not a backlog.
public final class BackgroundSearch: Sendable {
    /// Above this many mountains, searching moves off the main thread.
    public static let threshold = 50_000

    private let queue = DispatchQueue(label: "tessera.mountains.search", qos: .userInitiated)
    private let latestGeneration = Atomic(0)

    /// What one finished search hands back to the main actor.
    struct Result: Sendable {
        let filter: MountainFilter
        let snapshot: DiffableDataSourceSnapshot<Int, Int>
    }

    /// Filters `filter` for `query` in the background and applies the matches to `dataSource`
    /// (`replacingAll`: without a diff, for the first matches, which replace nothing). `filter`
    /// is called on the background queue: the first search's makes the catalogue it filters.
    /// `willShow` runs on the main actor just before the data source shows the result (so cells
    /// configured for it see the new filter); `didShow` right after.
    func search(_ query: String, from filter: @escaping @Sendable () -> MountainFilter,
                dataSource: CollectionViewDiffableDataSource<Int, Int>, animated: Bool, replacingAll: Bool = false,
                willShow: @escaping @MainActor @Sendable (Result) -> Void,
                didShow: @escaping @MainActor @Sendable (Result) -> Void) {
        let generation = latestGeneration.add(1, ordering: .relaxed).newValue
        queue.async { [self] in
            guard latestGeneration.load(ordering: .relaxed) == generation else { return }
            var next = filter()
            next.update(query: query)
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(next.matches, toSection: 0)
            // No identifier index is built for the snapshot: showing it, the collection view
            // follows its focus and selection through the diff's position maps, and reconfigures
            // by asking the rows on screen (`reconfigureVisibleItems(where:)`).
            guard latestGeneration.load(ordering: .relaxed) == generation else { return }
            let result = Result(filter: next, snapshot: snapshot)
            // The main queue is first in, first out: `willShow`, then the apply's own hop to the
            // main actor, then `didShow`.
            DispatchQueue.main.async { MainActor.assumeIsolated { willShow(result) } }
            if replacingAll {
                dataSource.applySnapshotUsingReloadData(snapshot)
            } else {
                dataSource.apply(snapshot, animatingDifferences: animated, completion: nil)
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { didShow(result) } }
        }
    }

    /// How many searches were started (the latest generation), for tests and benchmarks.
    var generation: Int { latestGeneration.load(ordering: .relaxed) }
}
