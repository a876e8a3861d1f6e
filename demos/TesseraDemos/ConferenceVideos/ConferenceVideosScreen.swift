import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Conference App → Videos: one section per collection of talks, each
/// titled by a header and scrolling sideways (`.continuous`). Cards are 85% of the width, so the
/// next one peeks in; on a terminal wider than `ExampleLayouts.wideWidth` columns they are 42.5%,
/// two side by side and a peek.
final class ConferenceVideosScreen: LayoutExampleScreen {
    private var dataSource: CollectionViewDiffableDataSource<String, ConferenceVideo>!
    private let collections = ConferenceVideoCollection.programme

    /// Thumbnail fills, one per card in turn (256 colours only), none close to the focus blue.
    static let thumbnailColors: [UInt8] = [131, 60, 29, 95, 130, 66, 97, 23]

    init(context: DemoContext) {
        super.init(context: context, title: "Conference Videos", subtitle: "a sideways row of talks per collection",
                   layout: ExampleLayouts.conferenceVideos())
        let palette = self.palette
        let colors = palette.depth == .palette256 ? Self.thumbnailColors.map { Color.palette($0) } : []
        let card = CollectionView.CellRegistration<CollectionViewCell, ConferenceVideo> { cell, path, video in
            cell.backgroundConfiguration = palette.background(.slate)
            let color = colors.isEmpty ? nil : colors[(path.section * 3 + path.item) % colors.count]
            cell.contentConfiguration = VideoCardConfiguration(video: video, thumbnailColor: color)
        }
        let collections = self.collections
        let title = CollectionView.SupplementaryRegistration<CollectionViewCell>(elementKind: ExampleLayouts.titleElementKind) {
            cell, _, path in
            var content = ListContentConfiguration.header()
            content.text = collections[path.section].title
            content.directionalLayoutMargins = .zero
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, video in
            view.dequeueConfiguredReusableCell(using: card, for: path, item: video)
        }
        dataSource.supplementaryViewProvider = { view, kind, path in
            kind == ExampleLayouts.titleElementKind ? view.dequeueConfiguredReusableSupplementary(using: title, for: path) : nil
        }
        var snapshot = DiffableDataSourceSnapshot<String, ConferenceVideo>()
        for collection in collections {
            snapshot.appendSections([collection.title])
            snapshot.appendItems(collection.videos)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        focusFirstItem()
    }

    override func status(forFocusedItemAt indexPath: IndexPath) -> String {
        guard collections.indices.contains(indexPath.section) else { return "" }
        let collection = collections[indexPath.section]
        return "\(collection.title) · talk \(indexPath.item + 1) of \(collection.videos.count)"
    }
}
