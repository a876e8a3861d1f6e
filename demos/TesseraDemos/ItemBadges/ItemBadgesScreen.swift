import Tessera
import TesseraExampleLayouts

/// Compositional Layout → Supplementary Views → Item Badges: 100 tiles, four to a row, each
/// with a badge anchored to its top-trailing corner and pushed 30% of its size past it. The
/// badge is a supplementary item of the *item* (not the section); its provider looks the tile's
/// model up with `itemIdentifier(for:)` and shows its count, or no badge at all for 0.
final class ItemBadgesScreen: LayoutExampleScreen {
    private var dataSource: CollectionViewDiffableDataSource<Int, BadgedTile>!

    init(context: DemoContext) {
        super.init(context: context, title: "Item Badges", subtitle: "a count badge on each tile's corner, none at 0",
                   layout: ExampleLayouts.itemBadges())
        let palette = self.palette
        let tileCell = CollectionView.CellRegistration<CollectionViewCell, BadgedTile> { cell, _, tile in
            cell.backgroundConfiguration = palette.background(.slate)
            cell.contentConfiguration = LayoutTileConfiguration(label: String(tile.number))
        }
        let badge = CollectionView.SupplementaryRegistration<CollectionViewCell>(elementKind: ExampleLayouts.badgeElementKind) {
            [weak self] cell, _, path in
            let count = self?.dataSource.itemIdentifier(for: path)?.badgeCount ?? 0
            var content = ListContentConfiguration.cell()
            content.text = String(count)
            content.textProperties.emphasis = palette.badgeEmphasis
            content.textProperties.alignment = .center
            content.directionalLayoutMargins = .zero
            cell.contentConfiguration = content
            cell.backgroundConfiguration = palette.badgeBackground()
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, tile in
            view.dequeueConfiguredReusableCell(using: tileCell, for: path, item: tile)
        }
        dataSource.supplementaryViewProvider = { [weak self] view, kind, path in
            // A count of 0 has no badge: no view at all, so the tile's corner shows.
            guard kind == ExampleLayouts.badgeElementKind, let model = self?.dataSource.itemIdentifier(for: path),
                  model.badgeCount > 0 else { return nil }
            return view.dequeueConfiguredReusableSupplementary(using: badge, for: path)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, BadgedTile>()
        snapshot.appendSections([0])
        snapshot.appendItems(BadgedTile.tiles(count: ExampleLayouts.badgeItemCount, seed: context.options.seed))
        dataSource.apply(snapshot, animatingDifferences: false)
        focusFirstItem()
    }

    override func status(forFocusedItemAt indexPath: IndexPath) -> String {
        guard let tile = dataSource.itemIdentifier(for: indexPath) else { return "" }
        let badge = tile.badgeCount == 0 ? "no badge" : "badge \(tile.badgeCount)"
        return "tile \(tile.number) of \(ExampleLayouts.badgeItemCount) · \(badge)"
    }
}
