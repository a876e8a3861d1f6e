import Foundation
import Tessera

/// The fixture's one screen: a short list of rows that arrive later ("arrivals"), a long list
/// fed from a background queue ("bulk"), and a status line the end-to-end tests read.
@MainActor
final class LoopCheckScreen {
    let root = StackView()
    let arrivalsView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
    let bulkView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
    let statusBar = HintBar()
    private(set) var arrivals: CollectionViewDiffableDataSource<Int, String>!
    private(set) var bulk: CollectionViewDiffableDataSource<Int, Int>!

    init(entry: String) {
        root.addArrangedSubview(arrivalsView, height: .fixed(4))
        root.addArrangedSubview(bulkView)
        root.addArrangedSubview(statusBar, height: .fixed(1))
        let text = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        arrivals = CollectionViewDiffableDataSource(collectionView: arrivalsView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: text, for: path, item: item)
        }
        let number = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = number < 0 ? "final row \(-number)" : "bulk row \(number)"
            cell.contentConfiguration = content
        }
        bulk = CollectionViewDiffableDataSource(collectionView: bulkView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: number, for: path, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["loop-check, entered by \(entry)"])
        arrivals.apply(snapshot, animatingDifferences: false)
        statusBar.hints = [KeyHint("q", "quit")]  // the counters key stays hidden
        statusBar.status = "waiting"
    }

    /// Adds a row to the arrivals list (on the main actor, where the arrivals are delivered).
    func arrive(_ row: String) {
        var snapshot = arrivals.snapshot()
        snapshot.appendItems([row])
        arrivals.apply(snapshot, animatingDifferences: false)
    }
}
