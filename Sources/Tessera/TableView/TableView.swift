import Foundation

/// A list of rows in sections (Apple's `UITableView`), built on the collection view: a table
/// is a collection view with a list layout in the table's style, rows that are
/// `TableViewCell`s, and section titles from its data source. Everything a collection view
/// does (focus, keys, animation, scrolling) it does.
///
/// Feed it with a `TableViewDiffableDataSource` (subclass it to give titles and allow editing).
/// In edit mode (`isEditing`, `setEditing(_:animated:)`), rows the data source lets edit show a
/// delete control, rows it lets move a reorder handle. Delete (or Enter on the control) offers
/// the row's swipe actions, by default one Delete action that commits through
/// `tableView(_:commit:forRowAt:)`: a terminal's tap on the red minus, then on Delete. Shift-↑/↓
/// moves the row. Outside edit mode `s` offers the same actions (the swipe).
open class TableView: CollectionView {
    /// Apple's `UITableView.Style`.
    public enum Style: Hashable, Sendable {
        /// Rows edge to edge on the view's background, with pinned section headers.
        case plain
        /// Sections on the grouped background, a blank row above each header; titles in the
        /// grouped header and footer look.
        case grouped
        /// Like ``grouped``, with sections inset two columns from the view's edges.
        case insetGrouped

        var listAppearance: CollectionLayoutListConfiguration.Appearance {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        }
    }

    /// Apple's `UITableView.RowAnimation`. A terminal has one way to animate rows (they slide a
    /// row at a time, inserted rows fade in, deleted ones fade out): every value but `.none`
    /// animates that way; `.none` applies without motion.
    public enum RowAnimation: Hashable, Sendable {
        /// Animates (Tessera's one row animation).
        case fade
        /// Animates (Tessera's one row animation; rows do not slide in from the right).
        case right
        /// Animates (Tessera's one row animation; rows do not slide in from the left).
        case left
        /// Animates (Tessera's one row animation).
        case top
        /// Animates (Tessera's one row animation).
        case bottom
        /// Applies updates at once, without motion.
        case none
        /// Animates (Tessera's one row animation).
        case middle
        /// Animates (Tessera's one row animation); the default.
        case automatic
    }

    /// The table's style, fixed at creation (Apple's `style`): plain, grouped or inset grouped.
    public let style: Style
    /// Every row's height in points (Apple's `rowHeight`; see TableView+RowHeights.swift for how
    /// points become rows): ``automaticDimension`` (the default) sizes rows to their content.
    /// The delegate's `tableView(_:heightForRowAt:)` wins for the rows it answers.
    public var rowHeight: CGFloat = TableView.automaticDimension { didSet { invalidateLayoutInputs() } }
    /// The height rows are laid out at before they are measured, in points (Apple's
    /// `estimatedRowHeight`); ``automaticDimension`` or 0 means one row.
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension { didSet { invalidateLayoutInputs() } }
    /// Every section header's height in points (Apple's `sectionHeaderHeight`):
    /// ``automaticDimension`` sizes it to its content; one point or less hides headers.
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension { didSet { invalidateLayoutInputs() } }
    /// Every section footer's height in points (Apple's `sectionFooterHeight`), as ``sectionHeaderHeight``.
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension { didSet { invalidateLayoutInputs() } }
    /// Accepted for source compatibility (Apple's `estimatedSectionHeaderHeight`): headers are
    /// one row until measured.
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// Accepted for source compatibility (Apple's `estimatedSectionFooterHeight`).
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
    /// Whether rows are separated by a line (Apple's `separatorStyle`): `.none` hides the
    /// separators; `.singleLine` (the default) and `.singleLineEtched` show the list's.
    public var separatorStyle: TableViewCell.SeparatorStyle = .singleLine { didSet { invalidateLayoutInputs() } }
    /// Header and footer classes registered by reuse identifier.
    var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
    /// Where section titles come from (the diffable data source sets itself).
    weak var titleSource: (any TableViewDataSource)?

