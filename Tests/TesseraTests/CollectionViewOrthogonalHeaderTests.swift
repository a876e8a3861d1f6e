import Foundation
import Testing
@testable import Tessera

@Suite("Headers of sideways-scrolling sections") @MainActor
struct CollectionViewOrthogonalHeaderTests {
    /// Sections of 10-column, 2-row items in one sideways-scrolling row, each under a 1-row header.
    static func headedRows() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(2)),
                                                     subitems: [item])
        var section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                                                      elementKind: CollectionView.elementKindSectionHeader, alignment: .top),
        ]
        return CollectionViewCompositionalLayout(section: section)
    }

    @Test func aHeaderShowsAndStaysPutWhileItsRowScrollsSideways() {
        let h = Harness(size: CellSize(width: 24, height: 6), layout: Self.headedRows())
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) {
            cell, _, path in
            var content = ListContentConfiguration.header()
            content.text = "Row \(path.section)"
            cell.contentConfiguration = content
        }
        h.dataSource.supplementaryViewProvider = { view, _, path in view.dequeueConfiguredReusableSupplementary(using: header, for: path) }
        h.apply(sections: [(0..<6).map { "a\($0)" }, (0..<6).map { "b\($0)" }])

        var rows = h.window.lastFrame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[0].contains("Row 0"), "\(rows)")
        #expect(rows[3].contains("Row 1"), "\(rows)")

        h.collectionView.setOrthogonalOffset(15, forSection: 0)
        h.settle()
        rows = h.window.lastFrame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[0].hasPrefix(" Row 0"), "\(rows)")
        #expect(!rows[1].contains("a0"), "the row scrolled: \(rows)")
    }
}
