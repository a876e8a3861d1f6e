// AsyncList: the files in a folder, read by `async` code while a loading row shows.
// Run it with `swift run async-list [folder]`; r reads the folder again, Esc or q quits.
import Foundation
import Tessera

/// A file or folder, as a row shows it.
struct FileEntry: Hashable, Sendable {
    let name: String
    let isFolder: Bool
    let size: Int
}

enum Row: Hashable, Sendable {
    case loading
    case file(FileEntry)
    case failure(String)
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

/// A list of a folder's entries and a status line under it.
@MainActor
final class FolderList {
    let folder: URL
    let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let statusBar = HintBar()
    private var dataSource: CollectionViewDiffableDataSource<Int, Row>!
    private var loading: Task<Void, Never>?

    init(folder: URL) {
        self.folder = folder
        let cell = CollectionView.CellRegistration<CollectionViewListCell, Row> { cell, _, row in
            var content = ListContentConfiguration.valueCell()  // name at the left, size at the right
            switch row {
            case .loading:
                content.text = "Loading…"
            case .file(let entry):
                content.text = entry.isFolder ? entry.name + "/" : entry.name
                content.secondaryText = entry.isFolder ? nil : ByteCountFormatter.string(fromByteCount: Int64(entry.size), countStyle: .file)
            case .failure(let message):
                content.text = message
            }
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, row in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: row)
        }
    }

    /// Shows the loading row, then what the folder holds.
    func reload() {
        loading?.cancel()
        show([.loading], status: "reading \(folder.path)")
        loading = Task {
            do {
                let entries = try await loadEntries(in: folder)
                show(entries.map(Row.file), status: "\(entries.count) entries")
            } catch is CancellationError {
                // A newer reload took over.
            } catch {
                show([.failure(error.localizedDescription)], status: "could not read \(folder.path)")
            }
        }
    }

    private func show(_ rows: [Row], status: String) {
        var snapshot = DiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot, animatingDifferences: true)
        statusBar.status = status
    }
}

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
let list = FolderList(folder: folder)
let screen = StackView()
screen.addArrangedSubview(list.collectionView)
screen.addArrangedSubview(list.statusBar, height: .fixed(1))

do {
    let application = try Application(rootView: screen)
    application.globalKeyHints.insert(KeyHint("r", "reload"), at: 0)
    application.onUnhandledEvent = { event in
        guard case .key(let key) = event, key.key == .character("r") else { return false }
        list.reload()
        return true
    }
    list.reload()
    application.run()  // until Esc or q (or Ctrl-C); the terminal is given back
} catch {
    FileHandle.standardError.write(Data("async-list: \(error)\n".utf8))
    exit(1)
}
