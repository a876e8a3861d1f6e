import Testing
@testable import TesseraTerminal

/// A flush of a drawer's next frame compares only inside the frame's damage, and writes,
/// counts and reports exactly what a whole-screen compare would.
@Suite struct ShownScreenDamageTests {
    typealias Result = (writes: [[Int]], cellsChanged: Int, changedRows: [Int])

    func update(_ shown: inout ShownScreen, to next: ScreenBuffer) -> Result {
        var writes: [[Int]] = []
        let changed = shown.update(to: next) { x, y, span in writes.append([x, y, span]) }
        return (writes, changed, shown.changedRows)
    }

    func stamped(_ frame: ScreenBuffer, drawer: Int, number: Int, rects: [CellRect]) -> ScreenBuffer {
        var frame = frame
        frame.damage = FrameDamage(drawer: drawer, number: number, rects: rects)
        return frame
    }

    @Test func theNextFrameOfTheDrawerShownIsComparedOnlyInsideItsDamage() {
        let drawer = FrameDamage.newDrawer()
        var first = ScreenBuffer(width: 40, height: 10)
        first.draw("Hello", at: CellPoint(x: 2, y: 4), style: .plain)
        var shown = ShownScreen(size: first.size, known: true)
        _ = update(&shown, to: stamped(first, drawer: drawer, number: 1, rects: [first.bounds]))
        #expect(shown.cellsCompared == 400)
        var second = first
        second.put("J", at: CellPoint(x: 2, y: 4), style: .plain)
        let result = update(&shown, to: stamped(second, drawer: drawer, number: 2, rects: [CellRect(x: 0, y: 4, width: 40, height: 1)]))
        #expect(result.writes == [[2, 4, 1]])
        #expect(result.cellsChanged == 1)
        #expect(result.changedRows == [4])
        #expect(shown.cellsCompared == 40)
        #expect(shown.frame == second)
        // The same frame again changes nothing and compares nothing.
        #expect(update(&shown, to: stamped(second, drawer: drawer, number: 2, rects: [second.bounds])).cellsChanged == 0)
        #expect(shown.cellsCompared == 0)
    }

    @Test func skippedFramesAnotherDrawerAndAnUnknownScreenAreComparedWhole() {
        let drawer = FrameDamage.newDrawer()
        let blank = ScreenBuffer(width: 8, height: 3)
        var shown = ShownScreen(size: blank.size, known: true)
        _ = update(&shown, to: stamped(blank, drawer: drawer, number: 1, rects: []))
        var changed = blank
        changed.put("x", at: CellPoint(x: 7, y: 2), style: .plain)
        // Frame 3 after frame 1: frame 2's damage is not known, so the damage given does not say it all.
        let skipped = update(&shown, to: stamped(changed, drawer: drawer, number: 3, rects: []))
        #expect(skipped.writes == [[7, 2, 1]])
        #expect(shown.cellsCompared == 24)
        _ = update(&shown, to: stamped(blank, drawer: FrameDamage.newDrawer(), number: 4, rects: []))
        #expect(shown.cellsCompared == 24)
        shown.forget()
        #expect(update(&shown, to: stamped(blank, drawer: drawer, number: 5, rects: [])).cellsChanged == 24)
    }

    @Test func changingAStampedFrameDropsItsStamp() {
        var frame = stamped(ScreenBuffer(width: 4, height: 1), drawer: FrameDamage.newDrawer(), number: 1, rects: [])
        #expect(frame.damage != nil)
        frame.put("a", at: .zero, style: .plain)
        #expect(frame.damage == nil)
        var resized = stamped(ScreenBuffer(width: 4, height: 1), drawer: FrameDamage.newDrawer(), number: 1, rects: [])
        resized.resize(to: CellSize(width: 2, height: 1))
        #expect(resized.damage == nil)
    }

