// AsyncList: the files in a folder, read by `async` code while "Loading…" shows in their place.
// Run it with `swift run async-list [folder]`; r reads the folder again, q quits. Above the list a
// segmented control sorts by name or size (Tab reaches it, ← → choose); e edits the list (a row's
// ⊖ hides it from the list; the file stays); Shift-F10 or a right click on a row opens its menu.
import Foundation
import Tessera

/// A file or folder, as a row shows it.
struct FileEntry: Hashable, Sendable {
    let name: String
    let isFolder: Bool
    let size: Int
}

/// Reads a folder; off the main actor, since it is not isolated to it. The pause stands in
/// for a slow disk or a network.
func loadEntries(in folder: URL) async throws -> [FileEntry] {
    try await Task.sleep(for: .milliseconds(600))
    let keys: Set<URLResourceKey> = [.isDirectoryKey, .fileSizeKey]
    return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: Array(keys))
        .map { url in
            let values = try url.resourceValues(forKeys: keys)
            return FileEntry(name: url.lastPathComponent, isFolder: values.isDirectory ?? false, size: values.fileSize ?? 0)
        }
        .sorted { ($0.isFolder ? 0 : 1, $0.name) < ($1.isFolder ? 0 : 1, $1.name) }
}

/// How the list is sorted, as the segmented control offers it.
enum SortOrder: Int, CaseIterable {
    case name, size
    var title: String { self == .name ? "by name" : "by size" }
}

/// A folder's entries and a status line under them, as a view controller: the view is a
/// stack, `viewDidLoad` connects the data source, r (a bar button item) reads the folder again,
/// the edit button hides rows, and each row has a context menu.
final class FolderViewController: ViewController, CollectionViewDelegate {
    let folder: URL
    let sortControl = SegmentedControl(items: SortOrder.allCases.map(\.title))
    let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let statusBar = HintBar()
    private var dataSource: CollectionViewDiffableDataSource<Int, FileEntry>!
    private var loading: Task<Void, Never>?
    /// What the folder held at the last read, and the names hidden from the list since.
    private var entries: [FileEntry] = []
    private var hidden: Set<String> = []

    init(folder: URL) {
        self.folder = folder
        super.init()
    }

    override func loadView() {
        let stack = StackView()
        stack.addArrangedSubview(sortControl, height: .fixed(1))
        stack.addArrangedSubview(collectionView)
        stack.addArrangedSubview(statusBar, height: .fixed(1))
        view = stack
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = folder.lastPathComponent.isEmpty ? folder.path : folder.lastPathComponent
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "reload", key: .character("r"), primaryAction: Action { [weak self] _ in self?.reload() }),
            editButtonItem,
        ]
        sortControl.selectedSegmentIndex = SortOrder.name.rawValue
        sortControl.addAction(Action { [weak self] _ in self?.showEntries() }, for: .valueChanged)
        collectionView.delegate = self
        let cell = CollectionView.CellRegistration<CollectionViewListCell, FileEntry> { [weak self] cell, _, entry in
            var content = ListContentConfiguration.valueCell()  // name at the left, size at the right
            content.text = entry.isFolder ? entry.name + "/" : entry.name
            content.secondaryText = entry.isFolder ? nil : ByteCountFormatter.string(fromByteCount: Int64(entry.size), countStyle: .file)
            cell.contentConfiguration = content
            // In edit mode a ⊖ hides the row (Enter on it, or a click).
            cell.accessories = [.delete(displayed: .whenEditing) { self?.hide(entry) }]
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, entry in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: entry)
        }
        reload()
    }

    /// Shows "Loading…" in place of the list (iOS 17's loading state), then what the folder holds.
    func reload() {
        loading?.cancel()
        contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
        statusBar.status = "reading \(folder.path)"
        loading = Task {
            do {
                entries = try await loadEntries(in: folder)
                hidden = []
                showEntries()
            } catch is CancellationError {
                // A newer reload took over.
            } catch {
                var failure = ContentUnavailableConfiguration.empty()
                failure.text = "The folder could not be read"
                failure.secondaryText = error.localizedDescription
                entries = []
                show([], status: "could not read \(folder.path)", unavailable: failure)
            }
        }
    }

    /// The entries not hidden, in the chosen order, with their count in the status line.
    func showEntries() {
        let order = SortOrder(rawValue: sortControl.selectedSegmentIndex) ?? .name
        let shown = entries.filter { !hidden.contains($0.name) }.sorted { a, b in
            order == .size && a.size != b.size ? a.size > b.size : (a.isFolder ? 0 : 1, a.name) < (b.isFolder ? 0 : 1, b.name)
        }
        show(shown, status: "\(shown.count) entries" + (hidden.isEmpty ? "" : ", \(hidden.count) hidden"))
    }

    /// Takes `entry` off the list (the file stays where it is).
    func hide(_ entry: FileEntry) {
        hidden.insert(entry.name)
        showEntries()
    }

    /// The edit button: the list shows each row's ⊖ while editing.
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    /// A row's menu (Shift-F10, or a right click): its full path in the status line, or hide it.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration? {
        guard let entry = indexPaths.first.flatMap(dataSource.itemIdentifier(for:)) else { return nil }
        return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            Menu(title: entry.name, children: [
                Action(title: "Show Path") { _ in self?.statusBar.status = self?.folder.appendingPathComponent(entry.name).path ?? "" },
                Action(title: "Hide from List", attributes: .destructive) { _ in self?.hide(entry) },
            ])
        }
    }

    /// Applies `entries` and shows `unavailable` in their place (nil: the entries themselves).
    private func show(_ entries: [FileEntry], status: String, unavailable: ContentUnavailableConfiguration? = nil) {
        var snapshot = DiffableDataSourceSnapshot<Int, FileEntry>()
        snapshot.appendSections([0])
        snapshot.appendItems(entries)
        dataSource.apply(snapshot, animatingDifferences: true)
        contentUnavailableConfiguration = unavailable
        statusBar.status = status
    }
}

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)

do {
    let navigation = NavigationController(rootViewController: FolderViewController(folder: folder))
    try Application(rootViewController: navigation).run()  // until Esc or q (or Ctrl-C); the terminal is given back
} catch {
    FileHandle.standardError.write(Data("async-list: \(error)\n".utf8))
    exit(1)
}
