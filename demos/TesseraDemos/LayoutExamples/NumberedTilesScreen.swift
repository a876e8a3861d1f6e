import Tessera
import TesseraExampleLayouts

/// One section of numbered tiles in any layout: what Grid, Inset Items Grid, Two-Column Grid
/// and Nested Groups show, each with its own layout from `ExampleLayouts`.
class NumberedTilesScreen: LayoutExampleScreen {
    private var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    private let itemCount: Int

    init(context: DemoContext, title: String, subtitle: String, layout: CollectionViewCompositionalLayout,
         itemCount: Int, hue: LayoutTilePalette.Hue, corners: LayoutTileConfiguration.Corners = .rounded) {
        self.itemCount = itemCount
        super.init(context: context, title: title, subtitle: subtitle, layout: layout)
        let palette = self.palette
        let tile = CollectionView.CellRegistration<CollectionViewCell, Int> { cell, _, number in
            cell.backgroundConfiguration = palette.background(hue)
            cell.contentConfiguration = LayoutTileConfiguration(label: String(number), corners: corners)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, number in
            view.dequeueConfiguredReusableCell(using: tile, for: path, item: number)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<itemCount))
        dataSource.apply(snapshot, animatingDifferences: false)
        focusFirstItem()
    }

    override func status(forFocusedItemAt indexPath: IndexPath) -> String {
        "tile \(indexPath.item) of \(itemCount)"
    }
}
