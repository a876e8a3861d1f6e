import Tessera

/// The launcher's sidebar: every demo, grouped as in Apple's sample, in an outline list in the
/// `.sidebar` appearance (a section snapshot with the groups as expandable parents). Enter on a
/// demo shows it as the split view's secondary page: beside the sidebar when the terminal is
/// wide, pushed over it when narrow (Esc then comes back to the same row).
public final class DemoSidebarViewController: ViewController {
    enum Item: Hashable {
        case group(DemoGroup)
        case demo(String)
    }

    let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .sidebar)))
    /// What the demos are, over the list while it fills the screen (the bar above has the title).
    let subtitleBar = TitleBar(title: "Tessera", subtitle: "compositional layouts and diffable data sources, in the terminal")
    /// The keys, under the list while it fills the screen (beside a demo, the demo's bar has them).
    let hintBar = HintBar()
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Item>!
    private let context: DemoContext
    let entries: [DemoEntry]
    /// Whether rows show the demo's one-line summary: when the sidebar has the whole width.
    private var showsSummaries = true

    public init(context: DemoContext, entries: [DemoEntry] = DemoCatalog.all) {
        self.context = context
        self.entries = entries
        super.init()
        title = "Tessera"
    }

    public override func loadView() {
        let stack = StackView()
        subtitleBar.showsTitle = false
        stack.addArrangedSubview(subtitleBar, height: .fixed(1))
        stack.addArrangedSubview(collectionView, height: .flexible())
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        configureDataSource()
        collectionView.delegate = self
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        fitToColumns()
    }

    /// Beside a demo, the rows are titles only and the hint bar is the demo's; alone, rows show
    /// their summaries and the sidebar has its own subtitle and hint bar.
    func fitToColumns() {
        let alone = splitViewController?.isCollapsed ?? true
        hintBar.isHidden = !alone
        subtitleBar.isHidden = !alone
        if alone, let selected = collectionView.indexPathsForSelectedItems {
            for path in selected { collectionView.deselectItem(at: path) }
        } else if !alone, let name = (splitViewController as? LauncherViewController)?.shownDemoName,
                  let path = indexPath(ofDemo: name), collectionView.indexPathsForSelectedItems?.contains(path) != true {
            collectionView.selectItem(at: path)   // the row of the demo beside the sidebar
        }
        guard alone != showsSummaries else { return }
        showsSummaries = alone
        collectionView.reconfigureItems(at: collectionView.indexPathsForVisibleItems)
    }

    private func configureDataSource() {
        let groupCell = CollectionView.CellRegistration<CollectionViewListCell, DemoGroup> { cell, _, group in
            var content = ListContentConfiguration.header()
            content.text = group.rawValue
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let demoCell = CollectionView.CellRegistration<CollectionViewListCell, DemoEntry> { [unowned self] cell, _, entry in
            var content = showsSummaries ? ListContentConfiguration.valueCell() : ListContentConfiguration.cell()
            content.text = entry.title
            if showsSummaries { content.secondaryText = entry.summary }
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            switch item {
            case .group(let group): return view.dequeueConfiguredReusableCell(using: groupCell, for: path, item: group)
            case .demo(let name): return byName[name].map { view.dequeueConfiguredReusableCell(using: demoCell, for: path, item: $0) }
            }
        }
        var outline = DiffableDataSourceSectionSnapshot<Item>()
        for group in DemoGroup.allCases {
            let demos = entries.filter { $0.group == group }
            guard !demos.isEmpty else { continue }
            outline.append([.group(group)])
            outline.append(demos.map { .demo($0.name) }, to: .group(group))
            outline.expand([.group(group)])
        }
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        if outline.items.count > 1 { collectionView.focusItem(at: IndexPath(item: 1, section: 0)) }
    }

    /// Shows the demo called `name` as the secondary page (and focuses its row).
    func open(_ name: String) {
        guard let entry = entries.first(where: { $0.name == name }) else { return }
        if let path = dataSource.indexPath(for: .demo(name)) { collectionView.focusItem(at: path) }
        let demoContext = DemoContext(application: context.application, options: context.options)
        show(entry.makeViewController(demoContext), sender: self)
    }

    /// The row of the demo called `name`, if listed and its group is open.
    func indexPath(ofDemo name: String) -> IndexPath? {
        dataSource.indexPath(for: .demo(name))
    }
}

extension DemoSidebarViewController: CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        // Beside the demo the row stays selected, saying which one is shown.
        if splitViewController?.isCollapsed ?? true { collectionView.deselectItem(at: indexPath) }
        if case .demo(let name) = dataSource.itemIdentifier(for: indexPath) { open(name) }
    }
}
