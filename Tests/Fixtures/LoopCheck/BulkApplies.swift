import Foundation
import Tessera

extension LoopCheckScreen {
    nonisolated static let bulkCount = 10_000
    nonisolated static let finalRows = [-1, -2, -3]

    /// Applies made off the main actor, as `apply`'s promise allows: from a background queue,
    /// 10,000 rows and then the same rows reversed, each with a completion; then, from a task
    /// that is not on the main actor, `await apply` of three final rows. The status line then
    /// says how many completions ran on the main queue and the main thread, in what order, and
    /// what the list shows.
    func startBulkApplies() {
        let bulk = self.bulk!
        let report = CompletionReport()
        DispatchQueue(label: "loop-check.loader").async {
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(1...Self.bulkCount))
            bulk.apply(snapshot, animatingDifferences: false) { report.completionRan(1) }
            var reversed = DiffableDataSourceSnapshot<Int, Int>()
            reversed.appendSections([0])
            reversed.appendItems(Array((1...Self.bulkCount).reversed()))
            bulk.apply(reversed, animatingDifferences: false) { report.completionRan(2) }
            Task.detached {
                var final = DiffableDataSourceSnapshot<Int, Int>()
                final.appendSections([0])
                final.appendItems(Self.finalRows)
                await bulk.apply(final, animatingDifferences: true)
                await self.bulkDone(report)
            }
        }
    }

    private func bulkDone(_ report: CompletionReport) {
        let rows = bulkView.numberOfItems(inSection: 0)
        let inOrder = report.order == [1, 2] ? "in order" : "order \(report.order)"
        statusBar.status = "done: \(rows) rows; completions \(report.onMainQueue)/2 main queue, "
            + "\(report.onMainThread)/2 main thread, \(inOrder)"
    }
}

/// Where and in what order the bulk applies' completions ran.
@MainActor
final class CompletionReport {
    private(set) var order: [Int] = []
    private(set) var onMainQueue = 0
    private(set) var onMainThread = 0

    func completionRan(_ number: Int) {
        order.append(number)
        if MainQueue.isCurrent { onMainQueue += 1 }
        if Thread.isMainThread { onMainThread += 1 }
    }
}
