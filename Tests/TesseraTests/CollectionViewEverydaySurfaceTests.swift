import Foundation
import Testing
@testable import Tessera

/// The collection view's everyday UIKit surface: reloading, laying out on demand, the visible
/// views, the data source, insets and offsets, layouts by their base type, and identity.
@Suite("Collection view everyday surface") @MainActor
struct CollectionViewEverydaySurfaceTests {
    @Test func reloadDataAsksTheDataSourceAgainForEveryVisibleCell() {
        var configured: [String] = []
        let h = Harness(size: CellSize(width: 30, height: 4), layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain))) { _, item in
            configured.append(item)
        }
        h.apply(sections: [["a", "b", "c", "d", "e", "f"]])
        #expect(configured == ["a", "b", "c", "d"])
        h.settle()
        #expect(configured.count == 4)  // a frame at rest asks for nothing
        configured = []
        h.collectionView.reloadData()
        h.settle()
        #expect(configured.sorted() == ["a", "b", "c", "d"])
        #expect(h.collectionView.visibleCells.count == 4)
    }

    @Test func layoutIfNeededMeasuresSelfSizingRowsBeforeAnythingDraws() throws {
        var list = CollectionLayoutListConfiguration(appearance: .plain)
        list.rowHeight = .estimated(1)
        let h = Harness(size: CellSize(width: 12, height: 10), layout: .list(using: list)) { cell, _ in
            guard var content = cell.contentConfiguration as? ListContentConfiguration else { return }
            content.textProperties.numberOfLines = 0  // long text wraps: the row sizes itself
            cell.contentConfiguration = content
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["one two three four", "x"])
        h.dataSource.apply(snapshot, animatingDifferences: false)
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 1, section: 0)
        #expect(h.collectionView.layoutAttributesForItem(at: first)?.frame.height == 1)  // the estimate
        h.collectionView.layoutIfNeeded()
        let measured = try #require(h.collectionView.layoutAttributesForItem(at: first))
        #expect(measured.frame.height == 2)  // "one two" / "three four" at 12 columns less the margins
        #expect(h.collectionView.layoutAttributesForItem(at: second)?.frame.minY == measured.frame.maxY)
        #expect(h.collectionView.contentSize == CellSize(width: 12, height: 3))
        #expect(h.collectionView.cellForItem(at: first)?.frame == measured.frame)
    }

    @Test func layoutIfNeededRunsAPendingLayoutPassOnce() {
        final class Counting: View {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let view = Counting()
        let window = Window(size: CellSize(width: 10, height: 4), rootView: view)
        view.layoutIfNeeded()
        #expect(view.passes == 1)  // a new window has a layout pass pending
        view.layoutIfNeeded()
        #expect(view.passes == 1)  // nothing pending: nothing runs
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.passes == 2)
        _ = window.render(at: .zero)
        #expect(view.passes == 2)  // the frame finds the pass already done
    }

    @Test func visibleCellsAndTheirIndexPaths() throws {
        let h = Harness(size: CellSize(width: 30, height: 3), items: ["a", "b", "c", "d", "e"])
        h.settle()
        let cells = h.collectionView.visibleCells
        #expect(cells.compactMap { h.collectionView.indexPath(for: $0)?.item } == [0, 1, 2])
        h.collectionView.setContentOffset(CellPoint(x: 0, y: 2), animated: false)
        h.settle()
        #expect(h.collectionView.visibleCells.compactMap { h.collectionView.indexPath(for: $0)?.item } == [2, 3, 4])
        #expect(h.collectionView.indexPathsForVisibleItems.map(\.item) == [2, 3, 4])
    }

    @Test func visibleSupplementaryViewsOfAKind() throws {
        var list = CollectionLayoutListConfiguration(appearance: .plain)
        list.headerMode = .supplementary
        let h = Harness(size: CellSize(width: 30, height: 6), layout: .list(using: list))
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) { view, _, path in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(path.section)"
            view.contentConfiguration = content
        }
        h.dataSource.supplementaryViewProvider = { view, _, path in view.dequeueConfiguredReusableSupplementary(using: header, for: path) }
        h.apply(sections: [["a", "b"], ["c", "d"], ["e", "f", "g"]])
        let kind = CollectionView.elementKindSectionHeader
        #expect(h.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        let views = h.collectionView.visibleSupplementaryViews(ofKind: kind)
        #expect(views.count == 2)
        let second = try #require(h.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        #expect(views.contains(second))
        #expect(h.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 2)) == nil)  // off screen
    }

    @Test func theDataSourceIsReadableAsUIKitsProtocol() {
        let h = Harness(items: ["a"])
        #expect(h.collectionView.dataSource === h.dataSource)
        #expect(h.collectionView.dataSource?.collectionView(h.collectionView, numberOfItemsInSection: 0) == 1)
        #expect(CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain))).dataSource == nil)
    }

    @Test func contentInsetIndentsTheContentAndWidensTheScrollRange() {
        let h = Harness(size: CellSize(width: 20, height: 4), items: ["a", "b", "c", "d", "e"])
        func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let plain = lines(h.settle())
        h.collectionView.contentInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        let inset = lines(h.settle())
        #expect(h.collectionView.contentOffset == CellPoint(x: -2, y: -1))
        #expect(inset[0].trimmingCharacters(in: .whitespaces).isEmpty)  // the top inset
        #expect(inset[1] == "  " + plain[0].prefix(16) + "  ")  // two columns in, on a row two columns narrower
        #expect(h.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 16)
        h.collectionView.setContentOffset(CellPoint(x: 0, y: 99), animated: false)
        #expect(h.collectionView.contentOffset == CellPoint(x: -2, y: 5 + 1 - 4))  // the end of the content and the bottom inset
        h.collectionView.setContentOffset(CellPoint(x: 0, y: -9), animated: false)
        #expect(h.collectionView.contentOffset.y == -1)
        // Scrolling to an item shows it between the insets: the 2 rows left of the 4.
        h.collectionView.scrollToItem(at: IndexPath(item: 3, section: 0))
        #expect(h.collectionView.contentOffset.y == 4 - 2 - 1)
        h.collectionView.scrollToItem(at: IndexPath(item: 1, section: 0), at: .top)
        #expect(h.collectionView.contentOffset.y == 1 - 1)
    }

    @Test func aLayoutFunctionMayReturnTheBaseType() {
        func createLayout() -> CollectionViewLayout {
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)),
                                                         subitems: [item])
            return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        }
        let collectionView = CollectionView(frame: CellRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: createLayout())
        let dataSource = makeStringDataSource(for: collectionView)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CellRect(x: 0, y: 2, width: 20, height: 2))
        #expect(collectionView.collectionViewLayout.collectionViewContentSize == CellSize(width: 20, height: 4))
        #expect(collectionView.collectionViewLayout.layoutAttributesForElements(in: CellRect(x: 0, y: 0, width: 20, height: 3)).count == 2)
    }

    @Test func setCollectionViewLayoutSwapsTheLayoutAndRunsTheCompletion() {
        let h = Harness(size: CellSize(width: 20, height: 6), items: ["a", "b", "c"])
        h.settle()
        let twoRows = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2))
        let tall = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(layoutSize: twoRows, subitems: [CollectionLayoutItem(layoutSize: twoRows)])))
        var finished: Bool?
        h.collectionView.setCollectionViewLayout(tall, animated: true) { finished = $0 }
        #expect(h.collectionView.collectionViewLayout === tall)
        #expect(finished == nil || h.collectionView.reducedMotion)  // it animates first
        h.settle()
        #expect(finished == true)
        #expect(h.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 4)
    }

    @Test func viewsAreEqualOnlyToThemselves() {
        let left = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let right = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        func which(_ view: CollectionView) -> String {
            switch view {
            case left: "left"
            case right: "right"
            default: "neither"
            }
        }
        #expect(which(right) == "right" && which(left) == "left")
        #expect(left != right && left == left)
        #expect(Set<View>([left, right, left]).count == 2)
        #expect(CollectionViewListCell() != CollectionViewListCell())
    }

    @Test func applicationSharedIsTheApplicationMadeLast() {
        let clock = ManualClock()
        let terminal = HeadlessTerminal(size: CellSize(width: 20, height: 5), clock: clock)
        let app = Application(terminal: terminal, clock: clock, rootView: View())
        #expect(Application.shared === app)
    }
}
