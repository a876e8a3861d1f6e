import Tessera
import TesseraExampleLayouts

/// Lists → Simple List: the numbers 0 to 93 in an inset-grouped list, each row the cell's
/// default content configuration. Choosing a row flashes it and lets it go again, as a tap
/// that deselects does.
final class SimpleListScreen: TitledScreen {
    let collectionView: CollectionView
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    /// The last row chosen, shown in the status.
    private(set) var lastChosen: Int?

    init(context: DemoContext) {
        collectionView = CollectionView(collectionViewLayout: ExampleLayouts.simpleList())
        if !context.options.animationsEnabled { collectionView.reducedMotion = true }
        super.init(title: "Simple List", subtitle: "\(ExampleLayouts.simpleListItemCount) rows, inset grouped",
                   content: collectionView)
        collectionView.delegate = self
        let row = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "\(number)"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listGroupedCell()
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, number in
            view.dequeueConfiguredReusableCell(using: row, for: path, item: number)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<ExampleLayouts.simpleListItemCount))
        dataSource.apply(snapshot, animatingDifferences: false)
        hintBar.status = "\(ExampleLayouts.simpleListItemCount) rows"
    }
}

extension SimpleListScreen: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        lastChosen = dataSource.itemIdentifier(for: indexPath)
        hintBar.status = lastChosen.map { "chose \($0) of \(ExampleLayouts.simpleListItemCount)" } ?? ""
    }
}