    /// Drawing clipped to a rect blanks the other half of a wide grapheme it cuts, one column
    /// outside the rect: that column is compared too.
    @Test func aWideGraphemeCutByTheDamageIsComparedAndWrittenAsAWholeRowWalkWould() {
        let drawer = FrameDamage.newDrawer()
        var first = ScreenBuffer(width: 8, height: 1)
        first.draw("ab日cd", at: .zero, style: .plain)   // 日 at columns 2 and 3
        var shown = ShownScreen(size: first.size, known: true)
        _ = update(&shown, to: stamped(first, drawer: drawer, number: 1, rects: [first.bounds]))
        var second = first
        let damage = CellRect(x: 3, y: 0, width: 2, height: 1)
        second.drawingClip = damage
        second.fill(damage, with: .blank)
        second.drawingClip = nil
        var whole = ShownScreen(showing: first)
        let expected = update(&whole, to: second)
        #expect(expected.writes.first == [2, 0, 1])   // the lead, outside the damage, became a blank
        #expect(update(&shown, to: stamped(second, drawer: drawer, number: 2, rects: [damage])) == expected)
        #expect(shown.frame == second)
    }

    /// Random frames drawn inside random damage, wide graphemes included: the damage-bounded
    /// compare and the whole-screen one agree on every write, count and row.
    @Test(arguments: 0..<40) func aDamageBoundedCompareMatchesAWholeScreenOne(seed: Int) {
        var random = SeededRandom(seed: UInt64(7000 + seed))
        func below(_ n: Int) -> Int { Int(random.next() % UInt64(max(1, n))) }
        let size = CellSize(width: 5 + below(30), height: 1 + below(8))
        let texts = ["a", "日本", "x日y", "🙂", "éé", "  ", "語"]
        func scribble(_ frame: inout ScreenBuffer, count: Int) {
            for _ in 0..<count {
                let style = Style(foreground: [.default, .red, .blue][below(3)])
                frame.draw(texts[below(texts.count)], at: CellPoint(x: below(size.width), y: below(size.height)), style: style)
            }
        }
        let drawer = FrameDamage.newDrawer()
        var previous = ScreenBuffer(size: size)
        scribble(&previous, count: 20)
        var byDamage = ShownScreen(size: size, known: true)
        _ = update(&byDamage, to: stamped(previous, drawer: drawer, number: 1, rects: [previous.bounds]))
        for number in 2...6 {
            var rects: [CellRect] = []
            for _ in 0..<(1 + below(4)) {
                let x = below(size.width), y = below(size.height)
                let rect = CellRect(x: x, y: y, width: 1 + below(size.width - x), height: 1 + below(size.height - y))
                if !rects.contains(where: { $0.intersects(rect) }) { rects.append(rect) }
            }
            var next = previous
            for rect in rects {
                next.drawingClip = rect
                next.fill(rect, with: .blank)
                scribble(&next, count: 6)
            }
            next.drawingClip = nil
            var whole = ShownScreen(showing: previous)
            let expected = update(&whole, to: next)
            let result = update(&byDamage, to: stamped(next, drawer: drawer, number: number, rects: rects))
            #expect(result == expected, "seed \(seed), frame \(number), damage \(rects)")
            #expect(byDamage.frame == next)
            previous = next
        }
    }

    @Test func selfChecksStartOnInThisPackagesTestsOrAsTheEnvironmentSays() {
        let bundle = ["/repo/.build/debug/TesseraPackageTests.xctest", "--testing-library", "swift-testing"]
        #expect(SelfChecks.initialValue(environment: nil, arguments: bundle))
        #expect(!SelfChecks.initialValue(environment: nil, arguments: ["/app/.build/debug/MyAppPackageTests.xctest"]))
        #expect(!SelfChecks.initialValue(environment: nil, arguments: ["/usr/local/bin/my-app"]))
        #expect(SelfChecks.initialValue(environment: "1", arguments: ["/usr/local/bin/my-app"]))
        #expect(!SelfChecks.initialValue(environment: "0", arguments: bundle))
        #expect(!SelfChecks.initialValue(environment: "", arguments: bundle))
        #if DEBUG
        if getenv(SelfChecks.environmentVariable) == nil { #expect(SelfChecks.areEnabled) }
        #else
        #expect(!SelfChecks.areEnabled)
        #endif
    }
}
