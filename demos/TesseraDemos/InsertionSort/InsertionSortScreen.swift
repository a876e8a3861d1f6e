import Tessera
import TesseraExampleLayouts

/// Diffable Data Source → Insertion Sort Visualization: rows of coloured cells, one shuffled
/// row per section, as many rows and columns as the screen holds (a cell is 2 columns by
/// 1 row). Enter (or Space, or a click) starts sorting and stops it.
///
/// While sorting, every 125 ms each unsorted row takes one insertion-sort step. The step
/// starts from the data source's *current* snapshot — the order on screen is the only state
/// there is — moves one item within the row and applies the result, which the collection
/// view animates as moves. When every row is sorted it waits a second, reshuffles and sorts
/// again. A new screen size reshuffles too, since the grid is sized from the bounds.
final class InsertionSortScreen: TitledScreen {
    typealias Item = InsertionSortItem

    enum Phase: Equatable {
        case stopped
        case sorting
        /// Every row is sorted; a reshuffle is due.
        case sorted
    }

    /// A step every 5/8 of an update's animation (125 ms at the usual 200 ms), so each step's
    /// motion is well under way before the next starts, at any animation speed
    /// (`TESSERA_ANIMATION_MS` slows both down together).
    var stepInterval: Duration { max(.milliseconds(125), collectionView.animationDuration * 5 / 8) }
    static let pauseBeforeReshuffle: Duration = .seconds(1)

    let collectionView: InsertionSortGridView
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Item>!
    private(set) var phase = Phase.stopped { didSet { updateStatus() } }
    /// Rows and columns of the current grid.
    private(set) var rows = 0
    private(set) var columns = 0
    private let context: DemoContext
    private var random: SeededRandom
    private var nextItemID = 0
    private var pendingTimer: TimerID?

    init(context: DemoContext) {
        self.context = context
        random = SeededRandom(seed: context.options.seed)
        collectionView = InsertionSortGridView(collectionViewLayout: ExampleLayouts.insertionSort())
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        collectionView.allowsSelection = false
        super.init(title: "Insertion Sort Visualization", subtitle: "one step per row every 125 ms, animated as moves",
                   content: collectionView)
        configureDataSource()
        updateStatus()
    }

    private func configureDataSource() {
        let colorDepth = context.capabilities.colorDepth
        let swatch = CollectionView.CellRegistration<CollectionViewCell, Item> { [unowned self] cell, _, item in
            cell.contentConfiguration = HueSwatchConfiguration(fraction: Double(item.value) / Double(max(1, columns)),
                                                               colorDepth: colorDepth)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: swatch, for: path, item: item)
        }
    }

    override var canBecomeFocused: Bool { true }

    override var keyHints: [KeyHint] {
        [KeyHint("Enter", phase == .stopped ? "sort" : "stop"), KeyHint("r", "shuffle")]
    }

    override func handle(_ event: Event) -> Bool {
        switch event {
        case .key(let key) where key.modifiers.isEmpty:
            switch key.key {
            case .enter, .character(" "): toggleSorting(); return true
            case .character("r"): reshuffle(); return true
            default: return false
            }
        case .mouse(let mouse):
            if case .press(.left) = mouse.kind { toggleSorting() }
            return true
        default:
            return false
        }
    }

    // MARK: Grid

    override func layoutSubviews() {
        super.layoutSubviews()
        let grid = ExampleLayouts.insertionSortGrid(containerSize: CellSize(width: collectionView.frame.width,
                                                                              height: collectionView.frame.height))
        guard grid.rows != rows || grid.columns != columns else { return }
        rows = grid.rows
        columns = grid.columns
        reshuffle()
        updateStatus()
    }

    /// Shuffles every row again. Sorting, if on, carries on with the new rows.
    func reshuffle() {
        fillGridWithShuffledRows()
        guard phase == .sorted else { return }
        cancelPendingTimer()
        phase = .sorting
        schedule(after: stepInterval) { $0.tick() }
    }

    /// A fresh grid: every row the values 0..<columns in a new random order, all new
    /// identities. Applied without animation, as a new start.
    private func fillGridWithShuffledRows() {
        var snapshot = DiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections(Array(0..<rows))
        for row in 0..<rows {
            let values = Array(0..<columns).shuffled(using: &random)
            snapshot.appendItems(values.map(makeItem), toSection: row)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeItem(value: Int) -> Item {
        nextItemID += 1
        return Item(id: nextItemID, value: value)
    }

    // MARK: Sorting

    func toggleSorting() {
        if phase == .stopped {
            phase = .sorting
            schedule(after: stepInterval) { $0.tick() }
        } else {
            cancelPendingTimer()
            phase = .stopped
        }
    }

    private func cancelPendingTimer() {
        if let pendingTimer { context.cancel(pendingTimer) }
        pendingTimer = nil
    }

    /// Runs `action` on this screen after `delay`, unless sorting stops first. The timer holds
    /// the screen weakly; it is cancelled anyway when the screen closes.
    private func schedule(after delay: Duration, _ action: @escaping (InsertionSortScreen) -> Void) {
        pendingTimer = context.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.pendingTimer = nil
            action(self)
        }
    }

    private func tick() {
        guard phase == .sorting else { return }
        if performSortStep() {
            schedule(after: stepInterval) { $0.tick() }
        } else {
            phase = .sorted
            schedule(after: Self.pauseBeforeReshuffle) { $0.reshuffle() }
        }
    }

    /// One insertion-sort step in every unsorted row, made on the data source's current
    /// snapshot and applied with animation. Returns false when every row was already sorted.
    @discardableResult
    func performSortStep() -> Bool {
        var snapshot = dataSource.snapshot()
        var stepped = false
        for row in snapshot.sectionIdentifiers {
            var items = snapshot.itemIdentifiers(inSection: row)
            guard InsertionSortStep.perform(on: &items, by: \.value) != nil else { continue }
            // Take the row's items out and put them back in their new order: the differ finds
            // the one item that moved.
            snapshot.deleteItems(items)
            snapshot.appendItems(items, toSection: row)
            stepped = true
        }
        if stepped { dataSource.apply(snapshot, animatingDifferences: true) }
        return stepped
    }

    var isEveryRowSorted: Bool {
        let snapshot = dataSource.snapshot()
        return snapshot.sectionIdentifiers.allSatisfy { InsertionSortStep.isSorted(snapshot.itemIdentifiers(inSection: $0), by: \.value) }
    }

    private func updateStatus() {
        let state: String
        switch phase {
        case .stopped: state = "stopped"
        case .sorting: state = "sorting"
        case .sorted: state = "sorted · shuffling in 1 s"
        }
        hintBar.status = "\(rows)×\(columns) · \(state)"
    }
}
