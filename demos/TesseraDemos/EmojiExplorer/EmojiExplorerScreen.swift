import Tessera
import TesseraExampleLayouts

/// `tessera-demos emoji`: one compositional layout with three kinds of section over Unicode's
/// emoji. Recents is a sideways row of large tiles that comes to rest on a tile's leading edge;
/// the outline opens groups into subgroups into emoji (→/Enter expand, ← collapse); the list
/// shows every emoji in inset-grouped value cells, and `s` on a row stars or unstars it.
/// Enter on an emoji opens its card; `/` filters all three sections by name as you type.
final class EmojiExplorerScreen: View {
    typealias Section = ExampleLayouts.EmojiExplorerSection
    typealias Item = EmojiExplorerItem

    static let title = "Emoji Explorer"

    let titleBar = TitleBar(title: EmojiExplorerScreen.title, subtitle: "recents, an outline and a list in one layout")
    let searchField = SearchField(placeholder: "filter by name")
    let collectionView: CollectionView
    let hintBar = HintBar()
    private(set) var dataSource: CollectionViewDiffableDataSource<Section, Item>!
    private(set) var state: EmojiExplorerState
    private let context: DemoContext

    /// The demo, or a screen saying why the emoji data could not be read.
    static func make(context: DemoContext) -> View {
        DemoUnavailableView.emojiDemo(titled: title) { EmojiExplorerScreen(context: context, index: $0) }
    }

    init(context: DemoContext, index: EmojiIndex) {
        self.context = context
        state = EmojiExplorerState(index: index, seed: context.options.seed)
        collectionView = CollectionView(collectionViewLayout: ExampleLayouts.emojiExplorer())
        super.init()
        collectionView.collectionViewLayout = ExampleLayouts.emojiExplorer { [weak self] list in
            list.leadingSwipeActionsConfigurationProvider = { path in self?.starActions(at: path) }
        }
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        collectionView.delegate = self

        searchField.isHidden = true
        searchField.onChange = { [weak self] text in self?.filter(by: text) }
        searchField.onSubmit = { [weak self] in self?.showResults() }

        let stack = StackView()
        stack.addArrangedSubview(titleBar, height: .fixed(1))
        stack.addArrangedSubview(searchField, height: .fixed(1))
        stack.addArrangedSubview(collectionView, height: .flexible())
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        addSubview(stack)

        configureDataSource()
        applyState(animated: false)
        if !state.recents.isEmpty { collectionView.focusItem(at: IndexPath(item: 0, section: Section.recents.rawValue)) }
    }

    override func layoutSubviews() {
        subviews.first?.frame = bounds
    }

    // MARK: Cells

    private func configureDataSource() {
        let tileCell = CollectionView.CellRegistration<CollectionViewCell, Int> { [weak self] cell, _, emoji in
            guard let self else { return }
            let e = state.index.emoji[emoji]
            cell.contentConfiguration = EmojiTileConfiguration(emoji: e.text, name: e.name, highlight: state.matches.highlight(of: emoji))
            var background = BackgroundConfiguration()
            background.strokeWidth = 1
            background.cornerRadius = 1
            cell.backgroundConfiguration = background
        }
        let groupCell = CollectionView.CellRegistration<CollectionViewListCell, Int> { [weak self] cell, _, g in
            guard let self else { return }
            let group = state.index.groups[g]
            var content = ListContentConfiguration.valueCell()
            content.text = group.name
            content.textProperties.emphasis = .bold
            content.secondaryText = Self.formatted(state.matches.count(in: group.emoji))
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let subgroupCell = CollectionView.CellRegistration<CollectionViewListCell, Int> { [weak self] cell, _, s in
            guard let self else { return }
            let subgroup = state.index.subgroups[s]
            var content = ListContentConfiguration.valueCell()
            content.text = subgroup.name
            content.secondaryText = Self.formatted(state.matches.count(in: subgroup.emoji))
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let outlineEmojiCell = CollectionView.CellRegistration<CollectionViewListCell, Int> { [weak self] cell, _, emoji in
            guard let self else { return }
            var content = ListContentConfiguration.sidebarCell()
            content.image = state.index.emoji[emoji].text
            content.attributedText = highlightedName(of: emoji)
            cell.contentConfiguration = content
        }
        let listCell = CollectionView.CellRegistration<CollectionViewListCell, Int> { [weak self] cell, _, emoji in
            guard let self else { return }
            let e = state.index.emoji[emoji]
            var content = ListContentConfiguration.valueCell()
            content.image = e.text
            content.attributedText = highlightedName(of: emoji)
            content.secondaryText = e.group
            cell.contentConfiguration = content
            cell.accessories = state.isStarred(emoji) ? [Self.starAccessory] : []
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            switch item {
            case .recent(let e): view.dequeueConfiguredReusableCell(using: tileCell, for: path, item: e)
            case .group(let g): view.dequeueConfiguredReusableCell(using: groupCell, for: path, item: g)
            case .subgroup(let s): view.dequeueConfiguredReusableCell(using: subgroupCell, for: path, item: s)
            case .outlineEmoji(let e): view.dequeueConfiguredReusableCell(using: outlineEmojiCell, for: path, item: e)
            case .listEmoji(let e): view.dequeueConfiguredReusableCell(using: listCell, for: path, item: e)
            }
        }
        // The outline is rebuilt when the filter changes; remember what the user opened.
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in self?.state.expanded.insert(item) }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in self?.state.expanded.remove(item) }
    }

