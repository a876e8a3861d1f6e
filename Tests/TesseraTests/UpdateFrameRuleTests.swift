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

extension UpdateFrameRuleTests {
    @Test func debugResort() {
        let rows = (0..<90).map { String(format: "process %02d", $0) }
        var rng = SeededRandom.fromEnvironment(default: 90)
        let fixture = ListFixture(size: CellSize(width: 24, height: 30), items: rows)
        fixture.collectionView.recordUpdates()
        fixture.apply(rows.shuffled(using: &rng), animated: true)
        for frame in fixture.runAnimation() {
            let r = UpdateFrameRegressionTests.rows(frame)
            if let blank = r.firstIndex(of: "") {
                print("blank at", blank)
                let update = fixture.collectionView.recordedUpdates[0]
                for (i, f) in update.frames.enumerated() {
                    let cells = f.filter { $0.role == .cell && $0.rect.minY <= blank && $0.rect.maxY > blank }
                    print(i, cells.map { "\($0.key.identity) \($0.rect) \($0.shownRect) \($0.fate)" }, f.filter { "\($0.key.identity)" == "process 03" }.map(\.shownRect))
                }
                print(frame)
                return
            }
        }
    }
}
