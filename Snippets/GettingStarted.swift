// HelloList: the smallest Tessera app, a list of fruit. ↑/↓ move, Enter selects, q quits.
import Tessera

/// A list layout, a cell registration and a diffable data source fed one snapshot.
@MainActor func makeFruitList() -> CollectionView {
    let list = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, fruit in
        var content = cell.defaultContentConfiguration()
        content.text = fruit
        cell.contentConfiguration = content
    }
    let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, fruit in
        view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: fruit)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Apples", "Bananas", "Cherries", "Dates"])
    dataSource.apply(snapshot, animatingDifferences: false)
    return list  // the list keeps its data source
}

do {
    try Application(rootView: makeFruitList()).run()  // until q, Esc or Ctrl-C; the terminal is given back
} catch {
    FileHandle.standardError.write(Data("hello-list: \(error)\n".utf8))  // not a terminal: why, in a sentence
    exit(1)
}
