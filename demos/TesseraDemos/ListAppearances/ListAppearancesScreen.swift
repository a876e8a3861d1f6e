import Tessera
import TesseraExampleLayouts

/// Lists → List Appearances: five sections, each a parent row with three children, the
/// parent serving as its section's header (`headerMode = .firstItemInSection`) with an
/// outline disclosure, so Enter (or ←/→) collapses and expands it. `a` cycles the list
/// through plain → sidebar plain → sidebar → grouped → inset grouped and round again.
///
/// Each change installs the example layout for the new appearance and reconfigures every row,
/// since rows look different per appearance (sidebars drop the disclosure indicators, grouped
/// lists fill their rows). Selection and expansion live with the collection view and the
/// section snapshots, keyed by identity, so they come through unchanged.
final class ListAppearancesScreen: TitledScreen {
    typealias Item = ListAppearanceItem
    typealias Appearance = CollectionLayoutListConfiguration.Appearance

    let collectionView: CollectionView
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Item>!
    private(set) var appearance = ExampleLayouts.appearanceCycle[0]

    init(context: DemoContext) {
        collectionView = CollectionView(collectionViewLayout: ExampleLayouts.listAppearances(appearance))
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        super.init(title: "List Appearances", subtitle: "a cycles the appearance; selection and expansion stay",
                   content: collectionView)
        configureDataSource()
        for section in 0..<ExampleLayouts.appearanceSectionCount {
            let parent = Item(section: section + 1, child: nil)
            var outline = DiffableDataSourceSectionSnapshot<Item>()
            outline.append([parent])
            outline.append((1..<ExampleLayouts.appearanceItemsPerSection).map { Item(section: section + 1, child: $0) }, to: parent)
            outline.expand([parent])
            dataSource.apply(outline, to: section, animatingDifferences: false)
        }
        updateStatus()
    }

    private func configureDataSource() {
        let header = CollectionView.CellRegistration<CollectionViewListCell, Item> { [unowned self] cell, _, item in
            var content = ListContentConfiguration.header()
            content.text = item.title
            cell.contentConfiguration = content
            cell.backgroundConfiguration = appearance.isSidebarAppearance ? .listSidebarHeader() : .listGroupedHeaderFooter()
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let row = CollectionView.CellRegistration<CollectionViewListCell, Item> { [unowned self] cell, _, item in
            var content = appearance.isSidebarAppearance ? ListContentConfiguration.sidebarCell() : .cell()
            content.text = item.title
            cell.contentConfiguration = content
            switch appearance {
            case .plain: cell.backgroundConfiguration = .listPlainCell()
            case .grouped, .insetGrouped: cell.backgroundConfiguration = .listGroupedCell()
            case .sidebar, .sidebarPlain: cell.backgroundConfiguration = .listSidebarCell()
            }
            cell.accessories = appearance.isSidebarAppearance ? [] : [.disclosureIndicator()]
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            item.isParent
                ? view.dequeueConfiguredReusableCell(using: header, for: path, item: item)
                : view.dequeueConfiguredReusableCell(using: row, for: path, item: item)
        }
    }

    /// The next appearance of the cycle, with every row reconfigured for it.
    func cycleAppearance() {
        let cycle = ExampleLayouts.appearanceCycle
        appearance = cycle[((cycle.firstIndex(of: appearance) ?? 0) + 1) % cycle.count]
        collectionView.collectionViewLayout = ExampleLayouts.listAppearances(appearance)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        dataSource.apply(snapshot, animatingDifferences: false)
        updateStatus()
    }

    private func updateStatus() {
        hintBar.status = appearance.exampleName
    }

    override var keyHints: [KeyHint] { [KeyHint("a", "appearance")] }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty, key.key == .character("a") else { return false }
        cycleAppearance()
        return true
    }
}
