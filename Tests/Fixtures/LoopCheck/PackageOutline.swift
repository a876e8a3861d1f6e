import Foundation
import Tessera

/// `loop-check --outline`: a package outline filtered by a search bar, written the way an app
/// with one section per group is: every change of the query applies one section snapshot per
/// section (30 of them), each animated. With slowed animations (`TESSERA_ANIMATION_MS`) the
/// end-to-end tests type into it in bursts: keys must be handled as they come, not after the
/// animations the earlier keys started.
@MainActor
final class PackageOutlineViewController: ViewController, SearchResultsUpdating {
    nonisolated static let sectionCount = 30
    nonisolated static let packages = (0..<24).map { "package-\($0)" + ["", "-py", "-kit", "-core"][$0 % 4] }

    let searchController = SearchController(searchResultsController: nil)
    let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .sidebar)))
    let statusBar = HintBar()
    private var dataSource: CollectionViewDiffableDataSource<Int, String>!
    private var applies = 0

    override init() {
        super.init()
        title = "Package outline"
        searchController.searchResultsUpdater = self
        searchController.searchBar.placeholder = "Filter packages"
        navigationItem.searchController = searchController
    }

    override func loadView() {
        let stack = StackView()
        stack.addArrangedSubview(collectionView, height: .flexible())
        stack.addArrangedSubview(statusBar, height: .fixed(1))
        view = stack
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let row = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = text.hasPrefix("group") ? [.outlineDisclosure()] : []
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: row, for: path, item: item)
        }
        var sections = DiffableDataSourceSnapshot<Int, String>()
        sections.appendSections(Array(0..<Self.sectionCount))
        dataSource.apply(sections, animatingDifferences: false)
        filter("", animated: false)
        statusBar.hints = [KeyHint("q", "quit")]
    }

    func updateSearchResults(for searchController: SearchController) {
        filter(searchController.searchBar.text, animated: true)
    }

    /// One section snapshot per section: the group's row, and under it the packages matching `query`.
    private func filter(_ query: String, animated: Bool) {
        for section in 0..<Self.sectionCount {
            let group = "group \(section)"
            var snapshot = DiffableDataSourceSectionSnapshot<String>()
            snapshot.append([group])
            snapshot.append(Self.packages.filter { query.isEmpty || $0.contains(query) }.map { "\(section)/\($0)" }, to: group)
            snapshot.expand([group])
            dataSource.apply(snapshot, to: section, animatingDifferences: animated)
            applies += 1
        }
        statusBar.status = "query \"\(query)\", \(applies) applies"
    }
}
