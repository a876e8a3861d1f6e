import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Conference App → News: one column of cards whose height is only
/// estimated (5 rows); each card is measured as it comes into view — title and body wrap to the
/// width — and everything after it moves to fit. Resize the terminal and the cards re-wrap.
/// Every card but the last has a rule under it, decided from the snapshot.
final class ConferenceNewsScreen: LayoutExampleScreen {
    private var dataSource: CollectionViewDiffableDataSource<Int, ConferenceNewsItem>!

    init(context: DemoContext) {
        super.init(context: context, title: "Conference News", subtitle: "cards as tall as their wrapped text",
                   layout: ExampleLayouts.conferenceNews())
        let card = CollectionView.CellRegistration<CollectionViewCell, ConferenceNewsItem> { [weak self] cell, path, story in
            let count = self?.dataSource.snapshot().numberOfItems ?? 0
            cell.contentConfiguration = NewsCardConfiguration(story: story, showsSeparator: path.item < count - 1)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, story in
            view.dequeueConfiguredReusableCell(using: card, for: path, item: story)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, ConferenceNewsItem>()
        snapshot.appendSections([0])
        snapshot.appendItems(ConferenceNewsItem.stories)
        dataSource.apply(snapshot, animatingDifferences: false)
        focusFirstItem()
    }

    override func status(forFocusedItemAt indexPath: IndexPath) -> String {
        "story \(indexPath.item + 1) of \(ConferenceNewsItem.stories.count)"
    }
}
