import Tessera
import TesseraExampleLayouts

/// `tessera-demos emoji-list` (Emoji Explorer – List): every emoji in an inset-grouped list, one
/// titled section per group in reverse order (as Apple's sample has it), each filled by applying
/// a section snapshot. Rows are value cells — the emoji and its name, the subgroup on the right —
/// with a disclosure indicator; Enter opens the emoji's card.
final class EmojiListScreen: TitledScreen {
    static let title = "Emoji Explorer – List"

    let collectionView = CollectionView(collectionViewLayout: ExampleLayouts.emojiList())
    /// Sections are group numbers and items emoji numbers of the index: both unique.
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    let index: EmojiIndex
    private let context: DemoContext

    static func make(context: DemoContext) -> View {
        DemoUnavailableView.emojiDemo(titled: title) { EmojiListScreen(context: context, index: $0) }
    }

    init(context: DemoContext, index: EmojiIndex) {
        self.context = context
        self.index = index
        super.init(title: EmojiListScreen.title, subtitle: "a section per group, each a section snapshot", content: collectionView)
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        collectionView.delegate = self
        configureDataSource()
        applyInitialSnapshots()
        hintBar.status = "\(EmojiExplorerScreen.formatted(index.emoji.count)) emoji in \(index.groups.count) groups"
    }

    private func configureDataSource() {
        let cell = CollectionView.CellRegistration<CollectionViewListCell, Int> { [index] cell, _, emoji in
            let e = index.emoji[emoji]
            var content = ListContentConfiguration.valueCell()
            content.image = e.text
            content.text = e.name
            content.secondaryText = e.subgroup
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) {
            [weak self] cell, _, path in
            guard let self, let g = dataSource.sectionIdentifier(for: path.section) else { return }
            var content = ListContentConfiguration.prominentInsetGroupedHeader()
            content.text = index.groups[g].name
            content.secondaryText = EmojiExplorerScreen.formatted(index.groups[g].emoji.count)
            content.prefersSideBySideTextAndSecondaryText = true
            content.secondaryTextProperties.emphasis = .dim
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, emoji in
            view.dequeueConfiguredReusableCell(using: cell, for: path, item: emoji)
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
    }

    /// One section snapshot per group, last group first; applying each appends its section.
    private func applyInitialSnapshots() {
        for g in index.groups.indices.reversed() {
            var section = DiffableDataSourceSectionSnapshot<Int>()
            section.append(Array(index.groups[g].emoji))
            dataSource.apply(section, to: g, animatingDifferences: false)
        }
        collectionView.focusItem(at: IndexPath(item: 0, section: 0))
    }
}

extension EmojiListScreen: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath)
        guard let emoji = dataSource.itemIdentifier(for: indexPath) else { return }
        context.push(EmojiDetailView(emoji: index.emoji[emoji], from: Self.title, context: context))
    }
}
