import Tessera

/// `tessera-demos outline`: Apple's sample menu as a sidebar outline built from one section
/// snapshot. Group rows are header-style parents — Enter, or →/←, opens and closes them, with
/// the rows animating in and out — and Enter on an example runs it, when this build has it.
final class OutlineScreen: TitledScreen {
    enum Item: Hashable {
        case group(String)
        case example(OutlineMenu.Example)
    }

    static let title = "Outline"

    let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .sidebar)))
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Item>!
    private let context: DemoContext
    /// Finds the demo an example runs as; the catalog, unless a test says otherwise.
    private let findDemo: @MainActor (OutlineMenu.Example) -> DemoEntry?

    init(context: DemoContext, findDemo: @escaping @MainActor (OutlineMenu.Example) -> DemoEntry? = OutlineScreen.catalogEntry(for:)) {
        self.context = context
        self.findDemo = findDemo
        super.init(title: OutlineScreen.title, subtitle: "the sample's own menu, as an outline", content: collectionView)
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        collectionView.delegate = self
        configureDataSource()
    }

    /// The catalog's demo of that name, or else of that title.
    static func catalogEntry(for example: OutlineMenu.Example) -> DemoEntry? {
        DemoCatalog.entry(named: example.demoName) ?? DemoCatalog.all.first { $0.title == example.title }
    }

    private func configureDataSource() {
        let groupCell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, title in
            var content = ListContentConfiguration.sidebarHeader()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let exampleCell = CollectionView.CellRegistration<CollectionViewListCell, OutlineMenu.Example> { cell, _, example in
            var content = ListContentConfiguration.sidebarCell()
            content.text = example.title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            switch item {
            case .group(let title): view.dequeueConfiguredReusableCell(using: groupCell, for: path, item: title)
            case .example(let example): view.dequeueConfiguredReusableCell(using: exampleCell, for: path, item: example)
            }
        }
        // Every group starts collapsed, as in Apple's sample.
        var outline = DiffableDataSourceSectionSnapshot<Item>()
        for group in OutlineMenu.groups {
            outline.append([.group(group.title)])
            outline.append(group.examples.map(Item.example), to: .group(group.title))
        }
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        collectionView.focusItem(at: IndexPath(item: 0, section: 0))
    }

    func run(_ example: OutlineMenu.Example) {
        if let entry = findDemo(example) {
            context.open(entry)
        } else {
            hintBar.status = "“\(example.title)” is not in this build"
        }
    }
}

extension OutlineScreen: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath)
        if case .example(let example) = dataSource.itemIdentifier(for: indexPath) { run(example) }
    }

    func collectionView(_ collectionView: CollectionView, didUpdateFocusTo indexPath: IndexPath?) {
        hintBar.status = ""
    }
}
