import Tessera
import TesseraExampleLayouts

/// Lists → List with Custom Cells: nine things in three categories, in a plain list of custom
/// cells (`CategoryItemListCell`). The registration only hands each cell its item; the cell's
/// `updateConfiguration(using:)` reads the item back from its configuration state and lays out
/// glyph, title and description with the category on the trailing side. Rows size themselves
/// (two rows each) and their separators start under the text.
final class CustomCellsScreen: TitledScreen {
    let collectionView: CollectionView
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, CustomCellItem>!

    init(context: DemoContext) {
        collectionView = CollectionView(collectionViewLayout: ExampleLayouts.customCellList())
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        super.init(title: "List with Custom Cells", subtitle: "a cell subclass with its model in a custom state key",
                   content: collectionView)
        let registration = CollectionView.CellRegistration<CategoryItemListCell, CustomCellItem> { cell, _, item in
            cell.item = item
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, CustomCellItem>()
        snapshot.appendSections([0])
        snapshot.appendItems(CustomCellItem.all)
        dataSource.apply(snapshot, animatingDifferences: false)
        hintBar.status = "\(CustomCellItem.all.count) items in \(CustomCellItem.Category.allCases.count) categories"
    }
}
