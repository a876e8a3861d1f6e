import Foundation
import Testing
@testable import Tessera

/// `reconfigureItems(at:)`: the registration's handler runs again on the same cell, only for
/// the items named and only for those on screen, without a snapshot.
@MainActor
@Suite struct CollectionViewReconfigureItemsTests {
    /// A row that counts how often it was prepared for reuse.
    final class CountingCell: CollectionViewListCell {
        var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// What each row shows, and every run of the registration's handler.
    @MainActor final class Model {
        var titles: [String: String] = [:]
        var runs: [(item: String, cell: ObjectIdentifier)] = []
        func runs(of item: String) -> [ObjectIdentifier] { runs.filter { $0.item == item }.map(\.cell) }
    }

    @MainActor struct Fixture {
        let window: Window
        let collectionView: CollectionView
        let dataSource: CollectionViewDiffableDataSource<Int, String>
        let model: Model

        func render() -> String {
            window.render(at: .zero)
            return window.lastFrame.text
        }

        func cell(_ item: Int) -> CountingCell? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? CountingCell
        }
    }

    func makeFixture(items: [String], height: Int = 6) -> Fixture {
        let model = Model()
        let registration = CollectionView.CellRegistration<CountingCell, String> { cell, _, item in
            model.runs.append((item, ObjectIdentifier(cell)))
            var content = cell.defaultContentConfiguration()
            content.text = model.titles[item] ?? item
            content.textProperties.numberOfLines = 0   // long titles wrap: the row sizes itself
            cell.contentConfiguration = content
        }
        var list = CollectionLayoutListConfiguration(appearance: .plain)
        list.rowHeight = .estimated(1)   // rows size themselves to their text
        let collectionView = CollectionView(collectionViewLayout: .list(using: list))
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        let window = Window(size: CellSize(width: 24, height: height), rootView: collectionView)
        let fixture = Fixture(window: window, collectionView: collectionView, dataSource: dataSource, model: model)
        _ = fixture.render()
        model.runs.removeAll()
        return fixture
    }

    @Test func theSameCellIsConfiguredAgainOnceAndShowsTheNewContent() throws {
        let f = makeFixture(items: ["alpha", "beta", "gamma"])
        let before = try #require(f.cell(1))
        let created = f.collectionView.counters.cellsCreated
        f.model.titles["beta"] = "beta, renamed"
        f.collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        // At once, without a snapshot: the handler already ran, on the cell that was there.
        #expect(f.model.runs(of: "beta") == [ObjectIdentifier(before)])
        #expect(f.model.runs.count == 1, "alpha and gamma are not configured again")
        #expect(f.cell(1) === before)
        #expect(before.reuses == 0, "a reconfigured cell is not prepared for reuse")
        #expect(f.collectionView.counters.cellsCreated == created)
        #expect(f.render().contains("beta, renamed"))
        #expect(f.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        // Drawing again does not run the handler again.
        _ = f.render()
        #expect(f.model.runs.count == 1)
    }

    @Test func anItemNamedTwiceIsConfiguredOnce() {
        let f = makeFixture(items: ["alpha", "beta", "gamma"])
        let path = IndexPath(item: 2, section: 0)
        f.collectionView.reconfigureItems(at: [path, path, IndexPath(item: 0, section: 0)])
        #expect(f.model.runs(of: "gamma").count == 1)
        #expect(f.model.runs(of: "alpha").count == 1)
        #expect(f.model.runs(of: "beta").isEmpty)
    }

    @Test func anItemOffScreenIsConfiguredWhenItScrollsIn() {
        let items = (0..<30).map { "row \($0)" }
        let f = makeFixture(items: items)
        f.model.titles["row 25"] = "row 25, renamed"
        f.collectionView.reconfigureItems(at: [IndexPath(item: 25, section: 0)])
        #expect(f.model.runs.isEmpty, "no cell on screen: nothing to configure")
        f.collectionView.scrollToItem(at: IndexPath(item: 25, section: 0))
        #expect(f.render().contains("row 25, renamed"))
        #expect(f.model.runs(of: "row 25").count == 1)
    }

    /// List rows size themselves: a reconfigured row that now wraps grows, and the rows after
    /// it move down.
    @Test func aSelfSizingRowIsMeasuredAgain() throws {
        let f = makeFixture(items: ["alpha", "beta", "gamma"], height: 8)
        let gamma = IndexPath(item: 2, section: 0)
        let beta = try #require(f.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        let before = try #require(f.collectionView.layoutAttributesForItem(at: gamma)?.frame)
        f.model.titles["beta"] = "a title far too long for one line of the list"
        f.collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        let grown = try #require(f.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(grown.height > beta.height)
        #expect(f.collectionView.layoutAttributesForItem(at: gamma)?.frame.minY == before.minY + grown.height - beta.height)
    }

    @Test func aPathWithNoItemStopsNamingIt() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let f = CollectionViewReconfigureItemsTests().makeFixture(items: ["alpha"])
                f.collectionView.reconfigureItems(at: [IndexPath(item: 3, section: 0)])
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("reconfigureItems(at:): there is no item at [0, 3]"))
    }
}
