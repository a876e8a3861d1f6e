// HelloList: the smallest Tessera app, a list of fruit. ↑/↓ move, Enter selects, q quits.
import Tessera

/// The one screen, written as UIKit writes it: a view controller whose `viewDidLoad` makes a
/// list layout, a cell registration and a diffable data source fed one snapshot.
final class FruitListViewController: ViewController {
    private(set) var collectionView: CollectionView!
    private var dataSource: CollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        let layout = CollectionViewLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, fruit in
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, fruit in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: fruit)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apples", "Bananas", "Cherries", "Dates"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

do {
    let navigation = NavigationController(rootViewController: FruitListViewController())  // a title bar: "Fruit"
    try Application(rootViewController: navigation).run()  // until q, Esc or Ctrl-C; the terminal is given back
} catch {
    FileHandle.standardError.write(Data("hello-list: \(error)\n".utf8))  // not a terminal: why, in a sentence
    exit(1)
}
