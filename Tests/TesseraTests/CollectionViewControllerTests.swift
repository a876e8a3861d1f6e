import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// `CollectionViewController` (Apple's `UICollectionViewController`), subclassed as UIKit code
/// does: overridden data source methods, or a diffable data source made in `viewDidLoad`, with
/// the selection reaching the overridden delegate method.
@Suite("Collection view controller") @MainActor
struct CollectionViewControllerTests {
    /// A classic data source, its model filled in `viewDidLoad` as many UIKit apps do.
    final class PlanetsViewController: CollectionViewController {
        var planets: [String] = []
        var selected: [String] = []

        init() {
            super.init(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Planets"
            collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
            planets = ["Mercury", "Venus", "Earth"]
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { planets.count }
        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! CollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = planets[indexPath.item]
            cell.contentConfiguration = content
            return cell
        }
        override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(planets[indexPath.item])
        }
    }

    /// A diffable data source made in `viewDidLoad`: it replaces the controller as the data source.
    final class MoonsViewController: CollectionViewController {
        var dataSource: CollectionViewDiffableDataSource<Int, String>!
        var selected: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Moons"
            let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, moon in
                var content = cell.defaultContentConfiguration()
                content.text = moon
                cell.contentConfiguration = content
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, moon in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: moon)
            }
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Moon", "Phobos", "Deimos"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            if let moon = dataSource.itemIdentifier(for: indexPath) { selected.append(moon) }
        }
    }

    static func hosted<Controller: ViewController>(_ controller: Controller) -> (ApplicationHarness, NavigationController) {
        let navigation = NavigationController(rootViewController: controller)
        let h = ApplicationHarness(width: 40, height: 12) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: navigation)
        }
        h.settle()
        return (h, navigation)
    }

    @Test func theCollectionViewIsTheViewFedByTheOverridesWithModelFilledInViewDidLoad() {
        let planets = PlanetsViewController()
        let (h, _) = Self.hosted(planets)
        #expect(planets.view === planets.collectionView)
        #expect(planets.collectionView.dataSource === planets && planets.collectionView.delegate === planets)
        #expect(planets.collectionViewLayout === planets.collectionView.collectionViewLayout)
        for text in ["Planets", "Mercury", "Venus", "Earth"] {
            #expect(h.text.contains(text), "\(text) missing:\n\(h.text)")
        }
        h.click(onText: "Venus")
        #expect(planets.selected == ["Venus"])
    }

    @Test func aDiffableDataSourceMadeInViewDidLoadReplacesTheControllerAndSelectionReachesTheOverride() {
        let moons = MoonsViewController(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let (h, _) = Self.hosted(moons)
        #expect(moons.collectionView.dataSource === moons.dataSource && moons.collectionView.delegate === moons)
        for text in ["Moons", "Moon", "Phobos", "Deimos"] {
            #expect(h.text.contains(text), "\(text) missing:\n\(h.text)")
        }
        h.click(onText: "Phobos")
        #expect(moons.selected == ["Phobos"])
    }

    @Test func theSelectionIsClearedWhenTheViewAppearsAgainUnlessTurnedOff() {
        let planets = PlanetsViewController()
        let (h, navigation) = Self.hosted(planets)
        let pushAndPop = {
            planets.collectionView.selectItem(at: IndexPath(item: 1, section: 0))
            navigation.pushViewController(Tessera.ViewController(), animated: false)
            h.settle()
            _ = navigation.popViewController(animated: false)
            h.settle()
        }
        pushAndPop()
        #expect(planets.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        planets.clearsSelectionOnViewWillAppear = false
        pushAndPop()
        #expect(planets.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func madeInCodeWithoutALayoutItHasAFlowLayoutAndUIKitsDefaults() {
        let plain = CollectionViewController()
        #expect(plain.collectionViewLayout is CollectionViewFlowLayout)
        #expect(CollectionViewController(nibName: nil, bundle: nil).collectionViewLayout is CollectionViewFlowLayout)
        #expect(plain.clearsSelectionOnViewWillAppear && plain.installsStandardGestureForInteractiveMovement)
        #expect(!plain.useLayoutToLayoutNavigationTransitions)
        #expect(plain.numberOfSections(in: plain.collectionView) == 1)
        #expect(plain.collectionView(plain.collectionView, numberOfItemsInSection: 0) == 0)
    }
}
