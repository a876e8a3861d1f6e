import Tessera
import TesseraExampleLayouts

/// Diffable Data Source → UITableView: Editing, on a collection-view list: mountains in two
/// sections, "Visited" and "Bucket List", each with a header and a footer, every row with its
/// height. `e` enters and leaves edit mode. In edit mode rows show a delete control and a
/// reorder handle; Shift-↑/↓ moves the focused row, within its section or across into the
/// other, and Delete (the delete control) or `s` offers the row's Delete action, which is also
/// its swipe action outside edit mode.
///
/// The data source commits each move to its own snapshot; `didReorder` copies the final
/// snapshot's sections into the store. A delete removes the peak from the store and applies
/// a snapshot built from it.
final class TableEditingScreen: TitledScreen {
    let collectionView: CollectionView
    private(set) var dataSource: CollectionViewDiffableDataSource<TableEditingSection, Mountain>!
    private(set) var store = TableEditingStore.initial { didSet { updateStatus() } }

    init(context: DemoContext) {
        collectionView = CollectionView(collectionViewLayout: ExampleLayouts.tableEditing())
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        collectionView.allowsSelection = false
        super.init(title: "Table Editing", subtitle: Self.subtitle(editing: false), content: collectionView)
        collectionView.collectionViewLayout = ExampleLayouts.tableEditing { [unowned self] indexPath in
            self.deleteAction(at: indexPath)
        }
        configureDataSource()
        applyStore(animated: false)
        updateStatus()
    }

    private func configureDataSource() {
        let row = CollectionView.CellRegistration<CollectionViewListCell, Mountain> { cell, _, mountain in
            var content = ListContentConfiguration.valueCell()
            content.text = mountain.name
            content.secondaryText = TableEditingStore.heightText(mountain.heightMeters)
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listGroupedCell()
            cell.accessories = [.delete(), .reorder()]
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { [unowned self] cell, _, indexPath in
            var content = ListContentConfiguration.groupedHeader()
            content.text = self.dataSource.sectionIdentifier(for: indexPath.section)?.title
            cell.contentConfiguration = content
        }
        let footer = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionFooter
        ) { [unowned self] cell, _, indexPath in
            var content = ListContentConfiguration.groupedFooter()
            content.text = self.dataSource.sectionIdentifier(for: indexPath.section)?.footer
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, mountain in
            view.dequeueConfiguredReusableCell(using: row, for: path, item: mountain)
        }
        dataSource.supplementaryViewProvider = { view, kind, path in
            kind == CollectionView.elementKindSectionHeader
                ? view.dequeueConfiguredReusableSupplementary(using: header, for: path)
                : view.dequeueConfiguredReusableSupplementary(using: footer, for: path)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
            var store = self.store
            for section in TableEditingSection.allCases {
                store.setItems(transaction.finalSnapshot.itemIdentifiers(inSection: section), in: section)
            }
            self.store = store
        }
    }

    /// Builds the snapshot from the store: both sections always, even when empty, so a row can
    /// be moved back into a list that was emptied.
    private func applyStore(animated: Bool) {
        var snapshot = DiffableDataSourceSnapshot<TableEditingSection, Mountain>()
        snapshot.appendSections(TableEditingSection.allCases)
        for section in TableEditingSection.allCases {
            snapshot.appendItems(store.items(in: section), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    private func deleteAction(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard let mountain = dataSource.itemIdentifier(for: indexPath) else { return nil }
        var delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, completion in
            self.store.delete(mountain)
            self.applyStore(animated: true)
            completion(true)
        }
        delete.image = "⊖"
        return SwipeActionsConfiguration(actions: [delete])
    }

    // MARK: Keys

    override var keyHints: [KeyHint] {
        collectionView.isEditing ? [KeyHint("e", "done"), KeyHint("Del", "delete")] : [KeyHint("e", "edit")]
    }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty, key.key == .character("e") else { return false }
        collectionView.isEditing.toggle()
        titleBar.subtitle = Self.subtitle(editing: collectionView.isEditing)
        return true
    }

    /// The title bar says what edit mode offers, since the hint bar has room for only a few keys.
    private static func subtitle(editing: Bool) -> String {
        editing ? "editing · ⇧↑↓ move a row · Del delete · e done" : "e to edit: move rows within and across sections, delete"
    }

    private func updateStatus() {
        hintBar.status = "\(store.items(in: .visited).count) visited · \(store.items(in: .bucketList).count) to climb"
    }
}