    /// UIKit's initializer: a frame in cells (a window's layout usually sets it later) and a style.
    public init(frame: CellRect = .zero, style: Style) {
        self.style = style
        // A placeholder (it builds no section until prepared): makeLayout() needs self.
        super.init(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: style.listAppearance)))
        self.frame = frame
        collectionViewLayout = makeLayout()
    }

    /// A plain table with an empty frame (UIKit's `UITableView()`).
    public convenience init() { self.init(frame: .zero, style: .plain) }

    /// The table's row, header and footer heights fix the measured size of those elements.
    override func fixedHeight(for attributes: CollectionViewLayoutAttributes) -> Int? { fixedRows(for: attributes) }

    /// A list section per table section, with a header or footer where the data source gives
    /// the section a title.
    private func makeLayout() -> CollectionViewCompositionalLayout {
        let appearance = style.listAppearance
        return CollectionViewCompositionalLayout { [weak self] section, environment in
            var configuration = CollectionLayoutListConfiguration(appearance: appearance)
            // Rows size themselves, as UIKit's `automaticDimension` rows do (a subtitle row is
            // two), unless the table or its delegate fixes a height (TableView+RowHeights.swift).
            configuration.rowHeight = .estimated(1)
            self?.configureSection(&configuration, section: section)
            configuration.trailingSwipeActionsConfigurationProvider = { [weak self] path in self?.trailingSwipeActions(at: path) }
            configuration.leadingSwipeActionsConfigurationProvider = { [weak self] path in
                guard let self else { return nil }
                return (self.delegate as? TableViewDelegate)?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
            }
            return .list(using: configuration, layoutEnvironment: environment)
        }
    }

    // MARK: Rows

    /// Rows in `section` of the current snapshot (Apple's `numberOfRows(inSection:)`).
    public func numberOfRows(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    /// The live cell of a row, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cellForItem(at: indexPath) as? TableViewCell }

    /// The first selected row in index-path order, if any (Apple's `indexPathForSelectedRow`).
    public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedItems?.first }
    /// The selected rows, in index-path order (Apple's `indexPathsForSelectedRows`).
    public var indexPathsForSelectedRows: [IndexPath]? { indexPathsForSelectedItems }
    /// The rows on screen, wholly or in part, in index-path order (Apple's
    /// `indexPathsForVisibleRows`). O(visible rows + log n).
    public var indexPathsForVisibleRows: [IndexPath]? { indexPathsForVisibleItems }

    /// Selects a row without asking or telling the delegate, scrolling it to `scrollPosition`
    /// unless that is empty; nil clears the selection (Apple's `selectRow(at:animated:scrollPosition:)`).
    public func selectRow(at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = []) {
        selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row without asking or telling the delegate (Apple's `deselectRow(at:animated:)`).
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) { deselectItem(at: indexPath, animated: animated) }

    /// Scrolls so the row is at `position`, or just visible (Apple's
    /// `scrollToRow(at:at:animated:)`); immediate, whatever `animated` says.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition = [], animated: Bool = false) {
        scrollToItem(at: indexPath, at: position, animated: animated)
    }

    /// Turns edit mode on or off (Apple's `setEditing(_:animated:)`): rows show their delete and
    /// reorder controls at once; `animated` is accepted for source compatibility.
    public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: Registration by reuse identifier

    /// Registers a row class under a reuse identifier.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// A row of the class registered under `identifier` for `indexPath`, new or reused (after
    /// `prepareForReuse()`). Stops with a message when nothing is registered under it.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? TableViewCell else {
            fatalError("dequeueReusableCell(withIdentifier:for:): the class registered for \"\(identifier)\" is not a TableViewCell; register a TableViewCell subclass")
        }
        return cell
    }

    // MARK: Editing

    /// The delegate's trailing actions for the row, else a Delete action where the data source
    /// lets the row be edited (UIKit's default swipe).
    func trailingSwipeActions(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        if let configuration = (delegate as? TableViewDelegate)?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration
        }
        guard let source = titleSource, source.tableView(self, canEditRowAt: indexPath),
              let item = connection?.itemIdentity(at: indexPath) else { return nil }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            // The row may have moved while the menu was open: find it by its item.
            guard let self, let path = self.connection?.indexPath(forItemIdentity: item) else { completion(false); return }
            completion(self.commitDelete(at: path))
        }
        delete.image = "⊖"
        return SwipeActionsConfiguration(actions: [delete])
    }

    /// Commits a delete of the row at `indexPath` if the data source lets it be edited.
    @discardableResult
    func commitDelete(at indexPath: IndexPath) -> Bool {
        guard let source = titleSource, source.tableView(self, canEditRowAt: indexPath) else { return false }
        source.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }
}
