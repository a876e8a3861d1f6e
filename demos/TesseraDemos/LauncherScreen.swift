import Tessera

/// The first screen: every demo, grouped as in Apple's sample, in a sidebar outline built from
/// a section snapshot. Groups expand and collapse (→/← or Enter); Enter on a demo opens it,
/// and Esc there comes back here with focus where it was.
public final class LauncherScreen: TitledScreen {
    enum Item: Hashable {
        case group(DemoGroup)
        case demo(String)
    }

    let collectionView: CollectionView
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Item>!
    private let context: DemoContext
    private let entries: [DemoEntry]

    public init(context: DemoContext, entries: [DemoEntry] = DemoCatalog.all) {
        self.context = context
        self.entries = entries
        collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .sidebar)))
        super.init(title: "Tessera", subtitle: "compositional layouts and diffable data sources, in the terminal", content: collectionView)
        configureDataSource()
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let groupCell = CollectionView.CellRegistration<CollectionViewListCell, DemoGroup> { cell, _, group in
            var content = ListContentConfiguration.header()
            content.text = group.rawValue
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let demoCell = CollectionView.CellRegistration<CollectionViewListCell, DemoEntry> { cell, _, entry in
            var content = ListContentConfiguration.valueCell()
            content.text = entry.title
            content.secondaryText = entry.summary
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

    func open(_ name: String) {
        guard let entry = entries.first(where: { $0.name == name }) else { return }
        context.open(entry)
    }
}

extension LauncherScreen: CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath)
        if case .demo(let name) = dataSource.itemIdentifier(for: indexPath) { open(name) }
    }
}
