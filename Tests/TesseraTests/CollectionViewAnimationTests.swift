import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@Suite("Collection view updates") @MainActor
struct CollectionViewAnimationTests {
    let rows = (1...20).map { "Row \($0)" }

    @Test func listDrawsRowsInOrder() {
        let fixture = ListFixture(items: rows)
        let lines = fixture.render().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix(" Row 1") == true)
        #expect(lines[9].hasPrefix(" Row 10"))
    }

    @Test func insertAnimatesAndEndsEqualToAFreshRender() {
        let fixture = ListFixture(items: rows)
        var next = rows
        next.insert("New row", at: 2)
        fixture.apply(next, animated: true)
        #expect(fixture.collectionView.isAnimating)
        let frames = fixture.runAnimation()
        #expect(frames.count > 3)
        #expect(frames.last == ListFixture.freshRender(items: next))
        // Somewhere in the middle, Row 3 is between where it was and where it goes.
        let row3Lines = frames.map { $0.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix(" Row 3 ") || $0 == " Row 3" + String(repeating: " ", count: 30 - 6) } }
        #expect(row3Lines.first == 2 || row3Lines.first == 3)
        #expect(row3Lines.last == 3)
    }

    @Test func deleteAndMoveEndEqualToAFreshRender() {
        let fixture = ListFixture(items: rows)
        var next = rows
        next.remove(at: 1)
        next.swapAt(3, 7)
        fixture.apply(next, animated: true)
        let frames = fixture.runAnimation()
        #expect(frames.last == ListFixture.freshRender(items: next))
    }

    @Test func interruptedApplyEndsAtTheLastSnapshot() {
        let fixture = ListFixture(items: rows)
        let b = Array(rows.reversed())
        var generator = SeededRandom.fromEnvironment(default: 7)
        let c = Array(rows.shuffled(using: &generator).prefix(12))
        fixture.apply(b, animated: true)
        fixture.clock.advance(by: .milliseconds(50)); fixture.render()
        fixture.apply(c, animated: true)
        let frames = fixture.runAnimation()
        #expect(frames.last == ListFixture.freshRender(items: c))
    }
}
