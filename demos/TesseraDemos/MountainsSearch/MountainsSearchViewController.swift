import Tessera
import TesseraExampleLayouts

/// `tessera-demos mountains`: Apple's Mountains Search as a view controller. The search bar is
/// the navigation item's search controller's; this controller is its results updater. Every
/// change of the text filters (ignoring case and diacritics: "kezmarsky" finds Kežmarský štít),
/// keeps name order, applies a fresh snapshot with animation, and shows "412 of 1,645" in the
/// hint bar; the matched part of each name is highlighted. Under the grid a line describes the
/// focused mountain or credits the data. `--synthetic N` searches N generated peaks instead.
///
/// The keys are the search controller's own: typing or `/` on the grid goes to the bar, ↓ from
/// the bar to the first result, Esc clears, then leaves the search, then goes back.
public final class MountainsSearchViewController: DemoViewController, SearchResultsUpdating, CollectionViewDelegate {
    /// What the search runs over and where it came from.
    struct Source {
        /// The catalogue, or an empty one while `pending` makes the real one.
        var catalog: MountainCatalog
        /// For a generated catalogue above `BackgroundSearch.threshold`: makes it. The searches
        /// ask for it on the search queue, so the first screen (the bar and an empty grid) is
        /// drawn while a million peaks are made rather than after.
        var pending: PendingCatalog?
        /// The about line: whose data, under which licence (or how it was generated).
        var about: String
        /// Why there is no data, when it could not be loaded.
        var problem: String?
    }

    static let credit = "Wikipedia contributors, CC BY-SA 4.0"

    let searchController = SearchController(searchResultsController: nil)
    let collectionView = CollectionView(collectionViewLayout: ExampleLayouts.mountains())
    private(set) lazy var detailLine = MountainDetailLine(text: source.about)
    let hintBar = HintBar()
    private(set) var filter: MountainFilter
    private var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    private let source: Source
    private let animates: Bool
    /// The query the results on screen (or on their way) are for: an update for the same text
    /// (the bar taking focus, say) does no work.
    private var searchedQuery: String?
    /// Whether the catalogue's names have started folding (after the first results).
    private var foldingStarted = false
    /// Whether `filter` has the catalogue a pending source made (after the first results).
    private var pendingCatalogShown = false
    /// Set for a catalogue large enough to filter off the main thread.
    let backgroundSearch: BackgroundSearch?
    /// Whether this catalogue is filtered off the main thread (results follow the key).
    public var filtersInBackground: Bool { backgroundSearch != nil }
    /// Called on the main actor each time results for a query are on screen (benchmarks wait for it).
    public var onResultsShown: ((String) -> Void)?

    /// Returns once the catalogue's names are folded for searching (folding them now if that has
    /// not started): benchmarks wait for it, so that one start-up's leftover work does not slow
    /// the next.
    public func waitForSearchKeys() { _ = filter.catalog.searchKeys }

