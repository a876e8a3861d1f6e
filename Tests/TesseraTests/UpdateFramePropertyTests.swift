import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Thousands of seeded random updates over every kind of layout, each stepped a frame at a time:
/// every frame keeps `FrameRule`, the last equals a fresh render, and lists never need the
/// cross-fade fallback. `TESSERA_SEED` replays a run.
@Suite("Every frame of random updates") @MainActor
struct UpdateFramePropertyTests {
    static let sizes = [CellSize(width: 30, height: 10), CellSize(width: 44, height: 16), CellSize(width: 24, height: 7)]

    @Test(arguments: FrameScene.allCases)
    func everyFrameKeepsTheRuleAndTheLastIsAFreshRender(scene: FrameScene) {
        var rng = SeededRandom.fromEnvironment(default: 20261125)
        var updates = 0, crossFades = 0, settledUpdates = 0, anyCrossFades = 0
        var reasons: [String] = []
        for size in Self.sizes {
            for round in 0..<14 {
                var data = RandomSections(sectionCount: Int.random(in: 1...4, using: &rng), itemsPerSection: 0...9, rng: &rng)
                let h = scene.makeHarness(size: size)
                h.dataSource.apply(data.snapshot, animatingDifferences: false)
                h.settle()
                if Bool.random(using: &rng) { h.collectionView.scroll(byRows: Int.random(in: 0...6, using: &rng)); h.settle() }
                h.collectionView.recordUpdates()
                for step in 0..<6 {
                    data.edit(using: &rng)
                    h.dataSource.apply(data.snapshot, animatingDifferences: true)
                    // Now and then the next update arrives mid-animation.
                    let interrupt = Int.random(in: 0..<3, using: &rng) == 0
                    h.stepFrames(interrupt ? Int.random(in: 0...8, using: &rng) : 200)
                    if !interrupt {
                        let fresh = scene.makeHarness(size: size)
                        fresh.collectionView.contentOffset = h.collectionView.contentOffset
                        fresh.dataSource.apply(data.snapshot, animatingDifferences: false)
                        fresh.window.render(at: fresh.clock.now)
                        h.window.render(at: h.clock.now)
                        #expect(h.window.lastFrame.text == fresh.window.lastFrame.text,
                                "\(scene) seed \(rng.seed) size \(size) round \(round) step \(step): the last frame is not a fresh render")
                    }
                }
                h.stepFrames()
                for update in h.collectionView.recordedUpdates {
                    updates += 1
                    if !update.startedMidAnimation { settledUpdates += 1 }
                    if update.crossFadeReason != nil { anyCrossFades += 1 }
                    if let reason = update.crossFadeReason, !update.startedMidAnimation { crossFades += 1; reasons.append(reason) }
                    let problems = update.violations
                    #expect(problems.isEmpty, "\(scene) seed \(rng.seed) size \(size) round \(round): \(problems.prefix(3))")
                }
            }
        }
        #expect(updates > 100)
        // From a settled screen a list slides; the cross-fade is for what a slide cannot show
        // (grids whose items change column, bands, badges), and for screens caught mid-motion.
        let share = Double(crossFades) / Double(max(1, settledUpdates))
        #expect(share <= scene.largestSettledCrossFadeShare,
                "\(scene): \(crossFades) of \(settledUpdates) updates from a settled screen cross-faded: \(reasons.prefix(3))")
        print("\(scene): \(updates) animated updates (\(settledUpdates) from a settled screen), \(anyCrossFades) cross-faded (\(crossFades) from a settled screen)")
    }
}
