import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

/// Typing into Mountains' two-column grid reads as the list closing up: the matches that stay hop
/// to their new places in reading order (left to right, then down) instead of fading, so a key no
/// longer greys the whole grid for a moment. Measured as the share of the grid's visible text drawn
/// dim in the worst frame of each key (issue 31, item 6).
@MainActor @Suite struct MountainsTypingMotionTests {
    /// The keys of a typical search: narrowing twice, a correction, narrowing again.
    static let keys: [Key] = [.character("e"), .character("r"), .backspace, .character("i")]

    @Test func typingMovesTheMatchesInReadingOrderWithoutDimmingThem() throws {
        let harness = ApplicationHarness(demo: "mountains", width: 100, height: 30)
        let demo = try harness.demoController(as: MountainsSearchViewController.self)
        let grid = demo.collectionView
        harness.settle()
        var shares: [String] = []
        for key in Self.keys {
            let travelledBefore = grid.counters.readingOrderUpdates
            let update = harness.framesOfNextUpdate(in: grid) { harness.send(key) }
            let frames = try #require(update.frames, "\(key) animated")
            harness.expectEveryFrameKeepsTheRule(update)
            #expect(update.crossFadeReason == nil, "\(key): \(update.crossFadeReason ?? "")")
            #expect(grid.counters.readingOrderUpdates == travelledBefore + 1, "\(key): the grid closed up in reading order")
            #expect(frames.frames.count >= 3, "\(key): recorded \(frames.frames.count) frames")
            // A match that stays is never dim, nor one arriving from below the screen: only rows
            // leaving the results, and rows joining them, are.
            for (k, frame) in frames.frames.enumerated() {
                let dimStayers = frame.filter { $0.isDimmed && $0.role == .cell && $0.fate != .deleted && $0.fate != .inserted }
                #expect(dimStayers.isEmpty, "\(key), frame \(k): \(dimStayers.count) matches that stay drawn dim")
            }
            let worst = Self.worstDimShare(frames, screens: update.screens, grid: grid)
            shares.append("\(key): \(Int((worst * 100).rounded()))%")
        }
        print("Mountains typing at 100x30, worst-frame dim share per key: \(shares.joined(separator: ", "))")
    }

    /// The largest share, over the frames, of the grid's visible text (non-blank cells inside cells)
    /// that lies in a cell drawn dim.
    static func worstDimShare(_ update: UpdateFrames, screens: [String], grid: CollectionView) -> Double {
        let origin = grid.convert(CellPoint(x: 0, y: 0), to: nil)
        var worst = 0.0
        for (frame, screen) in zip(update.frames, screens) {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
            var text = 0, dim = 0
            for placement in frame where placement.role == .cell {
                let shown = placement.rect.intersection(placement.clip).intersection(update.viewport)
                guard !shown.isEmpty else { continue }
                for y in shown.minY..<shown.maxY {
                    let row = y - update.viewport.minY + origin.y
                    guard lines.indices.contains(row) else { continue }
                    for x in shown.minX..<shown.maxX {
                        let column = x - update.viewport.minX + origin.x
                        guard lines[row].indices.contains(column), lines[row][column] != " " else { continue }
                        text += 1
                        if placement.isDimmed { dim += 1 }
                    }
                }
            }
            if text > 0 { worst = max(worst, Double(dim) / Double(text)) }
        }
        return worst
    }
}
