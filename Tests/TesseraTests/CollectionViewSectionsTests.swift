import Foundation
import Testing
@testable import Tessera

/// Orthogonal sections and pinned headers, through keys and animation.
@Suite("Collection view sections") @MainActor
struct CollectionViewSectionsTests {
    /// Section 0 scrolls sideways (tiles 10 wide, continuousGroupLeadingBoundary); section 1 is a list.
    static func mixedLayout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { section, environment in
            if section == 0 {
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(3)), subitems: [item])
                var s = CollectionLayoutSection(group: group)
                s.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                return s
            }
            return CollectionLayoutSection.list(using: CollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
    }

    @Test func focusEntersScrollsAndLeavesAnOrthogonalSection() {
        let h = Harness(size: CellSize(width: 40, height: 12), layout: Self.mixedLayout())
        h.apply(sections: [(0..<10).map { "tile\($0)" }, ["row A", "row B"]])
        h.press(.down)
        #expect(h.focusedItem == "tile0")
        for _ in 0..<6 { h.press(.right) }
        #expect(h.focusedItem == "tile6")
        // The section scrolled so the focused tile is whole and rests on a group's leading edge.
        let offset = h.collectionView.compositionalLayout.orthogonalOffset(forSection: 0)
        #expect(offset > 0 && offset % 10 == 0)
        #expect(h.settle().contains("tile6"))
        #expect(!h.settle().contains("tile0"))
        h.press(.down)
        #expect(h.focusedItem == "row A")
        h.press(.up)
        #expect(h.focusedItem?.hasPrefix("tile") == true)
        // Back up, focus lands on a tile that is on screen, not on one scrolled away.
        let shown = h.settle()
        #expect(shown.contains(h.focusedItem!))
    }

    @Test func orthogonalOffsetFollowsItsSectionWhenSectionsMove() {
        let h = Harness(size: CellSize(width: 40, height: 12), layout: Self.mixedLayout())
        h.apply(sections: [(0..<10).map { "tile\($0)" }, ["row A"]])
        h.press(.down)
        for _ in 0..<5 { h.press(.right) }
        let before = h.collectionView.compositionalLayout.orthogonalOffset(forSection: 0)
        h.apply(sections: [(0..<10).map { "tile\($0)" }, ["row A", "row B"]])
        #expect(h.collectionView.compositionalLayout.orthogonalOffset(forSection: 0) == before)
    }

    @Test func pinnedHeadersStayPinnedThroughAnAnimation() {
        let h = Harness(size: CellSize(width: 30, height: 8), layout: .list(using: {
            var c = CollectionLayoutListConfiguration(appearance: .plain)
            c.headerMode = .supplementary
            return c
        }()))
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) { cell, _, path in
            var content = ListContentConfiguration.header()
            content.text = "HEADER \(path.section)"
            cell.contentConfiguration = content
        }
        h.dataSource.supplementaryViewProvider = { view, _, path in view.dequeueConfiguredReusableSupplementary(using: header, for: path) }
        h.apply(sections: [(0..<30).map { "item \($0)" }])
        h.collectionView.scroll(byRows: 10)
        h.settle()
        #expect(h.window.lastFrame.rowText(0).contains("HEADER 0"))
        var next = (0..<30).map { "item \($0)" }
        next.remove(at: 12)
        next.insert("new", at: 14)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0]); snapshot.appendItems(next, toSection: 0)
        h.dataSource.apply(snapshot, animatingDifferences: true)
        var frames = 0
        while h.collectionView.isAnimating && frames < 100 {
            h.clock.advance(by: .milliseconds(16))
            h.window.render(at: h.clock.now)
            #expect(h.window.lastFrame.rowText(0).contains("HEADER 0"), "frame \(frames)")
            frames += 1
        }
        #expect(frames > 3)
    }

    @Test func expandAnimatesChildrenInAndCollapseOut() {
        let h = Harness(size: CellSize(width: 30, height: 10), layout: .list(using: CollectionLayoutListConfiguration(appearance: .sidebar)))
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["apple", "pear", "plum"], to: "Fruit")
        h.dataSource.apply(outline, to: 0, animatingDifferences: false)
        h.settle()
        h.press(.down)
        h.window.dispatch(.key(KeyEvent(.right)))
        var sawVegMidway = false
        var frames: [String] = []
        while h.collectionView.isAnimating && frames.count < 100 {
            h.clock.advance(by: .milliseconds(16))
            h.window.render(at: h.clock.now)
            frames.append(h.window.lastFrame.text)
            let lines = h.window.lastFrame.text.split(separator: "\n", omittingEmptySubsequences: false)
            if let row = lines.firstIndex(where: { $0.contains("Veg") }), row > 2, row < 5 { sawVegMidway = true }
        }
        #expect(sawVegMidway)   // Veg slid down a row at a time as the children came in
        #expect(frames.last?.contains("plum") == true)
        h.window.dispatch(.key(KeyEvent(.left)))
        h.settle()
        #expect(!h.window.lastFrame.text.contains("plum"))
    }
}
