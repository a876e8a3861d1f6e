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

    var offset: (Harness) -> Int { { $0.collectionView.compositionalLayout.orthogonalOffset(forSection: 0) } }

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

    /// Cards 34 wide, 2 apart, in a 40-column view flicked 40 along: none is wholly in view.
    @Test func withNoCardWhollyInViewFocusGoesToTheOneMostInViewAndTheFlickStays() {
        let card = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var section = CollectionLayoutSection(group: .horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(34), heightDimension: .absolute(1)), subitems: [card]))
        section.interGroupSpacing = 2
        section.orthogonalScrollingBehavior = .continuous
        let h = Harness(size: CellSize(width: 40, height: 4), layout: CollectionViewCompositionalLayout(section: section))
        h.apply(sections: [(0..<5).map { "c\($0)" }])
        h.press(.down)
        #expect(h.focusedItem == "c0")
        h.collectionView.flickOrthogonalSection(0, forward: true)
        // At 40…80: c1 (36…70) shows 30 columns, c2 (72…106) 8.
        #expect(offset(h) == 40)
        #expect(h.focusedItem == "c1")
        h.settle()
        #expect(offset(h) == 40, "focus moved without scrolling the flick back")
        h.press(.right)
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

    // MARK: The key: Shift and the arrows along the section

    func pressWithoutSettling(_ key: Key, _ modifiers: Modifiers = [], in h: Harness) {
        h.window.dispatch(.key(KeyEvent(key, modifiers: modifiers)))
    }

    @Test func shiftRightFlicksTheFocusedSectionAndShiftLeftFlicksItBack() {
        let h = makeHarness()
        h.press(.right, .shift)
        #expect(offset(h) == 40, "the section's own flick: one visible width at the normal rate")
        #expect(h.focusedItem == "c4")
        h.press(.left, .shift)
        #expect(offset(h) == 0)
        #expect(h.focusedItem == "c2")
    }

    @Test func theKeyFollowsTheSectionsProperties() {
        let h = makeHarness(Properties(decelerationRate: .fast))
        h.press(.right, .shift)
        #expect(offset(h) == 8)
        let paged = makeHarness(behavior: .groupPaging)
        paged.press(.right, .shift)
        #expect(offset(paged) == 12, "one group (10 columns and the 2 between) per flick")
    }

    @Test func theKeysBounceIsDrawnFrameByFrameOnTheClock() {
        let h = makeHarness()
        h.collectionView.setOrthogonalOffset(78, forSection: 0)
        let resting = h.settle()
        let row = h.window.lastFrame.rowText(0)
        pressWithoutSettling(.right, .shift, in: h)
        h.render()
        #expect(h.window.lastFrame.rowText(0) == String(row.dropFirst(2)) + "  ", "past the end first")
        h.render()
        #expect(h.window.lastFrame.rowText(0) == String(row.dropFirst(2)) + "  ", "and there until the clock moves")
        #expect(h.collectionView.isAnimating)
        let frames = h.runAnimation()
        #expect(frames.count > 1, "it slides back over several frames")
        #expect(frames.last == resting)
        #expect(offset(h) == 78)
    }

    @Test func theHintShowsOnlyWithFocusInAnOrthogonalSection() {
        let flick = KeyHint("⇧←→", "flick")
        let h = makeHarness(behavior: .none)
        #expect(!h.collectionView.keyHints.contains(flick), "this section does not scroll sideways")
        let scrolling = makeHarness()
        #expect(scrolling.collectionView.keyHints.contains(flick))
        #expect(scrolling.window.activeKeyHints.contains(flick), "the hint bar and ? list it")
    }

    /// A row of cards over a plain list: the key flicks the row, and in the list Shift-→ is
    /// only →.
    @Test func inASectionThatDoesNotScrollSidewaysTheKeyIsAnArrow() {
        let card = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(1)), subitems: [card])
        // Below it, three a row.
        let third = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [third])
        let layout = CollectionViewCompositionalLayout { index, _ in
            guard index == 0 else { return CollectionLayoutSection(group: row) }
            var section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = 2
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        let h = Harness(size: CellSize(width: 40, height: 8), layout: layout)
        h.apply(sections: [(0..<10).map { "c\($0)" }, ["a", "b", "c"]])
        #expect(!h.collectionView.keyHints.contains { $0.action == "flick" }, "nothing has focus yet")
        h.press(.down)
        #expect(h.focusedItem == "c0")
        #expect(h.collectionView.keyHints.contains(KeyHint("⇧←→", "flick")))
        h.press(.down)
        #expect(h.focusedItem == "a")
        #expect(!h.collectionView.keyHints.contains { $0.action == "flick" })
        h.press(.right, .shift)
        #expect(h.focusedItem == "b", "Shift-→ moves focus as → does")
        #expect(offset(h) == 0, "and flicks nothing")
    }

    /// In a horizontal layout sections scroll up and down, so Shift-↓/↑ flick them.
    @Test func acrossAHorizontalLayoutShiftDownFlicks() {
        let card = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var section = CollectionLayoutSection(group: .vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(2)), subitems: [card]))
        section.orthogonalScrollingBehavior = .continuous
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let h = Harness(size: CellSize(width: 40, height: 6), layout: CollectionViewCompositionalLayout(section: section, configuration: configuration))
        h.apply(sections: [(0..<10).map { "c\($0)" }])
        h.press(.down)
        #expect(h.collectionView.keyHints.contains(KeyHint("⇧↑↓", "flick")))
        #expect(!h.collectionView.keyHints.contains(KeyHint("⇧←→", "flick")))
        h.press(.down, .shift)
        #expect(offset(h) > 0)
        h.press(.up, .shift)
        #expect(offset(h) == 0)
    }
}
