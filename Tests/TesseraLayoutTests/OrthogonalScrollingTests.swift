import Foundation
import Testing
@testable import TesseraLayout

@Suite struct OrthogonalScrollingTests {
    /// Ten 30-column cards, 2 apart, in an 80-column view; then a section of rows.
    func cards(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, count: Int = 10) -> CollectionViewCompositionalLayout {
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(30), .absolute(4)), subitems: [card]))
        section.interGroupSpacing = 2
        section.orthogonalScrollingBehavior = behavior
        let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? section : rowsSection() }
        layout.prepare(containerSize: CellSize(width: 80, height: 20), itemCounts: [count, 2])
        return layout
    }

    @Test func aSectionScrollsSidewaysOnItsOwnOffset() {
        let layout = cards(.continuous)
        #expect(layout.isOrthogonallyScrolling(section: 0))
        #expect(layout.orthogonalContentLength(forSection: 0) == 318)
        #expect(layout.maximumOrthogonalOffset(forSection: 0) == 238)
        #expect(layout.frame(ofSection: 0)?.height == 4)
        #expect(layout.frame(0, 1)?.y == 4)
        #expect(layout.frame(3) == CellRect(x: 96, y: 0, width: 30, height: 4))
        layout.setOrthogonalOffset(40, forSection: 0)
        #expect(layout.frame(3) == CellRect(x: 56, y: 0, width: 30, height: 4))
        #expect(layout.layoutAttributesForElements(in: CellRect(x: 0, y: 0, width: 80, height: 4)).map(\.indexPath.item) == [1, 2, 3])
        layout.setOrthogonalOffset(1_000, forSection: 0)
        #expect(layout.orthogonalOffset(forSection: 0) == 238)
        #expect(layout.orthogonalViewport(forSection: 0) == CellRect(x: 0, y: 0, width: 80, height: 4))
        #expect(layout.orthogonalViewport(forSection: 1) == nil)
        // Other sections do not move.
        layout.setOrthogonalOffset(5, forSection: 1)
        #expect(layout.frame(0, 1)?.x == 0)
    }

    @Test func continuousRestsAnywhere() {
        let layout = cards(.continuous)
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 45) == 45)
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 900) == 238)
        #expect(layout.restingOrthogonalOffset(forSection: 0, revealingItem: 3) == 46)
        layout.setOrthogonalOffset(46, forSection: 0)
        #expect(layout.restingOrthogonalOffset(forSection: 0, revealingItem: 2) == 46)
        #expect(layout.restingOrthogonalOffset(forSection: 0, revealingItem: 0) == 0)
    }

    @Test(arguments: [CollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary, .groupPaging])
    func groupBoundariesAreTheRestingPlaces(behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) {
        let layout = cards(behavior)
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 45) == 32)
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 50) == 64)
        // The last groups cannot reach the leading edge: the end of the content is a resting place.
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 237) == 238)
        #expect(layout.restingOrthogonalOffset(forSection: 0, revealingItem: 1) == 0)
        #expect(layout.restingOrthogonalOffset(forSection: 0, revealingItem: 3) == 96)
        #expect(layout.restingOrthogonalOffset(forSection: 0, revealingItem: 9) == 238)
    }

    @Test func pagingRestsOnMultiplesOfTheVisibleWidth() {
        let layout = cards(.paging)
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 30) == 0)
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 45) == 80)
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 150) == 160)
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 230) == 238)
        #expect(layout.restingOrthogonalOffset(forSection: 0, revealingItem: 3) == 80)
        // Item 2 (64…94) straddles the first page break: the page would cut it, so just enough.
        #expect(layout.restingOrthogonalOffset(forSection: 0, revealingItem: 2) == 14)
    }

    @Test func groupPagingCenteredCentresTheGroup() {
        let layout = cards(.groupPagingCentered)
        #expect(layout.orthogonalContentLength(forSection: 0) == 25 + 318 + 25)
        #expect(layout.frame(0)?.x == 25)
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 45) == 32)
        layout.setOrthogonalOffset(32, forSection: 0)
        #expect(layout.frame(1) == CellRect(x: 25, y: 0, width: 30, height: 4))
        // It centres the focused item's group even when that group is already in view.
        #expect(layout.restingOrthogonalOffset(forSection: 0, revealingItem: 2) == 64)
    }

    @Test func noneLaysOutAlongTheMainAxis() {
        let layout = cards(.none, count: 4)
        #expect(!layout.isOrthogonallyScrolling(section: 0))
        #expect(layout.frame(1) == CellRect(x: 0, y: 6, width: 30, height: 4))
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 40) == 0)
        #expect(layout.orthogonalOffset(forSection: 0) == 0)
    }

    @Test func theHandlerSeesTheSectionsOwnOffset() {
        var section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(30), .absolute(4)),
                                                                 subitems: [CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.orthogonalScrollingBehavior = .groupPaging
        var offsets: [CGPoint] = []
        section.visibleItemsInvalidationHandler = { _, offset, _ in offsets.append(offset) }
        let layout = prepared(section, counts: [10], container: CellSize(width: 80, height: 20))
        layout.setOrthogonalOffset(60, forSection: 0)
        _ = layout.layoutAttributesForElements(in: CellRect(x: 0, y: 0, width: 80, height: 20))
        #expect(offsets == [CGPoint(x: 60, y: 0)])
    }
}
