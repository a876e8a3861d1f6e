import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@Suite("Collection view animation properties") @MainActor
struct CollectionViewAnimationPropertyTests {
    /// Random old/new lists: every animation ends on exactly the fresh render of the new list,
    /// and no frame on the way shows a row twice (no ghost cells).
    @Test func randomUpdatesEndOnAFreshRender() {
        var rng = SeededRandom.fromEnvironment(default: 20261121)
        for round in 0..<150 {
            let pool = (0..<40).map { "r\($0)" }
            let old = Array(pool.shuffled(using: &rng).prefix(Int.random(in: 0...25, using: &rng)))
            let new = Array(pool.shuffled(using: &rng).prefix(Int.random(in: 0...25, using: &rng)))
            let fixture = ListFixture(size: CellSize(width: 12, height: 8), items: old)
            fixture.apply(new, animated: true)
            let frames = fixture.runAnimation()
            let expected = ListFixture.freshRender(size: CellSize(width: 12, height: 8), items: new)
            #expect(frames.last ?? fixture.render() == expected, "seed \(rng.seed), round \(round): \(old) → \(new)")
            for frame in frames {
                let names = frame.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                #expect(Set(names).count == names.count, "seed \(rng.seed), round \(round): a row drawn twice in\n\(frame)")
            }
        }
    }

    @Test func filteringAThousandRowsToTenMovesRowsALineAtATime() {
        let all = (0..<1000).map { String(format: "item %04d", $0) }
        let fixture = ListFixture(size: CellSize(width: 20, height: 12), items: all)
        let kept = all.filter { $0.hasSuffix("7") && $0 < "item 0100" }
        fixture.apply(kept, animated: true)
        let frames = fixture.runAnimation()
        #expect(frames.last == ListFixture.freshRender(size: CellSize(width: 20, height: 12), items: kept))
        // "item 0017" slides from row 17 (off screen) … it ends on row 1; on the way it is
        // drawn on intermediate rows, never jumping over the whole screen at once.
        let rows = frames.compactMap { frame in
            frame.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("item 0007") }
        }
        #expect(rows.last == 0)
        #expect(Set(rows).count > 2)
    }

    @Test func resizeAtEveryFrameOfAnAnimationEndsOnAFreshRenderAtTheNewSize() {
        let rows = (1...20).map { "Row \($0)" }
        var next = rows
        next.remove(at: 3)
        next.insert("Inserted", at: 6)
        for stop in 0..<14 {
            let fixture = ListFixture(size: CellSize(width: 24, height: 10), items: rows)
            fixture.apply(next, animated: true)
            for _ in 0..<stop {
                fixture.clock.advance(by: .milliseconds(16))
                fixture.render()
            }
            fixture.window.resize(to: CellSize(width: 16, height: 7))
            fixture.collectionView.frame = fixture.window.bounds
            let frames = fixture.runAnimation()
            #expect((frames.last ?? fixture.render()) == ListFixture.freshRender(size: CellSize(width: 16, height: 7), items: next), "resized after \(stop) frames")
        }
    }

    @Test func insertedRowsAreRevealedDimThenNormal() {
        let rows = (1...5).map { "Row \($0)" }
        let fixture = ListFixture(items: rows)
        fixture.apply(["New"] + rows, animated: true)
        fixture.clock.advance(by: .milliseconds(16))
        fixture.render()
        #expect(fixture.window.lastFrame.rowText(0).hasPrefix(" Row 1"))   // neighbours still cover it
        fixture.clock.advance(by: .milliseconds(84))
        fixture.render()
        #expect(fixture.window.lastFrame.rowText(0).hasPrefix(" New"))     // revealed as they move apart
        let revealed = fixture.window.lastFrame[1, 0].style
        _ = fixture.runAnimation()
        let atRest = fixture.window.lastFrame[1, 0].style
        // Dim while revealed: drawn faded (quieter, still readable), then as it is.
        #expect(revealed == fixture.window.theme.faded(atRest))
        #expect(revealed != atRest)
    }

    @Test func reducedMotionAppliesAtOnce() {
        let fixture = ListFixture(items: ["a", "b"])
        fixture.collectionView.reducedMotion = true
        fixture.apply(["b", "a", "c"], animated: true)
        #expect(!fixture.collectionView.isAnimating)
        #expect(fixture.render() == ListFixture.freshRender(items: ["b", "a", "c"]))
    }

    @Test func completionRunsWhenTheAnimationEnds() {
        let fixture = ListFixture(items: ["a", "b"])
        var done = 0
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0]); snapshot.appendItems(["b", "a"], toSection: 0)
        fixture.dataSource.apply(snapshot, animatingDifferences: true) { done += 1 }
        #expect(done == 0)
        _ = fixture.runAnimation()
        #expect(done == 1)
    }

    @Test func anApplyFromACompletionIsQueuedNotAnError() {
        let fixture = ListFixture(items: ["a"])
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0]); snapshot.appendItems(["a", "b"], toSection: 0)
        fixture.dataSource.apply(snapshot, animatingDifferences: false) {
            var again = snapshot
            again.appendItems(["c"], toSection: 0)
            fixture.dataSource.apply(again, animatingDifferences: false)
        }
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
    }
}
