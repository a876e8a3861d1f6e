import Foundation
import Testing
@testable import Tessera

@Suite("Decorations cut by the view's edges") @MainActor
struct CollectionViewDecorationClipTests {
    /// One section of one-row items on a framed background decoration, a column and a row of
    /// inset around the items.
    static func framedSection() -> CollectionViewCompositionalLayout {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        var section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        section.decorationItems = [CollectionLayoutDecorationItem.background(elementKind: "frame")]
        return CollectionViewCompositionalLayout(section: section)
    }

    @Test func aBackgroundScrolledPartlyOutOfViewDrawsNoBorderAtTheViewsEdge() {
        let h = Harness(size: CellSize(width: 12, height: 4), layout: Self.framedSection())
        var frame = BackgroundConfiguration()
        frame.strokeWidth = 1
        h.collectionView.register(frame, forDecorationViewOfKind: "frame")
        h.apply(sections: [(0..<5).map { "row \($0)" }])

        var rows = h.window.lastFrame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[0].hasPrefix("┌"))
        #expect(rows[3].hasPrefix("│"), "the frame goes on below the view: \(rows)")

        h.collectionView.contentOffset.y = 3
        h.settle()
        rows = h.window.lastFrame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[0].hasPrefix("│"), "the frame began above the view: \(rows)")
        #expect(rows[3].hasPrefix("└"))
    }
}
