import Foundation
import Testing
@testable import TesseraLayout

/// What `orthogonalScrollingProperties` changes: how far a flick carries a section
/// (deceleration) and whether it bounces at an end.
@Suite struct OrthogonalScrollingPropertiesTests {
    typealias Properties = CollectionLayoutSectionOrthogonalScrollingProperties

    /// `count` 30-column cards, 2 apart, in an 80-column view (groups start every 32 columns;
    /// ten cards scroll up to 238 columns).
    func cards(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, count: Int = 10,
               properties: Properties = Properties()) -> CollectionViewCompositionalLayout {
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(30), .absolute(4)), subitems: [card]))
        section.interGroupSpacing = 2
        section.orthogonalScrollingBehavior = behavior
        section.orthogonalScrollingProperties = properties
        return prepared(section, counts: [count], container: CellSize(width: 80, height: 20))
    }

    func flick(_ layout: CollectionViewCompositionalLayout, from offset: Int, forward: Bool = true) -> OrthogonalFlick {
        layout.setOrthogonalOffset(offset, forSection: 0)
        return layout.orthogonalFlick(forSection: 0, forward: forward)
    }

    // MARK: Deceleration

    @Test func theDefaultsAreApplesAutomatic() {
        let properties = Properties()
        #expect(properties.decelerationRate == .automatic)
        #expect(properties.bounce == .automatic)
        var section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(1), .absolute(1)), subitems: []))
        section.orthogonalScrollingProperties.bounce = .never   // Apple's spelling compiles
        #expect(section.orthogonalScrollingProperties.bounce == .never)
    }

    @Test(arguments: [(Properties.DecelerationRate.normal, 80), (.automatic, 80), (.fast, 16),
                      (Properties.DecelerationRate(0.995), 32), (Properties.DecelerationRate(rawValue: 0), 1)])
    func aFlickTravelsFartherTheSlowerItDecelerates(rate: Properties.DecelerationRate, cells: Int) {
        let layout = cards(.continuous, properties: Properties(decelerationRate: rate))
        #expect(layout.orthogonalFlickDistance(forSection: 0) == cells)
        #expect(flick(layout, from: 0).restingOffset == cells)
        #expect(flick(layout, from: 100, forward: false).restingOffset == 100 - cells)
    }

    @Test func aRateThatNeverStopsCoastsToTheEnd() {
        let layout = cards(.continuous, properties: Properties(decelerationRate: Properties.DecelerationRate(1)))
        #expect(layout.orthogonalFlickDistance(forSection: 0) == nil)
        #expect(flick(layout, from: 0).restingOffset == 238)
        #expect(flick(layout, from: 100, forward: false).restingOffset == 0)
    }

    @Test func theLeadingBoundaryBehaviourSnapsTheFlickAndAlwaysMovesOn() {
        let normal = cards(.continuousGroupLeadingBoundary)
        // 80 columns lands between the groups at 64 and 96: the nearer (a tie goes back).
        #expect(flick(normal, from: 0).restingOffset == 64)
        let fast = cards(.continuousGroupLeadingBoundary, properties: Properties(decelerationRate: .fast))
        // 16 columns would snap back to 0; a flick still reaches the next group.
        #expect(flick(fast, from: 0).restingOffset == 32)
        #expect(flick(fast, from: 64, forward: false).restingOffset == 32)
        #expect(flick(fast, from: 32).restingOffset == 64)
    }

    @Test(arguments: [Properties.DecelerationRate.normal, .fast])
    func pagingIgnoresTheRate(rate: Properties.DecelerationRate) {
        let paging = cards(.paging, properties: Properties(decelerationRate: rate))
        #expect(flick(paging, from: 0).restingOffset == 80)
        #expect(flick(paging, from: 80).restingOffset == 160)
        #expect(flick(paging, from: 160).restingOffset == 238)
        #expect(flick(paging, from: 238, forward: false).restingOffset == 160)
        #expect(flick(paging, from: 100, forward: false).restingOffset == 80)
        let groups = cards(.groupPaging, properties: Properties(decelerationRate: rate))
        #expect(flick(groups, from: 0).restingOffset == 32)
        #expect(flick(groups, from: 40).restingOffset == 64)
        #expect(flick(groups, from: 40, forward: false).restingOffset == 32)
        #expect(flick(groups, from: 238, forward: false).restingOffset == 224)
    }

    @Test func groupPagingCenteredFlicksToTheNextCentredGroup() {
        let layout = cards(.groupPagingCentered, properties: Properties(decelerationRate: .fast))
        for group in 0..<9 {
            let start = layout.restingOrthogonalOffset(forSection: 0, revealingItem: group)
            let next = layout.restingOrthogonalOffset(forSection: 0, revealingItem: group + 1)
            #expect(flick(layout, from: start).restingOffset == next)
            #expect(flick(layout, from: next, forward: false).restingOffset == start)
        }
    }

    // MARK: Bounce

    @Test(arguments: [CollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging,
                      .groupPaging, .groupPagingCentered])
    func aFlickIntoAnEndBouncesTwoColumnsPastIt(behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) {
        let layout = cards(behavior)
        let maximum = layout.maximumOrthogonalOffset(forSection: 0)
        let atEnd = flick(layout, from: maximum)
        #expect(atEnd == OrthogonalFlick(restingOffset: maximum, bounceOffset: maximum + 2))
        #expect(atEnd.bounces)
        let atStart = flick(layout, from: 0, forward: false)
        #expect(atStart == OrthogonalFlick(restingOffset: 0, bounceOffset: -2))
        // Away from the ends there is nothing to bounce off.
        #expect(!flick(layout, from: 0).bounces)
    }

    @Test(arguments: [CollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .paging, .groupPaging])
    func neverStopsDeadAtTheEnd(behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) {
        let layout = cards(behavior, properties: Properties(bounce: .never))
        #expect(flick(layout, from: 238) == OrthogonalFlick(restingOffset: 238))
        #expect(flick(layout, from: 0, forward: false) == OrthogonalFlick(restingOffset: 0))
        #expect(flick(layout, from: 230) == OrthogonalFlick(restingOffset: 238))
    }

    @Test func theBounceIsOnlyWhatWasLeftOfTheFlick() {
        // A flick that travels one column from one column short of the end just reaches it.
        let oneCell = cards(.continuous, properties: Properties(decelerationRate: Properties.DecelerationRate(0)))
        #expect(flick(oneCell, from: 237) == OrthogonalFlick(restingOffset: 238))
        #expect(flick(oneCell, from: 238) == OrthogonalFlick(restingOffset: 238, bounceOffset: 239))
        // A normal flick from near the end runs well past it: the bounce is capped at two columns.
        #expect(flick(cards(.continuous), from: 200) == OrthogonalFlick(restingOffset: 238, bounceOffset: 240))
    }

    @Test func alwaysBouncesEvenWhenTheContentFits() {
        // Two cards (62 columns) fit in 80: nothing scrolls.
        let automatic = cards(.continuous, count: 2)
        #expect(automatic.maximumOrthogonalOffset(forSection: 0) == 0)
        #expect(flick(automatic, from: 0) == OrthogonalFlick(restingOffset: 0))
        let always = cards(.continuous, count: 2, properties: Properties(bounce: .always))
        #expect(flick(always, from: 0) == OrthogonalFlick(restingOffset: 0, bounceOffset: 2))
        #expect(flick(always, from: 0, forward: false) == OrthogonalFlick(restingOffset: 0, bounceOffset: -2))
        let never = cards(.continuous, count: 2, properties: Properties(bounce: .never))
        #expect(!flick(never, from: 0).bounces)
    }

    /// In a horizontal layout orthogonal sections scroll down: a row is about two columns on
    /// screen, so the bounce is one row.
    @Test func aVerticallyScrollingSectionBouncesOneRow() {
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = CollectionLayoutSection(group: .vertical(layoutSize: size(.absolute(20), .absolute(6)), subitems: [card]))
        section.orthogonalScrollingBehavior = .continuous
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = prepared(section, counts: [10], container: CellSize(width: 80, height: 20), configuration: configuration)
        let maximum = layout.maximumOrthogonalOffset(forSection: 0)
        #expect(maximum == 40)
        #expect(layout.orthogonalFlickDistance(forSection: 0) == 20)
        #expect(flick(layout, from: maximum) == OrthogonalFlick(restingOffset: maximum, bounceOffset: maximum + 1))
    }

    @Test func aSectionThatDoesNotScrollSidewaysIsNotFlicked() {
        let layout = cards(.none, count: 4)
        #expect(layout.orthogonalFlickDistance(forSection: 0) == nil)
        #expect(layout.orthogonalFlick(forSection: 0, forward: true) == OrthogonalFlick(restingOffset: 0))
    }
}
