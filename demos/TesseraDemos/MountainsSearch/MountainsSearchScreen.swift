import Tessera
import TesseraExampleLayouts

/// `tessera-demos mountains`: a search field over a grid of mountains. Every keystroke filters
/// (ignoring case and diacritics: "kezmarsky" finds Kežmarský štít), keeps name order, applies
/// a fresh snapshot with animation, and shows "412 of 1,645" in the hint bar; the matched part
/// of each name is highlighted. ↓, Tab or Enter go into the results; ↑ from their top row, `/`
/// or Tab come back; Esc clears (and, with nothing to clear, goes back). Under the grid a line
/// describes the focused mountain or credits the data. `--synthetic N` searches N generated
/// peaks instead.
public final class MountainsSearchScreen: View {
    /// What the search runs over and where it came from.
    struct Source {
        var catalog: MountainCatalog
        /// The about line: whose data, under which licence (or how it was generated).
        var about: String
        /// Why there is no data, when it could not be loaded.
        var problem: String?
    }

    static let credit = "Wikipedia contributors, CC BY-SA 4.0"

    let title = TitleBar(title: "Mountains", subtitle: "find a peak by name, ignoring case and accents")
    let searchField = SearchField(placeholder: "Search mountains")
    let collectionView = MountainResultsView(collectionViewLayout: ExampleLayouts.mountains())
    private(set) lazy var detailLine = MountainDetailLine { [unowned self] in detailText }
    let hintBar = HintBar()
    private(set) var filter: MountainFilter
    private var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    private let source: Source
    /// Set for a catalogue large enough to filter off the main thread.
    let backgroundSearch: BackgroundSearch?
    /// Whether this catalogue is filtered off the main thread (results follow the key).
    public var filtersInBackground: Bool { backgroundSearch != nil }
    /// Called on the main actor each time results for a query are on screen (benchmarks wait for it).
    public var onResultsShown: ((String) -> Void)?

    public init(context: DemoContext) {
        source = Self.source(for: context.options)
        filter = MountainFilter(catalog: source.catalog)
        backgroundSearch = source.catalog.mountains.count > BackgroundSearch.threshold ? BackgroundSearch() : nil
        super.init()

        let stack = StackView()
        stack.addArrangedSubview(title, height: .fixed(1))
        stack.addArrangedSubview(searchField, height: .fixed(1))
        stack.addArrangedSubview(View(), height: .fixed(1))  // a blank row between field and grid
        stack.addArrangedSubview(collectionView, height: .flexible())
        stack.addArrangedSubview(detailLine, height: .fixed(1))
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        addSubview(stack)

        collectionView.reducedMotion = collectionView.reducedMotion || !context.options.animationsEnabled
        collectionView.allowsSelection = false
        searchField.onChange = { [weak self] text in self?.search(text) }
        searchField.onSubmit = { [weak self] in self?.focusResults() }
        configureDataSource()
        search("", animated: false)
    }

    public override func layoutSubviews() {
        subviews.first?.frame = bounds
    }

    /// The bundled mountains, or `--synthetic N` generated ones.
    static func source(for options: DemoOptions) -> Source {
        if let count = options.syntheticCount {
            return Source(catalog: .synthetic(count: count),
                          about: "\(groupedNumber(count)) generated peaks (--synthetic), not real mountains")
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

    /// The text in the field: what the results are for.
    var query: String { searchField.text }

    /// How many mountains match, as the hint bar shows it: "412 of 1,645".
    var countText: String { "\(groupedNumber(filter.matches.count)) of \(groupedNumber(filter.catalog.mountains.count))" }

    func search(_ text: String) { search(text, animated: true) }

    /// Filters for `text` and shows the matches: at once for a small catalogue, through
    /// `BackgroundSearch` for a large one (the keystroke never waits for the filter then).
    private func search(_ text: String, animated: Bool) {
        // Rows that stay keep their identity (so they slide rather than blink), but their
        // highlight may have grown or moved: the ones on screen are reconfigured; the others
        // are configured afresh when they scroll into view.
        let onScreen = collectionView.indexPathsForVisibleItems.compactMap(dataSource.itemIdentifier(for:))
        guard let backgroundSearch else {
            filter.update(query: text)
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(filter.matches, toSection: 0)
            snapshot.reconfigureItems(onScreen.filter { snapshot.indexOfItem($0) != nil })
            dataSource.apply(snapshot, animatingDifferences: animated, completion: nil)
            resultsShown(for: text)
            return
        }
        backgroundSearch.search(text, from: filter, reconfiguring: onScreen, dataSource: dataSource,
                                animated: animated,
                                willShow: { [weak self] result in self?.filter = result.filter },
                                didShow: { [weak self] _ in self?.resultsShown(for: text) })
    }

    /// After the matches for `text` are applied: focus, count, and iOS 17's empty state when
    /// nothing matched (or the data could not be read).
    private func resultsShown(for text: String) {
        // While the field has focus the grid shows the best matches, from the top: the grid's
        // focus (unseen until it is entered) rests on the first one rather than holding on to
        // a mountain from an earlier query and scrolling to it.
        if !collectionView.isFocused && !filter.matches.isEmpty {
            collectionView.focusItem(at: IndexPath(item: 0, section: 0))
        }
        hintBar.status = countText
        collectionView.contentUnavailableConfiguration = emptyState(for: text)
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

    // MARK: Focus

    /// Down, Tab or Enter in the field (or Shift-Tab): into the results, on the one focused
    /// before if it is still there, else on the first.
    func focusResults(first: Bool = true) {
        guard !filter.matches.isEmpty else { return }
        window?.focusedView = collectionView
        if first || collectionView.indexPathForFocusedItem == nil {
            collectionView.focusItem(at: IndexPath(item: 0, section: 0))
        }
    }

    func focusSearchField() {
        window?.focusedView = searchField
    }

    /// The focused mountain's name, height, range and country, or the about line.
    var detailText: String {
        guard collectionView.isFocused, let path = collectionView.indexPathForFocusedItem,
              let index = dataSource.itemIdentifier(for: path) else { return source.about }
        let mountain = filter.catalog.mountains[index]
        let place = [mountain.range, mountain.country].filter { !$0.isEmpty }
        return ([mountain.name, "\(groupedNumber(mountain.heightMeters)) m"] + place).joined(separator: " · ")
    }

    /// Keys the field and the grid leave alone: Esc clears the search (from either); ↑ on the
    /// grid's top row, `/`, Tab and Shift-Tab move between the field and the grid.
    public override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isSubset(of: .shift) else { return false }
        let inResults = collectionView.isFocused
        switch (key.key, key.modifiers.contains(.shift)) {
        case (.escape, false):
            guard !query.isEmpty else { return false }  // nothing to clear: Esc goes back
            focusSearchField()
            searchField.clear()
        case (.up, false) where inResults, (.character("/"), false) where inResults, (.tab, _) where inResults:
            focusSearchField()
        case (.tab, true) where searchField.isFocused:
            focusResults(first: false)
        default:
            return false
        }
        return true
    }
}
