import Tessera

/// WWDC19 "Advances in UI Data Sources": a table of shortcuts in three sections whose header
/// titles come from a subclassed `TableViewDiffableDataSource`, each row a subtitle cell
/// dequeued by reuse identifier, as the talk's code has it. `a` cycles the table's style
/// (plain, grouped, inset grouped); Enter selects a row.
final class ShortcutsTableScreen: TitledScreen {
    private let host = View()
    private(set) var tableView: TableView
    private(set) var dataSource: ShortcutsDataSource
    private let animationsEnabled: Bool

    init(context: DemoContext) {
        animationsEnabled = context.options.animationsEnabled
        (tableView, dataSource) = Self.makeTable(style: .insetGrouped, animated: context.options.animationsEnabled)
        super.init(title: "Shortcuts", subtitle: Self.subtitle(for: .insetGrouped), content: host)
        host.addSubview(tableView)
        dataSource.onSelect = { [unowned self] shortcut in hintBar.status = "chose \(shortcut.title)" }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tableView.frame = host.bounds
    }

    /// A table of `style` and its data source, filled with the three sections.
    private static func makeTable(style: TableView.Style, animated: Bool) -> (TableView, ShortcutsDataSource) {
        let tableView = TableView(frame: .zero, style: style)
        tableView.reducedMotion = tableView.reducedMotion || !animated
        tableView.register(ShortcutTableViewCell.self, forCellReuseIdentifier: ShortcutTableViewCell.reuseIdentifier)
        let dataSource = ShortcutsDataSource(tableView: tableView) { tableView, indexPath, shortcut in
            let cell = tableView.dequeueReusableCell(withIdentifier: ShortcutTableViewCell.reuseIdentifier, for: indexPath) as? ShortcutTableViewCell
            cell?.configure(with: shortcut)
            return cell
        }
        tableView.delegate = dataSource
        var snapshot = DiffableDataSourceSnapshot<ShortcutSection, Shortcut>()
        snapshot.appendSections(ShortcutSection.allCases)
        for section in ShortcutSection.allCases {
            snapshot.appendItems(section.shortcuts, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        return (tableView, dataSource)
    }

    private static func subtitle(for style: TableView.Style) -> String {
        switch style {
        case .plain: "a table view: plain"
        case .grouped: "a table view: grouped"
        case .insetGrouped: "a table view: inset grouped"
        }
    }

    // MARK: Keys

    override var keyHints: [KeyHint] { [KeyHint("a", "style"), KeyHint("Enter", "choose")] }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty, key.key == .character("a") else { return false }
        let styles: [TableView.Style] = [.plain, .grouped, .insetGrouped]
        let next = styles[(styles.firstIndex(of: tableView.style)! + 1) % styles.count]
        let hadFocus = window?.focusedView === tableView
        let onSelect = dataSource.onSelect
        tableView.removeFromSuperview()
        (tableView, dataSource) = Self.makeTable(style: next, animated: animationsEnabled)
        dataSource.onSelect = onSelect
        host.addSubview(tableView)
        tableView.frame = host.bounds
        if hadFocus { tableView.becomeFirstResponder() }
        titleBar.subtitle = Self.subtitle(for: next)
        return true
    }
}

/// The talk's data source subclass: section titles from the section identifiers, and the
/// table's delegate, telling the screen which shortcut was chosen.
final class ShortcutsDataSource: TableViewDiffableDataSource<ShortcutSection, Shortcut>, TableViewDelegate {
    var onSelect: ((Shortcut) -> Void)?

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.title
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if let shortcut = itemIdentifier(for: indexPath) { onSelect?(shortcut) }
    }
}

/// A subtitle row: the shortcut's title over what it does.
final class ShortcutTableViewCell: TableViewCell {
    static let reuseIdentifier = "ShortcutTableViewCell"

    func configure(with shortcut: Shortcut) {
        var content = ListContentConfiguration.subtitleCell()
        content.text = shortcut.title
        content.secondaryText = shortcut.subtitle
        contentConfiguration = content
        accessoryType = .disclosureIndicator
    }
}
