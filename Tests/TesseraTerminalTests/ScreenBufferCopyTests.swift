import Testing
import TesseraTesting
@testable import TesseraTerminal

/// `fill`, `blit` and `composite` copy whole rows through buffer pointers (a window composes
/// every visible cell's image each frame). Here they are checked against plain cell-by-cell
/// versions of the same rules, over random buffers with wide graphemes cut every way.
@Suite("Screen buffer row copies")
struct ScreenBufferCopyTests {
    static let styles = [Style.plain, Style(foreground: .red), Style(background: .blue), Style(background: .palette(22), attributes: .bold)]
    static let graphemes: [Character] = ["a", "日", "😀", " ", "本", "─"]

    static func randomBuffer(_ random: inout SeededRandom, maxWidth: Int = 8, maxHeight: Int = 4) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: random.int(0...maxWidth), height: random.int(0...maxHeight))
        for _ in 0..<random.int(0...6) {
            let text = String((0..<random.int(1...5)).map { _ in random.pick(graphemes) })
            buffer.draw(text, at: CellPoint(x: random.int(-1...maxWidth), y: random.int(0...maxHeight)), style: random.pick(styles))
        }
        return buffer
    }

    /// The rule, one cell at a time: break wide graphemes at the area's edges, copy, then blank
    /// halves whose partner stayed outside.
    static func referenceCopy(_ image: ScreenBuffer, onto buffer: inout ScreenBuffer, at origin: CellPoint, area: CellRect,
                              keepingBackgroundUnder: Bool) {
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let backgrounds = (area.minX..<area.maxX).map { buffer[$0, y].style.background }
            buffer.breakWideCharacter(x: area.minX, y: y)
            buffer.breakWideCharacter(x: area.maxX - 1, y: y)
            for x in area.minX..<area.maxX {
                var cell = image[x - origin.x, y - origin.y]
                if keepingBackgroundUnder && cell.style.background == .default { cell.style.background = backgrounds[x - area.minX] }
                buffer.cells[y * buffer.width + x] = cell
            }
            let first = y * buffer.width + area.minX, last = y * buffer.width + area.maxX - 1
            if buffer.cells[first].isContinuation { buffer.cells[first] = .blank(buffer.cells[first].style) }
            if buffer.cells[last].width == 2 { buffer.cells[last] = .blank(buffer.cells[last].style) }
        }
    }

    @Test func blitAndCompositeMatchTheCellByCellRule() {
        var random = SeededRandom.fromEnvironment()
        for round in 0..<500 {
            let base = Self.randomBuffer(&random)
            let image = Self.randomBuffer(&random, maxWidth: 6, maxHeight: 3)
            let origin = CellPoint(x: random.int(-3...8), y: random.int(-2...4))
            let clip = CellRect(x: random.int(-1...6), y: random.int(-1...3), width: random.int(0...9), height: random.int(0...5))
            let area = clip.intersection(base.bounds).intersection(CellRect(origin: origin, size: image.size))
            let context = "seed \(random.seed), round \(round)"

            var blitted = base, blitExpected = base
            blitted.blit(image, at: origin, clip: clip)
            Self.referenceCopy(image, onto: &blitExpected, at: origin, area: area, keepingBackgroundUnder: false)
            #expect(blitted == blitExpected, "blit, \(context)")

            var composited = base, compositeExpected = base
            composited.composite(image, at: origin, clip: clip)
            Self.referenceCopy(image, onto: &compositeExpected, at: origin, area: area, keepingBackgroundUnder: true)
            #expect(composited == compositeExpected, "composite, \(context)")
            if blitted != blitExpected || composited != compositeExpected { return }
        }
    }

    @Test func fillMatchesTheCellByCellRule() {
        var random = SeededRandom.fromEnvironment()
        for round in 0..<500 {
            let base = Self.randomBuffer(&random)
            let rect = CellRect(x: random.int(-2...7), y: random.int(-1...3), width: random.int(0...9), height: random.int(0...4))
            let style = random.pick(Self.styles)
            var filled = base
            filled.fill(rect, style: style)
            var expected = base
            let area = rect.intersection(base.bounds)
            if !area.isEmpty {
                for y in area.minY..<area.maxY {
                    expected.breakWideCharacter(x: area.minX, y: y)
                    expected.breakWideCharacter(x: area.maxX - 1, y: y)
                    for x in area.minX..<area.maxX { expected.cells[y * expected.width + x] = .blank(style) }
                }
            }
            #expect(filled == expected, "seed \(random.seed), round \(round)")
            if filled != expected { return }
        }
    }
}
