import Tessera
import TesseraExampleLayouts

/// Lists → Lazy List: ten thousand lines whose text loads slowly (a store that answers after
/// 400 ms). The collection view's prefetch data source starts loading the next screenful in
/// the direction of scrolling before it shows, and cancels what scrolling back makes needless,
/// so paging down shows lines already loaded; a line that shows before it was asked for (Home,
/// End) loads when its cell is made, and reads "…" until then. The status counts the calls.
final class LazyListScreen: TitledScreen {
    static let lineCount = 10_000

    let collectionView: CollectionView
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    let store: SlowLineStore
    /// How many lines the prefetch data source was asked for, and told to cancel.
    private(set) var prefetchedCount = 0, cancelledCount = 0

    init(context: DemoContext) {
        collectionView = CollectionView(collectionViewLayout: ExampleLayouts.simpleList())
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        store = SlowLineStore(latency: .milliseconds(400)) { delay, action in context.schedule(after: delay, action) }
        super.init(title: "Lazy List", subtitle: "\(Self.lineCount) lines loaded ahead of scrolling", content: collectionView)
        collectionView.allowsSelection = false
        let row = CollectionView.CellRegistration<CollectionViewListCell, Int> { [store] cell, _, line in
            var content = ListContentConfiguration.valueCell()
            content.text = "Line \(line + 1)"
            content.secondaryText = store.text(of: line) ?? "…"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listGroupedCell()
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { [store] view, path, line in
            store.load([line])  // shown before it was prefetched (a jump): load it now
            return view.dequeueConfiguredReusableCell(using: row, for: path, item: line)
        }
        collectionView.prefetchDataSource = self
        store.onLoad = { [unowned self] lines in showLoaded(lines) }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<Self.lineCount))
        dataSource.apply(snapshot, animatingDifferences: false)
        updateStatus()
    }

    /// Lines that arrived show their text: their cells are configured again, in place.
    private func showLoaded(_ lines: [Int]) {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(lines)
        dataSource.apply(snapshot, animatingDifferences: false)
        updateStatus()
    }

    private func updateStatus() {
        hintBar.status = "prefetched \(prefetchedCount) · cancelled \(cancelledCount) · loaded \(store.loaded.count)"
    }
}

extension LazyListScreen: CollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        let lines = indexPaths.compactMap(dataSource.itemIdentifier(for:))
        prefetchedCount += lines.count
        store.load(lines)
        updateStatus()
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        let lines = indexPaths.compactMap(dataSource.itemIdentifier(for:))
        cancelledCount += lines.count
        store.cancel(lines)
        updateStatus()
    }
}
