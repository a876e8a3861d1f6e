import Foundation
import Tessera

/// What a row of a folder's page stands for: an entry, or a line in place of the entries.
enum Row: Hashable, Sendable {
    case entry(Entry)
    /// The folder has nothing to show: it is empty, or nothing in it matches the filter.
    case nothing(reason: String)
    /// The folder could not be read: why.
    case failure(reason: String)
}

/// One folder's page: its entries (folders first, each with a ›), the focused entry's path
/// under them, and the keys at the bottom. The folder is read when its page is made, so a
/// folder is read when it is opened (and each time it is opened), never before. Enter on a
/// folder pushes its page; Esc comes back.
///
/// Filtering is the navigation item's search controller's: typing on the list goes to the search
/// bar, ↓ comes back to the first match, Esc ends editing, then clears the filter. This controller
/// is the search's results updater: it keeps the entries whose names contain the text, ignoring
/// case and accents, with the matched part highlighted.
final class FolderViewController: ViewController, SearchResultsUpdating, CollectionViewDelegate {
    let folder: String
    let reader: FolderReader
    let list = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
    private(set) lazy var pathLine = PathLine { [unowned self] in focusedPath }
    let hintBar = HintBar()
    private var dataSource: CollectionViewDiffableDataSource<Int, Row>!
    /// What the folder held when its page was made, or why it could not be read.
    private let contents: Result<[Entry], FolderReadError>

    init(folder: String, reader: FolderReader) {
        self.folder = folder
        self.reader = reader
        contents = reader.contents(of: folder)
        super.init()
        title = (folder as NSString).lastPathComponent.isEmpty ? folder : (folder as NSString).lastPathComponent
        let search = SearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "type to filter by name"
        navigationItem.searchController = search
    }

    override func loadView() {
        let stack = StackView()
        stack.addArrangedSubview(list)
        stack.addArrangedSubview(pathLine, height: .fixed(1))
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        view = stack
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.delegate = self
        configureDataSource()
        showRows(animated: false)
    }

    private func configureDataSource() {
        let cell = CollectionView.CellRegistration<CollectionViewListCell, Row> { [unowned self] cell, _, row in
            var content = ListContentConfiguration.cell()
            cell.accessories = []
            switch row {
            case .entry(let entry):
                let name = entry.isFolder ? entry.name + "/" : entry.name
                content.attributedText = AttributedText(name, highlighting: match(in: entry.name), with: list.theme.match)
                if entry.isFolder { cell.accessories = [.disclosureIndicator()] }
                // Read "docs, folder", not "docs slash": the slash is for the eye.
                cell.accessibilityLabel = entry.isFolder ? "\(entry.name), folder" : entry.name
            case .nothing(let reason):
                content.text = reason
                content.textProperties.color = list.theme.secondaryText.foreground
                cell.accessibilityLabel = nil
            case .failure(let reason):
                content.text = "⚠ cannot read: \(reason)"
                content.textProperties.color = list.theme.destructive.foreground
                cell.accessibilityLabel = "Cannot read: \(reason)"
            }
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: list) { view, indexPath, row in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: row)
        }
    }

    // MARK: Filtering

    /// The filter, without the spaces around it; empty when there is none.
    var filter: String {
        (navigationItem.searchController?.searchBar.text ?? "").trimmingCharacters(in: .whitespaces)
    }

    func updateSearchResults(for searchController: SearchController) {
        showRows(animated: true)
    }

    /// The rows for what was read and the filter: the matching entries, or one row saying why
    /// there are none.
    private func showRows(animated: Bool) {
        var snapshot = DiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        switch contents {
        case .failure(let error):
            snapshot.appendItems([.failure(reason: error.reason)])
        case .success(let entries):
            let kept = entries.filter { filter.isEmpty || match(in: $0.name) != nil }
            if kept.isEmpty {
                snapshot.appendItems([.nothing(reason: entries.isEmpty ? "empty folder" : "no name here matches “\(filter)”")])
            } else {
                snapshot.appendItems(kept.map(Row.entry))
            }
        }
        // Rows that stay keep their cells; their highlight follows the filter.
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        dataSource.apply(snapshot, animatingDifferences: animated)
        hintBar.status = filter.isEmpty ? "" : matchCountText
    }

    /// Where the filter matches `name`, in graphemes (for the highlight); nil without a match
    /// or a filter.
    func match(in name: String) -> Range<Int>? {
        guard !filter.isEmpty, let range = name.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive]) else { return nil }
        let start = name.distance(from: name.startIndex, to: range.lowerBound)
        return start..<(start + name[range].count)
    }

    /// "1 match", "12 matches": the entries whose names match.
    var matchCountText: String {
        guard case .success(let entries) = contents else { return "0 matches" }
        let count = entries.filter { match(in: $0.name) != nil }.count
        return count == 1 ? "1 match" : "\(count) matches"
    }

    // MARK: Focus and opening

    /// The focused row's path (the folder's, for a row in place of its entries, or before any
    /// row has focus).
    var focusedPath: String {
        guard list.isFocused, let indexPath = list.indexPathForFocusedItem,
              case .entry(let entry)? = dataSource.itemIdentifier(for: indexPath) else { return folder }
        return entry.path
    }

    /// Enter or Space on a folder pushes its page; the row is not left selected.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath)
        guard case .entry(let entry)? = dataSource.itemIdentifier(for: indexPath), entry.isFolder else { return }
        navigationController?.pushViewController(FolderViewController(folder: entry.path, reader: reader), animated: true)
    }

    /// Only folders open.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        if case .entry(let entry)? = dataSource.itemIdentifier(for: indexPath) { return entry.isFolder }
        return false
    }
}
