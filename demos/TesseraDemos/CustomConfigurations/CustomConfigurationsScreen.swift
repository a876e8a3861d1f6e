import Tessera
import TesseraExampleLayouts

/// Cell Configurations → Custom Configurations: 300 tiles, twelve symbols 25 times each in a
/// seeded shuffle, flowed as many to a row as fit with the spare columns shared between them.
/// Each tile is a custom content configuration on a background built from the cell's state:
/// focus outlines and lifts it, Enter toggles its selection (the tint fills it), and the press
/// itself shows for a moment as a dimmer tint (the collection view's press highlight).
final class CustomConfigurationsScreen: TitledScreen {
    static let copiesOfEachSymbol = 25

    let collectionView: CollectionView
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, SymbolTile>!

    init(context: DemoContext) {
        collectionView = CollectionView(collectionViewLayout: ExampleLayouts.customConfigurations())
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        collectionView.allowsMultipleSelection = true
        super.init(title: "Custom Configurations", subtitle: "tiles that follow focus, selection and the press",
                   content: collectionView)
        collectionView.delegate = self
        let palette = SymbolTilePalette(depth: context.capabilities.colorDepth, background: context.capabilities.colors.appearance)
        let registration = CollectionView.CellRegistration<SymbolTileCell, SymbolTile> { cell, _, tile in
            cell.palette = palette
            cell.symbol = tile.symbol
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, tile in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: tile)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, SymbolTile>()
        snapshot.appendSections([0])
        snapshot.appendItems(SymbolTile.shuffled(copies: Self.copiesOfEachSymbol, seed: context.options.seed))
        dataSource.apply(snapshot, animatingDifferences: false)
        updateStatus()
    }

    private func updateStatus() {
        let selected = collectionView.indexPathsForSelectedItems?.count ?? 0
        hintBar.status = "\(selected) of \(dataSource.snapshot().numberOfItems) selected"
    }
}

extension CustomConfigurationsScreen: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { updateStatus() }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { updateStatus() }
}
