// View controllers: a list of mountains in a navigation controller. Enter pushes a mountain's
// page, Esc comes back to the same row, x on the page asks before deleting it. Run it with
// `swift run ViewControllers`; Esc or q on the first screen quits.
import Foundation
import Tessera

// snippet.hide
/// A plain list of strings with a diffable data source (the part every list screen shares).
@MainActor func makeList(_ rows: [String]) -> (CollectionView, CollectionViewDiffableDataSource<Int, String>) {
    let list = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
    let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
    }
    let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, text in
        view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: text)
    }
    showRows(rows, in: dataSource)
    return (list, dataSource)
}

@MainActor func showRows(_ rows: [String], in dataSource: CollectionViewDiffableDataSource<Int, String>) {
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(rows)
    dataSource.apply(snapshot, animatingDifferences: true)
}

let heights = ["Denali": "6,190 m", "Elbrus": "5,642 m", "Everest": "8,849 m", "K2": "8,611 m", "Kilimanjaro": "5,895 m"]

// snippet.show
// snippet.list
/// The first screen. UIKit's code, prefixes dropped: `loadView`, `viewDidLoad`, `title`, and a
/// push when a row is chosen.
final class MountainListController: Tessera.ViewController, CollectionViewDelegate {
    private(set) var mountains = heights.keys.sorted()
    private var dataSource: CollectionViewDiffableDataSource<Int, String>!

    override func loadView() {
        let (list, dataSource) = makeList(mountains)
        self.dataSource = dataSource
        list.delegate = self
        view = list
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mountains"
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let name = dataSource.itemIdentifier(for: indexPath) else { return }
        navigationController?.pushViewController(MountainController(name: name, list: self), animated: true)
    }

    func delete(_ name: String) {
        mountains.removeAll { $0 == name }
        showRows(mountains, in: dataSource)
    }
}
// snippet.end

// snippet.page
/// A mountain's page: its title in the bar, a bar button item on `x`, and an alert before
/// anything is deleted. The destructive action's handler runs after the alert is dismissed.
final class MountainController: Tessera.ViewController {
    let name: String
    weak var list: MountainListController?

    init(name: String, list: MountainListController) {
        self.name = name
        self.list = list
        super.init()
        title = name
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .trash, primaryAction: Action(title: "Delete") { [unowned self] _ in
            confirmDeletion()
        })
    }

    override func loadView() {
        view = makeList(["Height: \(heights[name] ?? "?")"]).0
    }

    func confirmDeletion() {
        let alert = AlertController(title: "Delete \(name)?", message: "It leaves the list.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [unowned self] _ in
            list?.delete(name)
            navigationController?.popViewController(animated: true)
        })
        present(alert, animated: true)
    }
}
// snippet.end

// snippet.run
do {
    let navigation = NavigationController(rootViewController: MountainListController())
    try Application(rootViewController: navigation).run()
} catch {
    FileHandle.standardError.write(Data("view-controllers: \(error)\n".utf8))
    exit(1)
}
// snippet.end