    static var starAccessory: CellAccessory { CellAccessory.customView(configuration: .init(
        customView: "★", placement: .trailing(), tintColor: .yellow)) }

    private func highlightedName(of emoji: Int) -> AttributedText {
        AttributedText(state.index.emoji[emoji].name, highlighting: state.matches.highlight(of: emoji), with: collectionView.theme.match)
    }

    // MARK: Updates

    /// Shows the state: one animated apply of all three sections, then the outline's section
    /// snapshot (same rows, so nothing moves) to give the data source its parents and levels.
    private func applyState(animated: Bool, reconfiguringAll: Bool = false) {
        let outline = state.outlineSnapshot()
        var snapshot = state.snapshot(outline: outline)
        // Highlights and counts live in the cells: a new filter redraws the rows that stay.
        if reconfiguringAll { snapshot.reconfigureItems(snapshot.itemIdentifiers) }
        dataSource.apply(snapshot, animatingDifferences: animated)
        dataSource.apply(outline, to: .outline, animatingDifferences: false)
        updateStatus()
    }

    func filter(by query: String) {
        guard query != state.query else { return }
        state.query = query
        applyState(animated: true, reconfiguringAll: true)
    }

    func toggleStar(_ emoji: Int) {
        state.toggleStar(emoji)
        var snapshot = dataSource.snapshot()
        guard snapshot.indexOfItem(.listEmoji(emoji)) != nil else { updateStatus(); return }
        snapshot.reconfigureItems([.listEmoji(emoji)])
        dataSource.apply(snapshot, animatingDifferences: true)
        updateStatus()
    }

    private func starActions(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard case .listEmoji(let emoji)? = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let starred = state.isStarred(emoji)
        let action = ContextualAction(style: .normal, title: starred ? "Unstar" : "Star") { [weak self] _, _, completion in
            self?.toggleStar(emoji)
            completion(true)
        }
        action.image = starred ? "☆" : "★"
        action.backgroundColor = "yellow"
        return SwipeActionsConfiguration(actions: [action])
    }

    func openDetail(of emoji: Int) {
        context.push(EmojiDetailView(emoji: state.index.emoji[emoji], isStarred: state.isStarred(emoji), from: Self.title, context: context))
        state.recordVisit(emoji)
        applyState(animated: false)
    }

    private func updateStatus() {
        let total = state.index.emoji.count
        let shown = state.matches.isFiltering ? "\(Self.formatted(state.matches.count)) of \(Self.formatted(total))" : "\(Self.formatted(total)) emoji"
        hintBar.status = "\(shown) · ★ \(state.starred.count)"
    }

    /// 3655 → "3,655".
    static func formatted(_ n: Int) -> String {
        let digits = Array(String(n))
        var result = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    // MARK: Search

    override var keyHints: [KeyHint] { [KeyHint("/", "filter")] }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty else { return false }
        switch key.key {
        case .character("/"):
            searchField.isHidden = false
            searchField.becomeFirstResponder()
            return true
        case .escape where searchField.isFocused:
            // The field was already empty (it clears itself first): put it away.
            endSearch()
            return true
        case .escape where !state.query.isEmpty || !searchField.isHidden:
            // Esc in the results first drops the filter; the next one leaves the demo.
            searchField.setText("")
            endSearch()
            return true
        default:
            return false
        }
    }

    private func endSearch() {
        searchField.isHidden = true
        collectionView.becomeFirstResponder()
    }

    /// Enter, ↓ or Tab in the field: on to the results, the filter kept.
    private func showResults() {
        collectionView.becomeFirstResponder()
        if collectionView.indexPathForFocusedItem == nil { collectionView.moveFocus(.down) }
    }
}

extension EmojiExplorerScreen: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath)
        if let emoji = dataSource.itemIdentifier(for: indexPath)?.emoji { openDetail(of: emoji) }
    }
}
