import Foundation
import Testing
@testable import Tessera

/// `reconfigureVisibleItems(where:)`: the items on screen that the predicate accepts are
/// configured again on their own cells, at once; nothing off screen is asked about, and no
/// snapshot is marked (so no index of identifiers is needed).
@MainActor
@Suite struct CollectionViewReconfigureVisibleItemsTests {
    /// What each row shows, and every run of the registration's handler (item, cell).
    @MainActor final class Model {
        var titles: [Int: String] = [:]
        var runs: [(item: Int, cell: ObjectIdentifier)] = []
    }

    @MainActor struct Fixture {
        let window: Window
        let collectionView: CollectionView
        let dataSource: CollectionViewDiffableDataSource<Int, Int>
        let model: Model

        func render() -> String {
            window.render(at: .zero)
            return window.lastFrame.text
        }
    }

    /// Items 0..<count in a plain list, 6 rows on screen.
    func makeFixture(count: Int) -> Fixture {
        let model = Model()
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            model.runs.append((item, ObjectIdentifier(cell)))
            var content = cell.defaultContentConfiguration()
            content.text = model.titles[item] ?? "row \(item)"
            cell.contentConfiguration = content
        }
        let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        let window = Window(size: CellSize(width: 24, height: 6), rootView: collectionView)
        let fixture = Fixture(window: window, collectionView: collectionView, dataSource: dataSource, model: model)
        _ = fixture.render()
        model.runs.removeAll()
        return fixture
    }

    @Test func onlyTheVisibleItemsThePredicateAcceptsAreConfiguredAgainOnTheirCells() throws {
        let f = makeFixture(count: 1_000)
        let cell2 = try #require(f.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        var asked: [Int] = []
        for item in 0..<1_000 { f.model.titles[item] = "new \(item)" }
        f.collectionView.reconfigureVisibleItems { (item: Int) in
            asked.append(item)
            return item % 2 == 0
        }
        #expect(asked == Array(0..<6), "only the six rows on screen are asked about, in order")
        #expect(f.model.runs.map(\.item) == [0, 2, 4], "at once, and only those accepted")
        #expect(f.model.runs.first { $0.item == 2 }?.cell == ObjectIdentifier(cell2), "on the cell that was there")
        let text = f.render()
        #expect(text.contains("new 2") && text.contains("row 1") && !text.contains("new 1"))
        #expect(f.model.runs.count == 3, "drawing does not configure them again")
        #expect(f.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty, "no snapshot is marked")
    }

    @Test func itemsOfAnotherIdentifierTypeAreLeftAlone() {
        let f = makeFixture(count: 10)
        var asked = 0
        f.collectionView.reconfigureVisibleItems { (_: String) in
            asked += 1
            return true
        }
        #expect(asked == 0)
        #expect(f.model.runs.isEmpty)
    }

    /// The search pattern: the rows that stay are reconfigured for the new content, then the
    /// new snapshot is applied; they keep their cells and show the new content.
    @Test func rowsReconfiguredBeforeAnApplyKeepTheirCellsAndShowTheNewContent() throws {
        let f = makeFixture(count: 10)
        let cell4 = try #require(f.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        f.model.titles[4] = "four, highlighted"
        let staying: Set<Int> = [4, 5, 6, 7, 8, 9]
        f.collectionView.reconfigureVisibleItems { staying.contains($0) }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(staying.sorted())
        f.dataSource.apply(snapshot, animatingDifferences: false)
        let text = f.render()
        #expect(text.split(separator: "\n").first?.contains("four, highlighted") == true, "\(text)")
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell4)
    }

    @Test func withoutADataSourceNothingHappens() {
        let collectionView = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        var asked = 0
        collectionView.reconfigureVisibleItems { (_: Int) in asked += 1; return true }
        #expect(asked == 0)
    }
}
