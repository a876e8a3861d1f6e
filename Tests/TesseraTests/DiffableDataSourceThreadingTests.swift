import Dispatch
import Foundation
import Testing
@testable import Tessera

/// `apply` from any thread: the diff runs on the caller's thread, the view update and the
/// completion on the main actor, in the order the applies were made.
@Suite("Diffable data source across threads") @MainActor
struct DiffableDataSourceThreadingTests {
    private nonisolated static func snapshot(_ items: [String]) -> DiffableDataSourceSnapshot<Int, String> {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    /// What a new collection view shows for `snapshot`, settled.
    private static func freshRender(of snapshot: DiffableDataSourceSnapshot<Int, String>, size: CellSize) -> String {
        let fresh = Harness(size: size, layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        fresh.dataSource.apply(snapshot, animatingDifferences: false)
        return fresh.settle()
    }

    /// Resumes once every block already on the main queue has run (the hops of earlier applies).
    private static func mainQueueCaughtUp() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    @Test func interleavedAppliesFromTwoQueuesEndInTheLastSnapshotInOrder() async {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource = h.dataSource
        let log = CompletionLog()
        let perQueue = 60
        let group = DispatchGroup()
        for name in ["a", "b"] {
            let queue = DispatchQueue(label: "tessera.test.\(name)")
            queue.async(group: group) {
                for round in 0..<perQueue {
                    // Each apply is a different list: the round's rows, then the other queue's.
                    let rows = (0..<(round % 7 + 1)).map { "\(name)\(round)-\($0)" }
                    dataSource.apply(Self.snapshot(rows), animatingDifferences: round % 2 == 0) {
                        log.order.append("\(name)\(round)")
                        if MainQueue.isCurrent { log.onMainQueue += 1 }
                    }
                }
            }
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            group.notify(queue: .main) { continuation.resume() }
        }
        await Self.mainQueueCaughtUp()
        h.settle()
        let order = log.order
        #expect(order.count == 2 * perQueue)
        #expect(log.onMainQueue == 2 * perQueue)
        // Each queue's applies complete in the order that queue made them.
        for name in ["a", "b"] {
            let rounds = order.filter { $0.hasPrefix(name) }.map { Int($0.dropFirst())! }
            #expect(rounds == Array(0..<perQueue))
        }
        // The screen shows the latest applied snapshot, exactly as a fresh render of it.
        let latest = dataSource.snapshot()
        #expect(dataSource.current.itemIdentifiers == latest.itemIdentifiers)
        #expect(h.window.lastFrame.text == Self.freshRender(of: latest, size: h.window.size))
        // The last completion is the last apply's: its rows are the ones on screen.
        #expect(latest.itemIdentifiers.first.map { String($0.prefix { $0 != "-" }) } == order.last)
    }

    @Test func aBackgroundApplyDuringAnAnimationEndsInAFreshRender() async {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        h.apply(sections: [(0..<20).map { "row \($0)" }])
        h.dataSource.apply(Self.snapshot((0..<20).filter { $0 % 3 != 0 }.map { "row \($0)" }), animatingDifferences: true, completion: nil)
        h.clock.advance(by: .milliseconds(16))
        h.window.render(at: h.clock.now)
        #expect(h.collectionView.isAnimating)
        let final = Self.snapshot((0..<25).reversed().map { "row \($0)" })
        let dataSource = h.dataSource
        let log = CompletionLog()
        // The async apply resumes when its update is complete: after its animation, which
        // moves only as frames are rendered, so render while it is under way.
        Task.detached {
            await dataSource.apply(final, animatingDifferences: true)
            await MainActor.run { log.onMainQueue += MainQueue.isCurrent ? 1 : 0; log.order.append("done") }
        }
        var frames = 0
        while log.order.isEmpty && frames < 1_000 {
            await Task.yield()
            h.clock.advance(by: .milliseconds(16))
            h.window.render(at: h.clock.now)
            frames += 1
        }
        #expect(log.order == ["done"])
        #expect(dataSource.current.itemIdentifiers == final.itemIdentifiers)
        #expect(h.settle() == Self.freshRender(of: final, size: h.window.size))
    }

    @Test func snapshotIsTheLatestApplyOnAnyThreadAndAsyncApplyWaitsForTheView() async {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource = h.dataSource
        let seenRightAfter = await Task.detached { () -> [String] in
            dataSource.apply(Self.snapshot(["x", "y"]), completion: nil)
            return dataSource.snapshot().itemIdentifiers // before the main actor has shown it
        }.value
        #expect(seenRightAfter == ["x", "y"])
        await dataSource.applySnapshotUsingReloadData(Self.snapshot(["z"]))
        #expect(dataSource.current.itemIdentifiers == ["z"])
        #expect(h.settle().contains("z"))
    }

    /// The async forms run where they are awaited: from the main actor, their apply is a main
    /// queue apply (it would count as a background one, and warn, if it hopped to the pool).
    @Test func asyncApplyAwaitedOnTheMainActorStaysOnTheMainQueue() async {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource = h.dataSource
        dataSource.apply(Self.snapshot(["first"]), completion: nil)
        await dataSource.apply(Self.snapshot(["second"]), animatingDifferences: false)
        await dataSource.applySnapshotUsingReloadData(Self.snapshot(["third"]))
        #expect(dataSource.current.itemIdentifiers == ["third"])
        #expect(!dataSource.model.hasWarnedAboutMixedQueues)
    }

    @Test func mixingQueuesWarnsOnceAndKeepsOrder() async {
        let h = Harness(layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource = h.dataSource
        dataSource.apply(Self.snapshot(["main"]), completion: nil) // (in async code, the plain call is the async form)
        #expect(!dataSource.model.hasWarnedAboutMixedQueues)
        await Task.detached { dataSource.apply(Self.snapshot(["background"]), completion: nil) }.value
        dataSource.apply(Self.snapshot(["main again"]), completion: nil) // waits behind the background one's hop
        await Self.mainQueueCaughtUp()
        #expect(dataSource.model.hasWarnedAboutMixedQueues)
        #expect(dataSource.current.itemIdentifiers == ["main again"])
    }
}

/// Completions run on the main actor, so they record there.
@MainActor
private final class CompletionLog {
    var order: [String] = []
    var onMainQueue = 0
}
