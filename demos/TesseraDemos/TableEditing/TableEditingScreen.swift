import Tessera

/// Diffable Data Source → UITableView: Editing, as Apple's 2019 sample has it: a grouped table
/// of mountains in two sections, "Visited" and "Bucket List", fed by a subclassed
/// `TableViewDiffableDataSource` that gives the section titles and lets every row be deleted
/// and moved. `e` enters and leaves edit mode. In edit mode rows show a delete control and a
/// reorder handle; Shift-↑/↓ moves the focused row, within its section or across into the
/// other, and Delete (the delete control) offers the row's Delete action; outside edit mode `s`
/// offers it (the swipe).
///
/// The store is the source of truth: the data source records each committed move in it; a delete
/// asks with an alert first (`TableEditingScreen+DeleteAlert.swift`), and its Delete removes the
/// mountain from the store and applies a snapshot built from it.
final class TableEditingScreen: TitledScreen {
    let tableView = TableView(frame: .zero, style: .grouped)
    private(set) var dataSource: TableEditingDataSource!
    var store = TableEditingStore.initial { didSet { updateStatus() } }
    /// The stand-in controller an alert is presented from while one is up (see
    /// `confirmDelete(_:)`); nil otherwise.
    var alertHost: ViewController?

    /// Kept for the tests and the key handling: the table is the screen's collection view.
    var collectionView: CollectionView { tableView }

    init(context: DemoContext) {
        if !context.options.animationsEnabled { tableView.reducedMotion = true }
        tableView.allowsSelection = false
        super.init(title: "Table Editing", subtitle: Self.subtitle(editing: false), content: tableView)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "mountain")
        dataSource = TableEditingDataSource(tableView: tableView) { tableView, indexPath, mountain in
            let cell = tableView.dequeueReusableCell(withIdentifier: "mountain", for: indexPath)
            var content = ListContentConfiguration.valueCell()
            content.text = mountain.name
            content.secondaryText = TableEditingStore.heightText(mountain.heightMeters)
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listGroupedCell()
            return cell
        }
        dataSource.screen = self
        applyStore(animated: false)
        updateStatus()
    }

    /// Builds the snapshot from the store: both sections always, even when empty, so a row can
    /// be moved back into a list that was emptied.
    func applyStore(animated: Bool) {
        var snapshot = DiffableDataSourceSnapshot<TableEditingSection, Mountain>()
        snapshot.appendSections(TableEditingSection.allCases)
        for section in TableEditingSection.allCases {
            snapshot.appendItems(store.items(in: section), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    // MARK: Keys

    override var keyHints: [KeyHint] {
        tableView.isEditing ? [KeyHint("e", "done"), KeyHint("Del", "delete")] : [KeyHint("e", "edit")]
    }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty, key.key == .character("e") else { return false }
        tableView.setEditing(!tableView.isEditing, animated: true)
        titleBar.subtitle = Self.subtitle(editing: tableView.isEditing)
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

/// The sample's data source subclass: section titles, every row editable and movable, and
/// edits committed to the screen's store.
final class TableEditingDataSource: TableViewDiffableDataSource<TableEditingSection, Mountain> {
    weak var screen: TableEditingScreen?

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.title
    }

    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.footer
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// A delete (the delete control, or the swipe action) asks first: the alert's Delete
    /// removes the row, Cancel keeps it.
    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let screen, let mountain = itemIdentifier(for: indexPath) else { return }
        screen.confirmDelete(mountain)
    }

    /// Commits the move to the snapshot (super), then copies both sections into the store.
    override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        guard let screen else { return }
        let snapshot = snapshot()
        var store = screen.store
        for section in TableEditingSection.allCases {
            store.setItems(snapshot.itemIdentifiers(inSection: section), in: section)
        }
        screen.store = store
    }
}
