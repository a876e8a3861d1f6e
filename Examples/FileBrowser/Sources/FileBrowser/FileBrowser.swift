import Foundation
import Tessera

/// What a row of the tree stands for: an entry, or a line in place of a folder's entries.
enum Node: Hashable, Sendable {
    case entry(Entry)
    /// Under a folder not read yet: it gives the folder its ▸, and is replaced when it opens.
    case unread(folder: String)
    /// Under a folder with nothing to show: it is empty, or nothing in it matches the filter.
    case nothing(folder: String, reason: String)
    /// Under a folder that could not be read: why.
    case failure(folder: String, reason: String)

    /// The path the status line shows when this row has focus.
    var path: String {
        switch self {
        case .entry(let entry): entry.path
        case .unread(let folder), .nothing(let folder, _), .failure(let folder, _): folder
        }
    }
}

/// A folder's tree in an outline, with a filter field above it and the focused entry's path
/// below. Only the top folder is read at the start; every other folder is read when it is
/// opened (the data source asks for its children: `snapshotForExpandingParent`), and read again
/// each time it is opened. The filter keeps the entries read so far whose names contain the
/// text, ignoring case and accents, each under its folders. Text typed while the tree has focus
/// goes to the filter (see `typeIntoFilter(_:)`).
final class FileBrowser: View {
    let rootFolder: String
    let reader: FolderReader
    let filterField = SearchField(placeholder: "type to filter by name")
    let tree = FileTree(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .sidebar)))
    private(set) lazy var pathLine = PathLine { [unowned self] in focusedPath }
    let hintBar = HintBar()
    private var dataSource: CollectionViewDiffableDataSource<Int, Node>!
    /// What each folder held when it was last read, or why it could not be read.
    private var contents: [String: Result<[Entry], FolderReadError>] = [:]
    /// The folders open in the unfiltered tree.
    private var openFolders: Set<String> = []

    init(folder: String, reader: FolderReader = FolderReader()) {
        rootFolder = folder
        self.reader = reader
        super.init()
        let stack = StackView()
        stack.addArrangedSubview(filterField, height: .fixed(1))
        stack.addArrangedSubview(tree)
        stack.addArrangedSubview(pathLine, height: .fixed(1))
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        addSubview(stack)

        tree.allowsSelection = false
        filterField.onChange = { [unowned self] _ in showTree(animated: true) }
        filterField.onSubmit = { [unowned self] in focusTree() }
        tree.typing = { [unowned self] key in typeIntoFilter(key) }
        configureDataSource()
        contents[rootFolder] = reader.contents(of: rootFolder)
        showTree(animated: false)
    }

    override func layoutSubviews() {
        subviews.first?.frame = bounds
    }

    private func configureDataSource() {
        let cell = CollectionView.CellRegistration<CollectionViewListCell, Node> { [unowned self] cell, _, node in
            var content = ListContentConfiguration.sidebarCell()
            cell.accessories = []
            switch node {
            case .entry(let entry):
                let name = entry.isFolder ? entry.name + "/" : entry.name
                content.attributedText = AttributedText(name, highlighting: match(in: entry.name), with: tree.theme.match)
                if entry.isFolder { cell.accessories = [.outlineDisclosure()] }
            case .unread:
                content.text = "…"
                content.textProperties.color = tree.theme.secondaryText.foreground
            case .nothing(_, let reason):
                content.text = reason
                content.textProperties.color = tree.theme.secondaryText.foreground
            case .failure(_, let reason):
                content.text = "⚠ cannot read: \(reason)"
                content.textProperties.color = tree.theme.destructive.foreground
            }
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: tree) { view, indexPath, node in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: node)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] node in
            if case .entry(let entry) = node { openFolders.insert(entry.path) }
        }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned self] node in
            if case .entry(let entry) = node { openFolders.remove(entry.path) }
        }
        // Lazy children: a folder is read when it opens, and its rows replace the "…".
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { [unowned self] node, children in
            guard case .entry(let entry) = node, entry.isFolder else { return children }
            contents[entry.path] = reader.contents(of: entry.path)
            var outline = DiffableDataSourceSectionSnapshot<Node>()
            let matches = foldersWithMatches()
            append(contentsOf: entry.path, under: nil, to: &outline, matches: matches)
            return outline
        }
    }

    // MARK: The tree

    /// The filter, without the spaces around it; empty when there is none.
    var filter: String { filterField.text.trimmingCharacters(in: .whitespaces) }

    /// Builds the whole tree from what was read (nothing is read here) and shows it.
    private func showTree(animated: Bool) {
        var outline = DiffableDataSourceSectionSnapshot<Node>()
        let matches = foldersWithMatches()
        append(contentsOf: rootFolder, under: nil, to: &outline, matches: matches)
        dataSource.apply(outline, to: 0, animatingDifferences: animated)
        tree.reconfigureItems(at: tree.indexPathsForVisibleItems)  // highlights follow the filter
        hintBar.status = filter.isEmpty ? "" : matchCountText
    }

    /// Appends the rows for `folder`'s contents under `parent` (as roots when nil): its entries
    /// that the filter keeps, each folder among them with its own rows, or one row saying why
    /// there are none.
    private func append(contentsOf folder: String, under parent: Node?,
                        to outline: inout DiffableDataSourceSectionSnapshot<Node>, matches: Set<String>) {
        switch contents[folder] {
        case nil:
            outline.append([.unread(folder: folder)], to: parent)
        case .failure(let error):
            outline.append([.failure(folder: folder, reason: error.reason)], to: parent)
        case .success(let entries):
            let kept = entries.filter { isKept($0, matches: matches) }
            guard !kept.isEmpty else {
                let reason = entries.isEmpty ? "empty folder"
                    : folder == rootFolder ? "no name matches “\(filter)” in the folders opened so far" : "no name here matches “\(filter)”"
                outline.append([.nothing(folder: folder, reason: reason)], to: parent)
                return
            }
            outline.append(kept.map(Node.entry), to: parent)
            for entry in kept where entry.isFolder {
                append(contentsOf: entry.path, under: .entry(entry), to: &outline, matches: matches)
                // While filtering, the folders that lead to a match stand open.
                if openFolders.contains(entry.path) || matches.contains(entry.path) { outline.expand([.entry(entry)]) }
            }
        }
    }

    /// Whether the filter keeps `entry`: there is no filter, its name matches, or it is a
    /// folder with a match somewhere inside (among what was read).
    private func isKept(_ entry: Entry, matches: Set<String>) -> Bool {
        filter.isEmpty || match(in: entry.name) != nil || matches.contains(entry.path)
    }

    /// The folders, among those read, that hold a matching entry at any depth (empty with no filter).
    private func foldersWithMatches() -> Set<String> {
        var found: Set<String> = []
        guard !filter.isEmpty else { return found }
        func holdsMatch(_ folder: String) -> Bool {
            guard case .success(let entries)? = contents[folder] else { return false }
            var holds = false
            for entry in entries {
                if match(in: entry.name) != nil { holds = true }
                if entry.isFolder && holdsMatch(entry.path) { holds = true }
            }
            if holds { found.insert(folder) }
            return holds
        }
        _ = holdsMatch(rootFolder)
        return found
    }

    /// Where the filter matches `name`, in graphemes (for the highlight); nil without a match
    /// or a filter.
    func match(in name: String) -> Range<Int>? {
        guard !filter.isEmpty, let range = name.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive]) else { return nil }
        let start = name.distance(from: name.startIndex, to: range.lowerBound)
        return start..<(start + name[range].count)
    }

    /// "1 match", "12 matches": the entries read so far whose names match.
    var matchCountText: String {
        var count = 0
        for case .success(let entries) in contents.values {
            count += entries.filter { match(in: $0.name) != nil }.count
        }
        return count == 1 ? "1 match" : "\(count) matches"
    }

    // MARK: Focus

    /// The focused row's path (a folder's, for the row in place of its entries); the top
    /// folder's before any row has focus.
    var focusedPath: String {
        guard let indexPath = tree.indexPathForFocusedItem, let node = dataSource.itemIdentifier(for: indexPath) else { return rootFolder }
        return node.path
    }

    /// Into the tree, on the row focused before if it is still there, else on the first.
    func focusTree() {
        window?.focusedView = tree
        if tree.indexPathForFocusedItem == nil, tree.numberOfItems(inSection: 0) > 0 {
            tree.focusItem(at: IndexPath(item: 0, section: 0))
        }
    }

    /// Keys the tree keeps when typing goes to the filter: `q` quits and `?` shows the keys, as
    /// in the Mountains demo's results and every other screen; `/` goes to the filter (below);
    /// Space opens and closes a folder, as Enter does.
    static let treeKeys: Set<Character> = ["q", "?", "/", " "]

    /// A key pressed while the tree has focus that is text for the filter: a printable
    /// character (other than ``treeKeys``) moves focus to the filter field and is added at the
    /// end of the filter; Backspace, when there is a filter, moves there and deletes its last
    /// character. The arrows, Enter, Esc and Tab keep their meaning in the tree; h j k l, which
    /// move focus in other lists, are text here.
    func typeIntoFilter(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isSubset(of: .shift) else { return false }
        switch key.key {
        case .character(let c) where !Self.treeKeys.contains(c) && TextWidth.of(c) > 0: break
        case .backspace where !filterField.text.isEmpty: break
        default: return false
        }
        window?.focusedView = filterField
        filterField.moveCursor(to: filterField.characters.count)
        return filterField.handle(.key(key))
    }

    /// Keys the field and the tree leave alone: `/`, Tab, and ↑ from the tree's top row go to
    /// the filter; Esc clears the filter (with none, it goes on to quit).
    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isSubset(of: .shift) else { return false }
        switch key.key {
        case .escape where !filter.isEmpty:
            filterField.clear()
            window?.focusedView = filterField
        case .character("/") where tree.isFocused, .tab where tree.isFocused, .up where tree.isFocused:
            window?.focusedView = filterField
        default:
            return false
        }
        return true
    }
}
