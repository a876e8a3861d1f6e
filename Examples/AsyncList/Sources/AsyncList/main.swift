// AsyncList: the files in a folder, read by `async` code while "Loading…" shows in their place.
// Run it with `swift run async-list [folder]`; r reads the folder again, q quits.
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

/// A folder's entries and a status line under them, as a view controller: the view is a
/// stack, `viewDidLoad` connects the data source, r (a bar button item) reads the folder again.
final class FolderViewController: ViewController {
    let folder: URL
    let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let statusBar = HintBar()
    private var dataSource: CollectionViewDiffableDataSource<Int, FileEntry>!
    private var loading: Task<Void, Never>?

    init(folder: URL) {
        self.folder = folder
        super.init()
    }

    override func loadView() {
        let stack = StackView()
        stack.addArrangedSubview(collectionView)
        stack.addArrangedSubview(statusBar, height: .fixed(1))
        view = stack
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = folder.lastPathComponent.isEmpty ? folder.path : folder.lastPathComponent
        navigationItem.rightBarButtonItem = BarButtonItem(title: "reload", key: .character("r"),
                                                          primaryAction: Action { [weak self] _ in self?.reload() })
        let cell = CollectionView.CellRegistration<CollectionViewListCell, FileEntry> { cell, _, entry in
            var content = ListContentConfiguration.valueCell()  // name at the left, size at the right
            content.text = entry.isFolder ? entry.name + "/" : entry.name
            content.secondaryText = entry.isFolder ? nil : ByteCountFormatter.string(fromByteCount: Int64(entry.size), countStyle: .file)
            cell.contentConfiguration = content
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
                let entries = try await loadEntries(in: folder)
                show(entries, status: "\(entries.count) entries")
            } catch is CancellationError {
                // A newer reload took over.
            } catch {
                var failure = ContentUnavailableConfiguration.empty()
                failure.text = "The folder could not be read"
                failure.secondaryText = error.localizedDescription
                show([], status: "could not read \(folder.path)", unavailable: failure)
            }
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
