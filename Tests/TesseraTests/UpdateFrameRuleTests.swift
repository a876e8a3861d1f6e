import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@Suite("Every frame of an update") @MainActor
struct UpdateFrameRuleTests {
    @Test func debugScene() {
        let scene = FrameScene(rawValue: ProcessInfo.processInfo.environment["SCENE"] ?? "plainList")!
        let wantReason = ProcessInfo.processInfo.environment["REASON"] != nil
        var rng = SeededRandom.fromEnvironment(default: 20261125)
        for size in UpdateFramePropertyTests.sizes {
            for round in 0..<14 {
                var data = RandomSections(sectionCount: Int.random(in: 1...4, using: &rng), itemsPerSection: 0...9, rng: &rng)
                let h = scene.makeHarness(size: size)
                h.dataSource.apply(data.snapshot, animatingDifferences: false)
                h.settle()
                if Bool.random(using: &rng) { h.collectionView.scroll(byRows: Int.random(in: 0...6, using: &rng)); h.settle() }
                h.collectionView.recordUpdates()
                var log: [String] = []
                for step in 0..<6 {
                    log.append("step \(step) screen:\n" + h.window.lastFrame.text)
                    data.edit(using: &rng)
                    log.append("data " + data.sections.map { "\($0.id):\($0.items.joined(separator: ","))" }.joined(separator: " | "))
                    h.dataSource.apply(data.snapshot, animatingDifferences: true)
                    let interrupt = Int.random(in: 0..<3, using: &rng) == 0
                    let frames = h.stepFrames(interrupt ? Int.random(in: 0...8, using: &rng) : 200)
                    log.append("frames (\(interrupt ? "interrupted" : "whole")):\n" + frames.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }.map { $0.isEmpty ? "·" : $0 }.joined(separator: " / ") }.joined(separator: "\n"))
                    guard let update = h.collectionView.recordedUpdates.last else { continue }
                    let problem = wantReason ? ((update.startedMidAnimation ? nil : update.crossFadeReason) ?? update.violations.first) : update.violations.first
                    guard let problem else { continue }
                    print("size \(size) round \(round) step \(step): \(problem)\n" + log.joined(separator: "\n"))
                    print("=== before"); for p in update.before { print(p.key.identity, p.rect, p.sections, p.fate) }
                    return
                }
            }
        }
    }
}
