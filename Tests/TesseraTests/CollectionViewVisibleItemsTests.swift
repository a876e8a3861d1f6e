import Foundation
import Testing
@testable import Tessera

@Suite("Visible items") @MainActor
struct CollectionViewVisibleItemsTests {
    @Test func listsTheItemsOnScreenInOrderAndFollowsScrolling() {
        let h = Harness(size: CellSize(width: 20, height: 5), layout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        h.apply(sections: [(0..<30).map { "row \($0)" }])
        #expect(h.collectionView.indexPathsForVisibleItems == (0..<5).map { IndexPath(item: $0, section: 0) })

        h.collectionView.scroll(byRows: 7)
        #expect(h.collectionView.indexPathsForVisibleItems == (7..<12).map { IndexPath(item: $0, section: 0) })

        h.apply(sections: [["only"]])
        #expect(h.collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
        h.apply(sections: [[]])
        #expect(h.collectionView.indexPathsForVisibleItems.isEmpty)
    }

    @Test func countsAnItemCutByTheBottomEdge() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)))
        let group = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
                                                   subitems: [item])
        let h = Harness(size: CellSize(width: 20, height: 4), layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        h.apply(sections: [(0..<5).map { "tall \($0)" }])
        // Rows 0–2 hold the first item and row 3 the top of the second.
        #expect(h.collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test func skipsOrthogonalItemsOutsideTheirBand() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(3)),
                                                     subitems: [item])
        var section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let h = Harness(size: CellSize(width: 25, height: 4), layout: CollectionViewCompositionalLayout(section: section))
        h.apply(sections: [(0..<6).map { "tile \($0)" }])
        // Two whole tiles and half of the third fit 25 columns; the other three are off to the side.
        #expect(h.collectionView.indexPathsForVisibleItems == (0..<3).map { IndexPath(item: $0, section: 0) })
        h.collectionView.setOrthogonalOffset(30, forSection: 0)
        #expect(h.collectionView.indexPathsForVisibleItems == (3..<6).map { IndexPath(item: $0, section: 0) })
    }
}
