// Searching: a list of mountains filtered from a search bar under the navigation bar. Type to
// search (the bar takes the letters), ↓ goes to the first match, Esc clears and then leaves the
// search. Run it with `swift run Searching`; Esc or q on the list quits.
import Foundation
import Tessera

// snippet.hide
let names = ["Aconcagua", "Denali", "Elbrus", "Everest", "K2", "Kilimanjaro", "Mont Blanc", "Vinson"]
// snippet.show
// snippet.page
/// UIKit's code, prefixes dropped: a search controller on the navigation item, and the page as
/// its results updater.
final class MountainSearchController: Tessera.ViewController, SearchResultsUpdating {
    private var dataSource: CollectionViewDiffableDataSource<Int, String>!

    override func loadView() {
        let list = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: list) { view, indexPath, name in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
        }
        view = list
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mountains"
        let search = SearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Search mountains"
        navigationItem.searchController = search
        show(names)
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text
        show(text.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(text) })
    }

    private func show(_ rows: [String]) {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
// snippet.end

// snippet.run
do {
    try Application(rootViewController: NavigationController(rootViewController: MountainSearchController())).run()
} catch {
    FileHandle.standardError.write(Data("searching: \(error)\n".utf8))
    exit(1)
}
// snippet.end
