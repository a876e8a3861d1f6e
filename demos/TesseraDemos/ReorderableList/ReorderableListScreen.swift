import Tessera
import TesseraExampleLayouts

/// Lists → Reorderable List: one inset-grouped section per emoji category, each filled by
/// applying a section snapshot, in the catalogue's order (Apple's sample iterates a
/// dictionary, so its order varies; ours does not). Rows are value cells, emoji and name on
/// the left, category on the right, with a disclosure indicator and a reorder handle that is
/// always shown: Shift-↑/↓ moves the focused row, across sections too, without edit mode, and
/// so does dragging a row with the mouse (the collection view's interactive movement: press on
/// the row, release over the row whose place it takes).
///
/// `m` opens the menu: reload the backing store (rebuild the screen from it: nothing should
/// change, which proves each reorder reached the store), reload the initial store (start
/// over), and choose how `didReorder` commits a reorder to the store — the section
/// transactions' differences, or their final snapshots' items. The status says whether the
/// store matches the screen.
final class ReorderableListScreen: TitledScreen {
    static let emojiPerCategory = 6

    let collectionView: CollectionView
    private(set) var dataSource: CollectionViewDiffableDataSource<String, Emoji>!
    private let initialStore: ReorderableListStore
    private(set) var store: ReorderableListStore
    private(set) var commitMethod = ReorderCommitMethod.collectionDifference { didSet { updateStatus() } }

    init(context: DemoContext) {
        collectionView = CollectionView(collectionViewLayout: ExampleLayouts.reorderableList())
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        collectionView.allowsSelection = false
        let catalog = try? EmojiCatalog.bundled()
        initialStore = ReorderableListStore(groups: catalog?.groups ?? [], perCategory: Self.emojiPerCategory)
        store = initialStore
        super.init(title: "Reorderable List", subtitle: catalog == nil ? "the emoji data could not be read"
                   : "⇧↑↓ or drag moves a row · m: reload, commit method",
                   content: collectionView)
        configureDataSource()
        for category in store.categories {
            var section = DiffableDataSourceSectionSnapshot<Emoji>()
            section.append(store.items(in: category))
            dataSource.apply(section, to: category, animatingDifferences: false)
        }
        updateStatus()
    }

    private func configureDataSource() {
        let row = CollectionView.CellRegistration<CollectionViewListCell, Emoji> { cell, _, emoji in
            var content = ListContentConfiguration.valueCell()
            content.image = emoji.text
            content.imageProperties.reservedLayoutWidth = 2
            content.text = emoji.name
            content.secondaryText = emoji.group
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listGroupedCell()
            cell.accessories = [.disclosureIndicator(), .reorder(displayed: .always)]
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, emoji in
            view.dequeueConfiguredReusableCell(using: row, for: path, item: emoji)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
            self.store.commit(transaction, using: self.commitMethod)
            self.updateStatus()
        }
    }

    /// Shows `store` in full, in one apply: applying section by section would, for a row that
    /// moved across sections, put it in its new section while its old one still holds it.
    func reload(from store: ReorderableListStore) {
        self.store = store
        var snapshot = DiffableDataSourceSnapshot<String, Emoji>()
        snapshot.appendSections(store.categories)
        for category in store.categories { snapshot.appendItems(store.items(in: category), toSection: category) }
        dataSource.apply(snapshot, animatingDifferences: true)
        updateStatus()
    }

    func reloadInitialStore() { reload(from: initialStore) }
    func reloadBackingStore() { reload(from: store) }

    /// Whether every section on screen holds what the store says, in its order.
    var storeMatchesScreen: Bool {
        let snapshot = dataSource.snapshot()
        return snapshot.sectionIdentifiers == store.categories
            && store.categories.allSatisfy { snapshot.itemIdentifiers(inSection: $0) == store.items(in: $0) }
    }

    private func updateStatus() {
        hintBar.status = "by \(commitMethod.shortTitle) · " + (storeMatchesScreen ? "store in step" : "store OUT OF STEP")
    }

    // MARK: Menu

    override var keyHints: [KeyHint] { [KeyHint("m", "menu")] }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty, key.key == .character("m"), let window else { return false }
        showMenu(in: window)
        return true
    }

    private func showMenu(in window: Window) {
        var entries = [
            MenuOverlay.Entry("Reload backing store") { [unowned self] in self.reloadBackingStore() },
            MenuOverlay.Entry("Reload initial store") { [unowned self] in self.reloadInitialStore() },
        ]
        for method in ReorderCommitMethod.allCases {
            entries.append(MenuOverlay.Entry("Commit by \(method.title)", isChecked: method == commitMethod) { [unowned self] in
                self.commitMethod = method
            })
        }
        MenuOverlay(title: "Reorderable List", entries: entries).present(in: window)
    }
}
