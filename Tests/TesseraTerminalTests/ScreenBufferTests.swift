import Testing
@testable import TesseraTerminal
import TesseraTesting

@Suite("Screen buffer")
struct ScreenBufferTests {
    static let red = Style(foreground: .red)
    static let blue = Style(foreground: .blue)
    static let bold = Style(attributes: .bold)

    /// The invariant of `ScreenBuffer`: a wide lead is followed by a continuation of its style,
    /// and a continuation only ever follows a lead. Returns the first violation, if any.
    static func invariantViolation(_ buffer: ScreenBuffer) -> String? {
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.width == 2 {
                    guard x + 1 < buffer.width, buffer[x + 1, y].isContinuation else {
                        return "lead at (\(x), \(y)) without a continuation"
                    }
                    if buffer[x + 1, y].style != cell.style { return "continuation at (\(x + 1), \(y)) has another style" }
                }
                if cell.isContinuation && (x == 0 || buffer[x - 1, y].width != 2) {
                    return "continuation at (\(x), \(y)) without a lead"
                }
            }
        }
        return nil
    }

    // MARK: - put

    @Test func narrowGraphemeTakesOneCell() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        #expect(buffer.put("a", at: CellPoint(x: 1, y: 0), style: Self.red) == 1)
        #expect(buffer[1, 0] == Cell("a", style: Self.red, width: 1))
        #expect(buffer.text == " a  ")
    }

    @Test func wideGraphemeTakesACellAndAContinuation() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        #expect(buffer.put("日", at: CellPoint(x: 1, y: 0), style: Self.red) == 2)
        #expect(buffer[1, 0] == Cell("日", style: Self.red, width: 2))
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer[2, 0].style == Self.red)
        #expect(buffer.text == " 日 ")
        #expect(TextWidth.of(buffer.rowText(0)) == 4)
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("日", at: CellPoint(x: 1, y: 0), style: Self.red)
        buffer.put("x", at: CellPoint(x: 1, y: 0), style: Self.blue)
        #expect(buffer[1, 0] == Cell("x", style: Self.blue))
        #expect(buffer[2, 0] == Cell.blank(Self.red))
        #expect(Self.invariantViolation(buffer) == nil)
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("日", at: CellPoint(x: 1, y: 0), style: Self.red)
        buffer.put("x", at: CellPoint(x: 2, y: 0), style: Self.blue)
        #expect(buffer[1, 0] == Cell.blank(Self.red))
        #expect(buffer[2, 0] == Cell("x", style: Self.blue))
        #expect(buffer.text == "  x ")
    }

    @Test func wideOverWideShiftedByOne() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        buffer.put("日", at: CellPoint(x: 0, y: 0), style: Self.red)
        buffer.put("本", at: CellPoint(x: 2, y: 0), style: Self.red)
        buffer.put("語", at: CellPoint(x: 1, y: 0), style: Self.blue)  // over the right half of 日 and left of 本
        #expect(buffer[0, 0] == Cell.blank(Self.red))
        #expect(buffer[1, 0] == Cell("語", style: Self.blue, width: 2))
        #expect(buffer[3, 0] == Cell.blank(Self.red))
        #expect(buffer.text == " 語  ")
        #expect(Self.invariantViolation(buffer) == nil)
    }

    @Test func wideGraphemeNeverStraddlesTheRightEdge() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        #expect(buffer.put("日", at: CellPoint(x: 2, y: 0), style: Self.red) == 2)
        #expect(buffer[2, 0] == Cell.blank(Self.red))
        #expect(Self.invariantViolation(buffer) == nil)
    }

    @Test func wideGraphemeHalfOffTheLeftEdgeLeavesABlank() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.fill(buffer.bounds, with: Cell("·"))
        #expect(buffer.put("日", at: CellPoint(x: -1, y: 0), style: Self.red) == 2)
        #expect(buffer[0, 0] == Cell.blank(Self.red))
        #expect(buffer.text == " ··")
    }

    @Test func zeroWidthGraphemesDrawNothing() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        #expect(buffer.put("\u{301}", at: .zero, style: Self.red) == 0)
        #expect(buffer.put("\t", at: .zero, style: Self.red) == 0)
        #expect(buffer == ScreenBuffer(width: 3, height: 1))
        #expect(buffer.put("e\u{301}", at: .zero, style: .plain) == 1)
        #expect(buffer.text == "e\u{301}  ")
    }

    @Test func outsideTheBufferNothingIsDrawn() {
        var buffer = ScreenBuffer(width: 3, height: 2)
        #expect(buffer.put("a", at: CellPoint(x: 3, y: 0), style: .plain) == 1)
        #expect(buffer.put("a", at: CellPoint(x: 0, y: 2), style: .plain) == 1)
        #expect(buffer.put("a", at: CellPoint(x: 0, y: -1), style: .plain) == 1)
        #expect(buffer == ScreenBuffer(width: 3, height: 2))
    }

    // MARK: - draw

    @Test func drawWritesALineAndReturnsColumns() {
        var buffer = ScreenBuffer(width: 10, height: 2)
        #expect(buffer.draw("ab日c", at: CellPoint(x: 1, y: 1), style: Self.bold) == 5)
        #expect(buffer.rowText(1) == " ab日c    ")
        #expect(buffer.rowText(0) == String(repeating: " ", count: 10))
        #expect(buffer[3, 1].style == Self.bold && buffer[4, 1].isContinuation)
    }

    @Test func drawIsClippedToTheBuffer() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        #expect(buffer.draw("abcdef", at: CellPoint(x: 1, y: 0), style: .plain) == 3)
        #expect(buffer.text == " abc")
        #expect(buffer.draw("xyz", at: CellPoint(x: -2, y: 0), style: .plain) == 3)
        #expect(buffer.text == "zabc")
        #expect(buffer.draw("ab日", at: CellPoint(x: 1, y: 0), style: Self.red) == 3)
        #expect(buffer.text == "zab ")  // 日 would straddle the right edge: a blank instead
        #expect(buffer[3, 0] == Cell.blank(Self.red))
    }

    @Test func drawIsClippedToTheClipRect() {
        var buffer = ScreenBuffer(width: 8, height: 3)
        buffer.fill(buffer.bounds, with: Cell("·"))
        let clip = CellRect(x: 2, y: 1, width: 4, height: 1)
        #expect(buffer.draw("日本語", at: CellPoint(x: 1, y: 1), style: Self.red, clip: clip) == 5)
        // 日 straddles the clip's left edge, 語 its right edge: blanks in the columns inside.
        #expect(buffer.rowText(1) == "·· 本 ··")
        #expect(buffer.draw("abc", at: CellPoint(x: 2, y: 0), style: .plain, clip: clip) == 3)
        #expect(buffer.rowText(0) == "········")
        #expect(Self.invariantViolation(buffer) == nil)
    }

    @Test func combiningMarksStayOnTheirGrapheme() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        #expect(buffer.draw("cafe\u{301}!", at: .zero, style: .plain) == 5)
        #expect(buffer[3, 0].grapheme == "e\u{301}")
        #expect(buffer.draw("\u{301}x", at: .zero, style: .plain) == 1)  // a leading lone mark draws nothing
        #expect(buffer.text == "xafé! ")
    }

    @Test(arguments: [
        (TextAlignment.leading, "hi      "), (.center, "   hi   "), (.trailing, "      hi"),
    ])
    func drawInRectAligns(_ alignment: TextAlignment, _ expected: String) {
        var buffer = ScreenBuffer(width: 8, height: 2)
        #expect(buffer.draw("hi", in: CellRect(x: 0, y: 1, width: 8, height: 1), style: .plain, alignment: alignment) == 2)
        #expect(buffer.rowText(1) == expected)
    }

    @Test func drawInRectTruncatesWithEllipsis() {
        var buffer = ScreenBuffer(width: 10, height: 1)
        let rect = CellRect(x: 1, y: 0, width: 6, height: 3)
        #expect(buffer.draw("hello world", in: rect, style: .plain) == 6)
        #expect(buffer.text == " hello…   ")
        buffer.clear()
        #expect(buffer.draw("日本語です", in: rect, style: .plain, alignment: .trailing) == 5)
        #expect(buffer.text == "  日本…   ")
        buffer.clear()
        #expect(buffer.draw("hello world", in: rect, style: .plain, truncation: false) == 6)
        #expect(buffer.text == " hello    ")
    }

    // MARK: - fill, clear, resize

    @Test func fillRepairsWideCharactersCutByItsEdges() {
        var buffer = ScreenBuffer(width: 8, height: 2)
        buffer.draw("日本語", at: CellPoint(x: 1, y: 0), style: Self.red)  // columns 1-2, 3-4, 5-6
        buffer.fill(CellRect(x: 2, y: 0, width: 4, height: 1), with: Cell("-", style: Self.blue))
        #expect(buffer.rowText(0) == "  ----  ")
        #expect(buffer[1, 0] == Cell.blank(Self.red))
        #expect(buffer[6, 0] == Cell.blank(Self.red))
        #expect(buffer[2, 0] == Cell("-", style: Self.blue))
        #expect(Self.invariantViolation(buffer) == nil)
    }

    @Test func fillWithStyleAndWithAWideGrapheme() {
        var buffer = ScreenBuffer(width: 5, height: 2)
        buffer.fill(CellRect(x: -3, y: 1, width: 100, height: 100), style: Self.red)
        #expect((0..<5).allSatisfy { buffer[$0, 1] == Cell.blank(Self.red) })
        #expect((0..<5).allSatisfy { buffer[$0, 0] == Cell.blank })
        buffer.fill(buffer.bounds, with: Cell("日", style: Self.blue, width: 2))
        #expect(buffer.text == "日日 \n日日 ")
        #expect(Self.invariantViolation(buffer) == nil)
    }

    @Test func clearBlanksEverything() {
        var buffer = ScreenBuffer(width: 3, height: 2)
        buffer.draw("日x", at: .zero, style: Self.red)
        buffer.clear()
        #expect(buffer == ScreenBuffer(width: 3, height: 2))
    }

    @Test func resizeKeepsWhatFitsAndNeverHalfAWideCharacter() {
        var buffer = ScreenBuffer(width: 5, height: 2)
        buffer.draw("ab日c", at: .zero, style: Self.red)
        buffer.draw("xyz", at: CellPoint(x: 0, y: 1), style: .plain)
        buffer.resize(to: CellSize(width: 3, height: 1))
        #expect(buffer.size == CellSize(width: 3, height: 1))
        #expect(buffer.text == "ab ")
        #expect(buffer[2, 0] == Cell.blank(Self.red))
        buffer.resize(to: CellSize(width: 4, height: 2))
        #expect(buffer.text == "ab  \n    ")
        #expect(Self.invariantViolation(buffer) == nil)
    }

    // MARK: - blit, applyStyle

    @Test func blitComposesASubBufferClipped() {
        var parent = ScreenBuffer(width: 8, height: 3)
        parent.fill(parent.bounds, with: Cell("·"))
        var child = ScreenBuffer(width: 4, height: 2)
        child.draw("ab日", at: .zero, style: Self.red)
        child.draw("日cd", at: CellPoint(x: 0, y: 1), style: Self.blue)
        parent.blit(child, at: CellPoint(x: 2, y: 1))
        #expect(parent.text == "········\n··ab日··\n··日cd··")
        parent.fill(parent.bounds, with: Cell("·"))
        parent.blit(child, at: CellPoint(x: 2, y: 1), clip: CellRect(x: 3, y: 0, width: 2, height: 3))
        // The clip cuts 日 on both rows: a blank stands in the column inside.
        #expect(parent.text == "········\n···b ···\n··· c···")
        #expect(parent[3, 2] == Cell.blank(Self.blue))
        #expect(Self.invariantViolation(parent) == nil)
    }

    @Test func blitOverWideCharactersOfTheParent() {
        var parent = ScreenBuffer(width: 6, height: 1)
        parent.draw("日本語", at: .zero, style: Self.red)
        parent.blit(ScreenBuffer(size: CellSize(width: 2, height: 1), fill: Cell("x")), at: CellPoint(x: 1, y: 0))
        #expect(parent.text == " xx 語")
        #expect(Self.invariantViolation(parent) == nil)
    }

    @Test func applyStyleRestylesARectAndWholeWideCharacters() {
        var buffer = ScreenBuffer(width: 6, height: 2)
        buffer.draw("a日bc", at: .zero, style: .plain)
        buffer.applyStyle({ style in var s = style; s.attributes.insert(.dim); return s },
                          in: CellRect(x: 2, y: 0, width: 2, height: 1))
        #expect(buffer.styleMap.rows == [".ddd..", "......"])
        #expect(Self.invariantViolation(buffer) == nil)
    }

    @Test func textOmitsContinuationsAndKeepsTrailingSpaces() {
        var buffer = ScreenBuffer(width: 6, height: 2)
        buffer.draw("日本", at: CellPoint(x: 1, y: 1), style: .plain)
        #expect(buffer.rowText(0) == "      ")
        #expect(buffer.rowText(1) == " 日本 ")
        #expect(buffer.text == "      \n 日本 ")
    }

    // MARK: - Properties

    /// Random drawing on small buffers, edges included: the invariant always holds, every row
    /// reads back as exactly `width` columns, and narrow-only drawing matches a plain grid model.
    @Test func randomDrawingKeepsTheInvariant() {
        var random = SeededRandom.fromEnvironment()
        let graphemes: [Character] = ["a", "b", "日", "本", "😀", "👨‍👩‍👧‍👦", "e\u{301}", "\u{301}", " ", "─"]
        let styles = [Style.plain, Self.red, Self.blue, Self.bold]
        for round in 0..<400 {
            var buffer = ScreenBuffer(width: random.int(0...7), height: random.int(0...3))
            for step in 0..<12 {
                let rect = CellRect(x: random.int(-2...7), y: random.int(-1...3), width: random.int(0...6), height: random.int(0...3))
                let point = CellPoint(x: random.int(-2...7), y: random.int(-1...3))
                let style = random.pick(styles)
                let operation = random.int(0...7)
                switch operation {
                case 0: buffer.put(random.pick(graphemes), at: point, style: style, clip: random.chance(0.5) ? rect : nil)
                case 1:
                    let text = String((0..<random.int(0...6)).map { _ in random.pick(graphemes) })
                    buffer.draw(text, at: point, style: style, clip: random.chance(0.5) ? rect : nil)
                case 2: buffer.draw("日本語 text", in: rect, style: style, alignment: random.pick([.leading, .center, .trailing]))
                case 3: buffer.fill(rect, with: Cell(random.pick(graphemes), style: style))
                case 4: buffer.resize(to: CellSize(width: random.int(0...7), height: random.int(0...3)))
                case 5:
                    var other = ScreenBuffer(width: random.int(0...6), height: random.int(0...3))
                    other.fill(other.bounds, with: Cell("日", style: style))
                    other.draw("a本😀b語", at: CellPoint(x: random.int(-1...1), y: 0), style: style)
                    buffer.blit(other, at: point, clip: random.chance(0.5) ? rect : nil)
                case 6: buffer.applyStyle({ _ in style }, in: rect)
                default: buffer.clear()
                }
                let context = "seed \(random.seed), round \(round), step \(step), operation \(operation)"
                let violation = Self.invariantViolation(buffer)
                #expect(violation == nil, "\(context): \(violation ?? "")")
                for y in 0..<buffer.height {
                    #expect(TextWidth.of(buffer.rowText(y)) == buffer.width, "\(context): row \(y) \(buffer.rowText(y).debugDescription)")
                }
                if violation != nil { return }
            }
        }
    }

    @Test func narrowDrawingMatchesAPlainGrid() {
        var random = SeededRandom.fromEnvironment()
        for round in 0..<300 {
            let width = random.int(1...8), height = random.int(1...4)
            var buffer = ScreenBuffer(width: width, height: height)
            var model = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
            for _ in 0..<10 {
                let text = String((0..<random.int(0...6)).map { _ in random.pick(["a", "b", "c", "é"] as [Character]) })
                let origin = CellPoint(x: random.int(-3...8), y: random.int(-1...4))
                let clip = CellRect(x: random.int(-1...4), y: random.int(-1...2), width: random.int(0...8), height: random.int(0...4))
                buffer.draw(text, at: origin, style: .plain, clip: clip)
                for (offset, c) in text.enumerated() {
                    let p = CellPoint(x: origin.x + offset, y: origin.y)
                    if clip.contains(p) && buffer.bounds.contains(p) { model[p.y][p.x] = c }
                }
            }
            let expected = model.map { String($0) }.joined(separator: "\n")
            #expect(buffer.text == expected, "seed \(random.seed), round \(round)")
        }
    }
}
