import Foundation
import Testing
@testable import Tessera

@Suite("Collection view supplementaries") @MainActor
struct CollectionViewSupplementaryRefreshTests {
    /// A badge on each tile shows a count from the app's model; reconfiguring the item redraws it.
    @Test func reconfiguringAnItemRefreshesItsBadge() {
        var counts = ["a": 1, "b": 2]
        var badgeItem = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(3)))
        let badge = CollectionLayoutSupplementaryItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(3), heightDimension: .absolute(1)),
                                                      elementKind: "badge", containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        badgeItem = CollectionLayoutItem(layoutSize: badgeItem.layoutSize, supplementaryItems: [badge])
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)), subitems: [badgeItem])
        let h = Harness(size: CellSize(width: 20, height: 6), layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        let registration = CollectionView.SupplementaryRegistration<CollectionViewCell>(elementKind: "badge") { view, _, path in
            var content = ListContentConfiguration.cell()
            content.directionalLayoutMargins = .zero
            content.text = "\(counts[h.dataSource.itemIdentifier(for: path) ?? ""] ?? 0)"
            view.contentConfiguration = content
        }
        h.dataSource.supplementaryViewProvider = { view, _, path in view.dequeueConfiguredReusableSupplementary(using: registration, for: path) }
        h.apply(sections: [["a", "b"]])
        #expect(h.window.lastFrame.rowText(0).contains("1"))
        counts["a"] = 7
        h.reconfigure(["a"])
        #expect(h.window.lastFrame.rowText(0).contains("7"))
        #expect(!h.window.lastFrame.rowText(0).contains("1"))
    }
}
