import Testing
import Tessera
import TesseraTesting
import TesseraExampleLayouts
@testable import TesseraDemos

@Suite("Orthogonal Sections and Orthogonal Section Behaviors") @MainActor
struct OrthogonalSectionsScreenTests {
    @Test func goldens() {
        ApplicationHarness.expectLayoutGoldens("orthogonal", after: "right-x4") { h in
            for _ in 0..<4 { h.press(.right) }
        }
        // Into the paging row, then along it: it turns whole pages.
        ApplicationHarness.expectLayoutGoldens("orthogonal-behaviors", after: "paging-right-x3") { h in
            h.press(.tab); h.press(.tab)
            for _ in 0..<3 { h.press(.right) }
        }
    }

    @Test func eachRowScrollsOnItsOwn() throws {
        let h = ApplicationHarness(demo: "orthogonal")
        let layout = try h.screen(OrthogonalSectionsScreen.self).collectionView.compositionalLayout
        for _ in 0..<4 { h.press(.right) }
        #expect(layout.orthogonalOffset(forSection: 0) > 0)
        #expect(h.status.hasPrefix("row 0 · item 6 · offset \(layout.orthogonalOffset(forSection: 0)) of"))
        h.press(.down)
        #expect(h.status.hasPrefix("row 1 "))
        #expect(layout.orthogonalOffset(forSection: 1) == 0, "the row below has not moved")
        #expect(layout.orthogonalOffset(forSection: 0) > 0, "and the row above stays where it was")
    }

    @Test func everyBehaviourHasAHeaderNamingIt() {
        let h = ApplicationHarness(demo: "orthogonal-behaviors")
        for behavior in ExampleLayouts.behaviors {
            #expect(h.rows.contains { $0.hasPrefix(" \(behavior.name) ") && $0.contains(behavior.restingRule) }, "\(behavior.name)")
            h.press(.tab)
        }
    }

    /// Shift-→ flicks the focused row one visible width along (the normal deceleration rate);
    /// each behaviour settles it its way.
    @Test func aFlickComesToRestAsTheRowsBehaviourSays() throws {
        let h = ApplicationHarness(demo: "orthogonal-behaviors")
        let screen = try h.screen(OrthogonalSectionBehaviorsScreen.self)
        let layout = screen.collectionView.compositionalLayout
        let width = 80, flick = try #require(layout.orthogonalFlickDistance(forSection: 0))
        #expect(flick == width)
        var rests: [CollectionLayoutSectionOrthogonalScrollingBehavior: Int] = [:]
        for (section, behavior) in ExampleLayouts.behaviors.enumerated() {
            screen.collectionView.focusItem(at: IndexPath(item: 0, section: section))
            h.press(.right, .shift)
            rests[behavior] = layout.orthogonalOffset(forSection: section)
            let focused = try #require(screen.collectionView.indexPathForFocusedItem)
            #expect(focused.section == section, "focus stays in the flicked row")
        }
        #expect(rests[.continuous] == flick)
        #expect(rests[.paging] == width)
        #expect(rests[.none] == 0)
        // Groups 85% wide: one group along, and the free flick snaps back to that group's edge.
        let groupStep = try #require(rests[.groupPaging])
        #expect(groupStep > width / 2 && groupStep < width)
        #expect(rests[.continuousGroupLeadingBoundary] == groupStep)
        // Centred: the group in view has as much room on its left as on its right.
        let centred = ExampleLayouts.behaviors.firstIndex(of: .groupPagingCentered)!
        screen.collectionView.focusItem(at: IndexPath(item: 0, section: centred))
        h.press(.right, .shift)
        let focused = try #require(screen.collectionView.indexPathForFocusedItem)
        let big = try #require(screen.collectionView.layoutAttributesForItem(at: focused)).frame
        let pair = try #require(screen.collectionView.layoutAttributesForItem(at: IndexPath(item: focused.item + 1, section: centred))).frame
        #expect(focused.item % 3 == 0 && abs((big.minX - 1) - (width - pair.maxX - 1)) <= 1, "\(big) \(pair)")
        h.press(.left, .shift)
        #expect(layout.orthogonalOffset(forSection: centred) == 0)
    }
}
