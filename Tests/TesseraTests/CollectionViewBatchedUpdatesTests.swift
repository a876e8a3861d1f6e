import Foundation
import Testing
@testable import Tessera

/// Several updates before one frame: what happens when keys arrive together (a fast typist,
/// a paste) and each one applies a snapshot.
@Suite("Updates between two frames") @MainActor
struct CollectionViewBatchedUpdatesTests {
    let rows = (1...20).map { "Row \($0)" }

    @Test func rowsDeletedByAnEarlierUpdateKeepFadingInsteadOfVanishing() {
        let fixture = ListFixture(items: rows)
        fixture.apply(Array(rows.dropFirst(5)), animated: true)   // rows 1–5 go…
        fixture.apply(Array(rows.dropFirst(10)), animated: true)  // …then rows 6–10, before any frame
        let first = fixture.render().split(separator: "\n", omittingEmptySubsequences: false)
        // Every row that was on screen is still there, fading where it was: no blank rows.
        for (line, name) in zip(first, rows.prefix(10)) {
            #expect(line.hasPrefix(" \(name) ") || line == " \(name)" + String(repeating: " ", count: 30 - name.count - 1), "\(line)")
        }
        let frames = fixture.runAnimation()
        #expect(frames.last == ListFixture.freshRender(items: Array(rows.dropFirst(10))))
        #expect(fixture.collectionView.cells.fading.isEmpty)
    }

    @Test func aRowDeletedThenBroughtBackBeforeTheFrameIsDrawnOnceAndEndsInPlace() {
        let fixture = ListFixture(items: rows)
        fixture.apply(rows.filter { $0 != "Row 3" }, animated: true)
        fixture.apply(rows, animated: true)
        let frames = [fixture.render()] + fixture.runAnimation()
        for frame in frames {
            #expect(frame.split(separator: "\n").filter { $0.hasPrefix(" Row 3 ") }.count == 1)
        }
        #expect(frames.last == ListFixture.freshRender(items: rows))
    }

    @Test func cellsAreRecycledNotLeaked() {
        let fixture = ListFixture(items: rows)
        for n in 1...8 {
            fixture.apply(Array(rows.dropFirst(n)), animated: true)
        }
        _ = fixture.render()
        _ = fixture.runAnimation()
        let view = fixture.collectionView
        let pooled = view.cells.pool.values.reduce(0) { $0 + $1.count }
        // Every cell ever made is either on screen or waiting in the pool.
        #expect(view.cells.live.count + pooled == view.counters.cellsCreated)
        #expect(view.cells.fading.isEmpty)
    }
}
