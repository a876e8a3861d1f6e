import Foundation
import Testing
@testable import Tessera

/// Flicking an orthogonal section in the collection view: where it rests, where focus goes,
/// and the bounce drawn at an end.
@MainActor
@Suite struct CollectionViewOrthogonalFlickTests {
    typealias Properties = CollectionLayoutSectionOrthogonalScrollingProperties

    /// Ten 10-column cards "c0"…"c9", 2 apart, in a 40-column view: they scroll up to 78 columns.
    func makeHarness(_ properties: Properties = Properties(),
                     behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous) -> Harness {
        let card = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var section = CollectionLayoutSection(group: .horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(1)), subitems: [card]))
        section.interGroupSpacing = 2
        section.orthogonalScrollingBehavior = behavior
        section.orthogonalScrollingProperties = properties
        let h = Harness(size: CellSize(width: 40, height: 4), layout: CollectionViewCompositionalLayout(section: section))
        h.apply(sections: [(0..<10).map { "c\($0)" }])
        h.press(.down)   // focus c0
        return h
    }

    var offset: (Harness) -> Int { { $0.collectionView.collectionViewLayout.orthogonalOffset(forSection: 0) } }

    @Test func aFlickMovesTheSectionAndFocusFollowsIntoView() {
        let h = makeHarness()
        #expect(h.focusedItem == "c0")
        let flick = h.collectionView.flickOrthogonalSection(0, forward: true)
        #expect(flick == OrthogonalFlick(restingOffset: 40))
        #expect(offset(h) == 40)
        #expect(!h.collectionView.isAnimating, "scrolling is immediate; only a bounce moves over frames")
        // c0 went out of view: the leading card wholly in view (c4, at 48…58) takes focus.
        #expect(h.focusedItem == "c4")
        h.settle()
        let row = h.window.lastFrame.rowText(0)
        #expect(row.contains("c4") && !row.contains("c0"))
        h.collectionView.flickOrthogonalSection(0, forward: false)
        #expect(offset(h) == 0)
        // c4 (48…58) is out of view again: the trailing card wholly in view, nearest where it
        // was, takes focus.
        #expect(h.focusedItem == "c2")
    }

    @Test func fastDecelerationFlicksAShorterWay() {
        let h = makeHarness(Properties(decelerationRate: .fast))
        h.collectionView.flickOrthogonalSection(0, forward: true)
        #expect(offset(h) == 8)   // 40 × 99 / 499, rounded
        #expect(h.focusedItem == "c1", "c0 (0…10) is cut at 8; c1 (12…22) is the leading card wholly in view")
        // A flick that leaves the focused card wholly in view leaves focus alone.
        h.collectionView.focusItem(at: IndexPath(item: 2, section: 0))
        h.collectionView.flickOrthogonalSection(0, forward: true)
        #expect(offset(h) == 16)
        #expect(h.focusedItem == "c2")
    }

    @Test func aFlickIntoTheEndShowsTheSectionPastItThenSlidesBack() {
        let h = makeHarness()
        h.collectionView.setOrthogonalOffset(78, forSection: 0)
        let resting = h.settle()
        let row = h.window.lastFrame.rowText(0)
        let flick = h.collectionView.flickOrthogonalSection(0, forward: true)
        #expect(flick == OrthogonalFlick(restingOffset: 78, bounceOffset: 80))
        #expect(h.collectionView.isAnimating)
        // The first frame: two columns further on, blank past the last card.
        h.render()
        #expect(h.window.lastFrame.rowText(0) == String(row.dropFirst(2)) + "  ")
        // Then it comes back and rests where it was.
        let frames = h.runAnimation()
        #expect(frames.last == resting)
        #expect(offset(h) == 78)
        #expect(!h.collectionView.isAnimating)
    }

    @Test func aFlickBackAtTheStartBouncesTheOtherWay() {
        let h = makeHarness(behavior: .groupPaging)
        let row = h.window.lastFrame.rowText(0)
        h.collectionView.flickOrthogonalSection(0, forward: false)
        h.render()
        #expect(h.window.lastFrame.rowText(0) == "  " + String(row.dropLast(2)))
        h.settle()
        #expect(h.window.lastFrame.rowText(0) == row)
    }

    @Test func neverStopsDeadAtTheEnd() {
        let h = makeHarness(Properties(bounce: .never))
        h.collectionView.setOrthogonalOffset(78, forSection: 0)
        let resting = h.settle()
        h.collectionView.flickOrthogonalSection(0, forward: true)
        #expect(!h.collectionView.isAnimating)
        #expect(h.render() == resting)
    }

    @Test func reducedMotionRestsWithoutTheBounce() {
        let h = makeHarness()
        h.collectionView.reducedMotion = true
        h.collectionView.setOrthogonalOffset(78, forSection: 0)
        let resting = h.settle()
        #expect(h.collectionView.flickOrthogonalSection(0, forward: true).bounces)
        #expect(!h.collectionView.isAnimating)
        #expect(h.render() == resting)
    }

    @Test func aSectionThatDoesNotScrollSidewaysIsLeftAlone() {
        let h = makeHarness(behavior: .none)
        let screen = h.window.lastFrame.text
        #expect(h.collectionView.flickOrthogonalSection(0, forward: true) == OrthogonalFlick(restingOffset: 0))
        #expect(h.settle() == screen)
        #expect(h.focusedItem == "c0")
    }
}
