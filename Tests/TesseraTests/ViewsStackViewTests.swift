import Testing
@testable import Tessera
import TesseraTesting

@MainActor private func stack(_ heights: [StackView.Height], frame: CellRect) -> (StackView, [RecordingView]) {
    let stack = StackView()
    let views = heights.indices.map { RecordingView(Character(String($0))) }
    for (view, height) in zip(views, heights) { stack.addArrangedSubview(view, height: height) }
    stack.frame = frame
    stack.layoutSubviews()
    return (stack, views)
}

@Suite("StackView") @MainActor
struct StackViewTests {
    @Test func fixedRowsAroundAFlexibleOne() {
        let (_, v) = stack([.fixed(1), .flexible(), .fixed(1)], frame: CellRect(x: 0, y: 0, width: 80, height: 24))
        #expect(v.map(\.frame) == [CellRect(x: 0, y: 0, width: 80, height: 1), CellRect(x: 0, y: 1, width: 80, height: 22),
                                   CellRect(x: 0, y: 23, width: 80, height: 1)])
    }

    @Test func weightsShareRowsByRoundingEdges() {
        let (_, v) = stack([.flexible(weight: 1), .flexible(weight: 2), .flexible(weight: 1)], frame: CellRect(x: 0, y: 0, width: 5, height: 10))
        // Edges at 2.5 → 3 and 7.5 → 8.
        #expect(v.map(\.frame.height) == [3, 5, 2])
        let (_, w) = stack([.flexible(), .flexible(), .flexible()], frame: CellRect(x: 0, y: 0, width: 5, height: 10))
        #expect(w.map(\.frame.height) == [3, 4, 3])
    }

    @Test func arrangedViewsAreInTheStacksOwnCoordinates() {
        let (s, v) = stack([.fixed(2), .flexible()], frame: CellRect(x: 4, y: 3, width: 10, height: 5))
        #expect(v.map(\.frame) == [CellRect(x: 0, y: 0, width: 10, height: 2), CellRect(x: 0, y: 2, width: 10, height: 3)])
        withExtendedLifetime(s) {   // superviews are weak: keep the stack while asking through it
            #expect(v.map { $0.convert(CellPoint.zero, to: nil) } == [CellPoint(x: 4, y: 3), CellPoint(x: 4, y: 5)])
        }
    }

    @Test func tinyHeightsGiveRowsFromTheTopAndZeroToTheRest() {
        let (_, one) = stack([.fixed(1), .flexible(), .fixed(1)], frame: CellRect(x: 0, y: 0, width: 8, height: 1))
        #expect(one.map(\.frame.height) == [1, 0, 0])
        #expect(one.map(\.frame.y) == [0, 1, 1])
        let (_, two) = stack([.fixed(1), .flexible(), .fixed(1)], frame: CellRect(x: 0, y: 0, width: 8, height: 2))
        #expect(two.map(\.frame.height) == [1, 0, 1])
        let (_, none) = stack([.fixed(1), .flexible(), .fixed(1)], frame: CellRect(x: 0, y: 0, width: 8, height: 0))
        #expect(none.map(\.frame.height) == [0, 0, 0])
        let (_, negative) = stack([.fixed(-3), .flexible(weight: -2)], frame: CellRect(x: 0, y: 0, width: 8, height: 4))
        #expect(negative.map(\.frame.height) == [0, 4])
    }

    @Test func hiddenViewsGiveTheirRowsToTheOthers() {
        let (s, v) = stack([.fixed(1), .flexible(), .fixed(1)], frame: CellRect(x: 0, y: 0, width: 8, height: 10))
        v[0].isHidden = true
        s.layoutSubviews()
        #expect(v[1].frame == CellRect(x: 0, y: 0, width: 8, height: 9))
        #expect(v[2].frame.y == 9)
    }

    @Test func aRemovedViewsHeightIsForgottenAndReAddingKeepsTheNewOne() {
        let (s, v) = stack([.fixed(3), .flexible()], frame: CellRect(x: 0, y: 0, width: 8, height: 10))
        v[0].removeFromSuperview()
        s.addSubview(v[0])  // plain addSubview: flexible
        s.layoutSubviews()
        #expect(v.map(\.frame.height) == [5, 5])
        s.addArrangedSubview(v[0], height: .fixed(2))  // moves it to the bottom with its new height
        s.layoutSubviews()
        #expect(s.subviews.map { $0 === v[0] } == [false, true])
        #expect(v.map(\.frame.height) == [2, 8])
    }

    @Test func setHeightRelaysOutThroughTheWindow() {
        let (s, v) = stack([.fixed(1), .flexible()], frame: .zero)
        let window = Window(size: CellSize(width: 4, height: 6), rootView: s)
        window.render(at: .zero)
        #expect(window.lastFrame.rowText(0) == "0000")
        s.setHeight(.fixed(4), for: v[0])
        window.render(at: .zero)
        #expect(rows(window.lastFrame) == ["0000", "0000", "0000", "0000", "1111", "1111"])
    }

    /// Random mixes of fixed and flexible heights: the visible views tile the frame from the top
    /// with no gap or overlap, never with a negative height, and use every row when a flexible
    /// view is present (or as many as the fixed views ask for).
    @Test func randomStacksTileTheFrameExactly() {
        var rng = SeededRandom.fromEnvironment(default: 0x57AC)
        for _ in 0..<2000 {
            let count = Int.random(in: 0...6, using: &rng)
            let heights: [StackView.Height] = (0..<count).map { _ in
                Bool.random(using: &rng) ? .fixed(Int.random(in: 0...5, using: &rng)) : .flexible(weight: Int.random(in: 1...4, using: &rng))
            }
            let frame = CellRect(x: 2, y: Int.random(in: 0...3, using: &rng), width: 7, height: Int.random(in: 0...30, using: &rng))
            let (_, views) = stack(heights, frame: frame)
            var y = 0
            for view in views {
                #expect(view.frame.y == y && view.frame.height >= 0 && view.frame.x == 0 && view.frame.width == frame.width,
                        "seed \(rng.seed): \(heights) in \(frame)")
                y += view.frame.height
            }
            let fixed = heights.reduce(0) { if case .fixed(let n) = $1 { $0 + n } else { $0 } }
            let hasFlexible = heights.contains { if case .flexible = $0 { true } else { false } }
            #expect(y == (hasFlexible ? frame.height : min(fixed, frame.height)), "seed \(rng.seed): \(heights) in \(frame)")
        }
    }
}