    /// The demo for `context`'s options (`--synthetic N`, animations).
    public init(context: DemoContext) {
        source = Self.source(for: context.options)
        filter = MountainFilter(catalog: source.catalog)
        backgroundSearch = source.pending != nil || source.catalog.mountains.count > BackgroundSearch.threshold ? BackgroundSearch() : nil
        animates = context.options.animationsEnabled
        super.init(title: "Mountains Search", context: context)
        searchController.searchResultsUpdater = self
        searchController.searchBar.placeholder = "Search mountains"
        searchController.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    public override func loadView() {
        let stack = StackView()
        stack.addArrangedSubview(View(), height: .fixed(1))  // a blank row between the bar and the grid
        stack.addArrangedSubview(collectionView, height: .flexible())
        stack.addArrangedSubview(detailLine, height: .fixed(1))
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.reducedMotion = collectionView.reducedMotion || !animates
        collectionView.allowsSelection = false
        collectionView.delegate = self
        configureDataSource()
        search("", animated: false)
    }

    /// The bundled mountains, or `--synthetic N` generated ones.
    static func source(for options: DemoOptions) -> Source {
        if let count = options.syntheticCount {
            let about = "\(groupedNumber(count)) generated peaks (--synthetic), not real mountains"
            guard count > BackgroundSearch.threshold else { return Source(catalog: .synthetic(count: count), about: about) }
            return Source(catalog: MountainCatalog([]), pending: PendingCatalog { .synthetic(count: count) }, about: about)
        }
        do {
            let catalog = try MountainCatalog.bundled()
            return Source(catalog: catalog, about: "\(groupedNumber(catalog.mountains.count)) mountains · data: \(credit)")
        } catch {
            return Source(catalog: MountainCatalog([]), about: "no data", problem: "\(error)")
        }
    }

    private func configureDataSource() {
        let cell = CollectionView.CellRegistration<CollectionViewListCell, Int> { [weak self] cell, _, index in
            guard let self else { return }
            let mountain = filter.catalog.mountains[index]
            var content = ListContentConfiguration.valueCell()
            content.attributedText = AttributedText(mountain.name, highlighting: filter.highlight(of: index), with: collectionView.theme.match)
            content.secondaryText = "\(groupedNumber(mountain.heightMeters)) m"
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, index in
            view.dequeueConfiguredReusableCell(using: cell, for: path, item: index)
        }
    }

    // MARK: Searching

    /// The text in the search bar: what the results are for.
    var query: String { searchController.searchBar.text }

    /// How many mountains match, as the hint bar shows it: "412 of 1,645".
    var countText: String { "\(groupedNumber(filter.matches.count)) of \(groupedNumber(filter.catalog.mountains.count))" }

    /// The search controller's call on every change: filters for the bar's text.
    public func updateSearchResults(for searchController: SearchController) {
        search(searchController.searchBar.text, animated: true)
    }

    /// Filters for `text` and shows the matches: at once for a small catalogue, through
    /// `BackgroundSearch` for a large one (the keystroke never waits for the filter then).
    /// The first search shows the whole catalogue, replacing nothing: it is applied without a diff.
    private func search(_ text: String, animated: Bool) {
        guard text != searchedQuery else { return }
        let isFirst = searchedQuery == nil
        searchedQuery = text
        guard let backgroundSearch else {
            filter.update(query: text)
            reconfigureRowsThatStay()
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(filter.matches, toSection: 0)
            if isFirst {
                dataSource.applySnapshotUsingReloadData(snapshot)
            } else {
                dataSource.apply(snapshot, animatingDifferences: animated, completion: nil)
            }
            resultsShown(for: text)
            return
        }
        // Until results are on screen, `filter` has the empty stand-in for a pending catalogue:
        // the search asks for the catalogue itself (on the search queue, like the filter).
        let filter = self.filter
        let makeFilter: @Sendable () -> MountainFilter
        if !pendingCatalogShown, let pending = source.pending {
            makeFilter = { MountainFilter(catalog: pending.catalog) }
        } else {
            makeFilter = { filter }
        }
        backgroundSearch.search(text, from: makeFilter, dataSource: dataSource, animated: animated, replacingAll: isFirst,
                                willShow: { [weak self] result in
                                    self?.filter = result.filter
                                    self?.pendingCatalogShown = true
                                    self?.reconfigureRowsThatStay()
                                },
                                didShow: { [weak self] _ in self?.resultsShown(for: text) })
    }

    /// Rows that stay keep their identity (so they slide rather than blink), but their highlight
    /// may have grown or moved: the ones on screen are configured again for the new `filter`,
    /// just before its matches are applied; the others are configured afresh when they scroll
    /// into view. Asks only the rows on screen (no index of the new matches is built):
    /// O(visible rows × log matches).
    private func reconfigureRowsThatStay() {
        let filter = self.filter
        collectionView.reconfigureVisibleItems { (index: Int) in filter.contains(index) }
    }

    /// After the matches for `text` are applied: focus, count, and iOS 17's empty state when
    /// nothing matched (or the data could not be read).
    private func resultsShown(for text: String) {
        // While the bar has focus the grid shows the best matches, from the top: the grid's
        // focus (unseen until it is entered) rests on the first one rather than holding on to
        // a mountain from an earlier query and scrolling to it.
        if !collectionView.isFocused && !filter.matches.isEmpty {
            collectionView.focusItem(at: IndexPath(item: 0, section: 0))
        }
        hintBar.status = countText
        collectionView.contentUnavailableConfiguration = emptyState(for: text)
        if !foldingStarted {
            // The first screen is up: the names are folded for searching while the user reads it.
            foldingStarted = true
            filter.catalog.prepareSearchKeys()
        }
        onResultsShown?(text)
    }

    /// What the grid shows in place of results: nil while there are some.
    private func emptyState(for text: String) -> ContentUnavailableConfiguration? {
        if let problem = source.problem {
            var configuration = ContentUnavailableConfiguration.empty()
            configuration.text = "No mountains to search"
            configuration.secondaryText = problem
            return configuration
        }
        guard filter.matches.isEmpty else { return nil }
        var configuration = ContentUnavailableConfiguration.search()
        configuration.secondaryText = "No mountain matches “\(Self.quoted(text))”"
        return configuration
    }

    /// The query as the empty state quotes it: whole up to 40 characters, else its start and
    /// "…", so a pasted page does not fill the screen with itself.
    static func quoted(_ text: String) -> String {
        text.count > 40 ? text.prefix(39) + "…" : text
    }

    /// The grid tells the controller where focus went (keys, a click, an update, the grid losing
    /// or taking keyboard focus): the detail line follows, so no frame has to ask.
    public func collectionView(_ collectionView: CollectionView, didUpdateFocusTo indexPath: IndexPath?) {
        detailLine.text = detailText(for: indexPath)
    }

    /// The mountain at `indexPath`'s name, height, range and country, or the about line.
    func detailText(for indexPath: IndexPath?) -> String {
        guard collectionView.isFocused, let path = indexPath, let index = dataSource.itemIdentifier(for: path) else { return source.about }
        let mountain = filter.catalog.mountains[index]
        let place = [mountain.range, mountain.country].filter { !$0.isEmpty }
        return ([mountain.name, "\(groupedNumber(mountain.heightMeters)) m"] + place).joined(separator: " · ")
    }
}
