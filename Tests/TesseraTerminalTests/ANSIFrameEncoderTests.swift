import Testing
@testable import TesseraTerminal
import TesseraTesting

@Suite("ANSI frame encoder")
struct ANSIFrameEncoderTests {
    static let esc = "\u{1B}"

    static func frame(_ rows: [String], style: Style = .plain) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: rows.map { TextWidth.of($0) }.max() ?? 0, height: rows.count)
        for (y, row) in rows.enumerated() { buffer.draw(row, at: CellPoint(x: 0, y: y), style: style) }
        return buffer
    }

    static func text(_ encoded: EncodedFrame) -> String { String(decoding: encoded.bytes, as: UTF8.self) }

    @Test func unchangedFrameIsZeroBytes() {
        var encoder = ANSIFrameEncoder()
        let screen = Self.frame(["hello", "world"])
        let encoded = encoder.encode(screen, over: screen)
        #expect(encoded.cellsChanged == 0)
        #expect(encoded.bytes.isEmpty)
        #expect(encoded.stats == FlushStats(cellsChanged: 0, bytesWritten: 0))
    }

    @Test func oneChangedCellIsOneMoveOneStyleOneCharacter() {
        var encoder = ANSIFrameEncoder()
        let before = Self.frame(["hello", "world"])
        var after = before
        after.put("W", at: CellPoint(x: 0, y: 1), style: .plain)
        let encoded = encoder.encode(after, over: before)
        #expect(encoded.cellsChanged == 1)
        #expect(Self.text(encoded) == "\(Self.esc)[2;1H\(Self.esc)[0mW")
        #expect(encoded.stats.bytesWritten == 11)
    }

    @Test func cursorMovesOnlyWhenItIsNotAlreadyThere() {
        var encoder = ANSIFrameEncoder()
        let blank = ScreenBuffer(width: 8, height: 2)
        var next = blank
        next.draw("ab", at: CellPoint(x: 1, y: 0), style: .plain)  // a run: one move
        next.draw("c", at: CellPoint(x: 5, y: 0), style: .plain)   // a gap: another move
        var encoded = encoder.encode(next, over: blank)
        #expect(encoded.cellsChanged == 3)
        #expect(Self.text(encoded) == "\(Self.esc)[1;2H\(Self.esc)[0mab\(Self.esc)[1;6Hc")
        // The encoder remembers the cursor (after "c") and the style across frames.
        var third = next
        third.put("d", at: CellPoint(x: 6, y: 0), style: .plain)
        encoded = encoder.encode(third, over: next)
        #expect(Self.text(encoded) == "d")
        #expect(encoder.cursor == CellPoint(x: 7, y: 0))
    }

    @Test func afterTheLastColumnTheCursorIsUnknown() {
        var encoder = ANSIFrameEncoder()
        let blank = ScreenBuffer(width: 3, height: 2)
        var next = blank
        next.put("a", at: CellPoint(x: 2, y: 0), style: .plain)
        next.put("b", at: CellPoint(x: 0, y: 1), style: .plain)
        let encoded = encoder.encode(next, over: blank)
        #expect(Self.text(encoded) == "\(Self.esc)[1;3H\(Self.esc)[0ma\(Self.esc)[2;1Hb")
    }

    @Test func styleIsSetOnlyWhenItChanges() {
        var encoder = ANSIFrameEncoder()
        let red = Style(foreground: .red)
        let blank = ScreenBuffer(width: 6, height: 1)
        var next = blank
        next.draw("ab", at: .zero, style: red)
        next.draw("cd", at: CellPoint(x: 2, y: 0), style: Style(foreground: .red, attributes: .bold))
        next.draw("e", at: CellPoint(x: 4, y: 0), style: .plain)
        let encoded = encoder.encode(next, over: blank)
        #expect(Self.text(encoded) == "\(Self.esc)[1;1H\(Self.esc)[0;31mab\(Self.esc)[0;1;31mcd\(Self.esc)[0me")
    }

    @Test(arguments: [
        (Style(attributes: [.bold, .underline]), "0;1;4"),
        (Style(attributes: [.dim, .italic, .reverse]), "0;2;3;7"),
        (Style(foreground: .brightCyan, background: .blue), "0;96;44"),
        (Style(foreground: .palette(208), background: .brightBlue, attributes: .bold), "0;1;38;5;208;104"),
        (Style(background: .palette(0)), "0;48;5;0"),
    ])
    func sgrSequences(_ style: Style, _ parameters: String) {
        var bytes: [UInt8] = []
        ANSIFrameEncoder.appendSGR(style, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\(Self.esc)[\(parameters)m")
    }

    @Test(arguments: [
        (ColorDepth.palette256, "38;5;196"), (.sixteen, "91"), (.eight, "31"), (.monochrome, ""),
    ])
    func coloursAreApproximatedForTheTerminal(_ depth: ColorDepth, _ colour: String) {
        var encoder = ANSIFrameEncoder(colorDepth: depth)
        let blank = ScreenBuffer(width: 1, height: 1)
        var next = blank
        next.put("x", at: .zero, style: Style(foreground: .palette(196)))
        let encoded = encoder.encode(next, over: blank)
        let sgr = colour.isEmpty ? "0" : "0;\(colour)"
        #expect(Self.text(encoded) == "\(Self.esc)[1;1H\(Self.esc)[\(sgr)mx")
    }

    @Test func wideCharacterIsWrittenOnceAndAdvancesTwo() {
        var encoder = ANSIFrameEncoder()
        let blank = ScreenBuffer(width: 4, height: 1)
        var next = blank
        next.draw("日x", at: .zero, style: .plain)
        var encoded = encoder.encode(next, over: blank)
        #expect(encoded.cellsChanged == 3)
        #expect(Self.text(encoded) == "\(Self.esc)[1;1H\(Self.esc)[0m日x")
        var replaced = next
        replaced.put("本", at: .zero, style: .plain)
        encoded = encoder.encode(replaced, over: next)
        #expect(encoded.cellsChanged == 1)  // the lead; the continuation is the same
        #expect(Self.text(encoded) == "\(Self.esc)[1;1H本")
    }

    @Test func unknownScreenWritesEveryCell() {
        var encoder = ANSIFrameEncoder()
        let screen = Self.frame(["ab", "c "])
        var encoded = encoder.encode(screen, over: nil)
        #expect(encoded.cellsChanged == 4)
        #expect(Self.text(encoded) == "\(Self.esc)[1;1H\(Self.esc)[0mab\(Self.esc)[2;1Hc ")
        encoded = encoder.encode(screen, over: ScreenBuffer(width: 3, height: 2))  // another size: unknown too
        #expect(encoded.cellsChanged == 4)
    }

    @Test func synchronizedOutputWrapsFramesThatChangeSomething() {
        var encoder = ANSIFrameEncoder(synchronizedOutput: true)
        let blank = ScreenBuffer(width: 2, height: 1)
        #expect(encoder.encode(blank, over: blank).bytes.isEmpty)
        var next = blank
        next.put("a", at: .zero, style: .plain)
        #expect(Self.text(encoder.encode(next, over: blank)) == "\(Self.esc)[?2026h\(Self.esc)[1;1H\(Self.esc)[0ma\(Self.esc)[?2026l")
    }

    @Test func forgettingTheTerminalStateSetsCursorAndStyleAgain() {
        var encoder = ANSIFrameEncoder()
        let blank = ScreenBuffer(width: 3, height: 1)
        var first = blank
        first.put("a", at: .zero, style: .plain)
        _ = encoder.encode(first, over: blank)
        var second = first
        second.put("b", at: CellPoint(x: 1, y: 0), style: .plain)
        encoder.forgetTerminalState()
        #expect(Self.text(encoder.encode(second, over: first)) == "\(Self.esc)[1;2H\(Self.esc)[0mb")
    }

    @Test func brokenCellsGoOutAsBlanks() {
        var encoder = ANSIFrameEncoder()
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.cells[0] = Cell("\u{7}")          // a control would ring the bell, not draw
        buffer.cells[1] = Cell("日", width: 1)   // a wide grapheme claiming one column
        buffer.cells[2] = Cell(" ", width: 0)    // a continuation without its lead
        let encoded = encoder.encode(buffer, over: nil)
        #expect(Self.text(encoded) == "\(Self.esc)[1;1H\(Self.esc)[0m   ")
        #expect(encoder.cursor == nil)
    }

    // MARK: - Replaying the bytes

    /// Random frames, each encoded over the last, replayed through a small terminal emulator:
    /// the emulator's screen must equal each frame, cell for cell, and the counts must match.
    @Test func replayedOutputReproducesEveryFrame() throws {
        var random = SeededRandom.fromEnvironment()
        let graphemes: [Character] = ["a", "b", "x", " ", "日", "本", "😀", "🇯🇵", "e\u{301}", "─"]
        let styles = [Style.plain, Style(foreground: .red), Style(foreground: .palette(123), background: .brightBlack),
                      Style(attributes: [.bold, .reverse]), Style(background: .blue, attributes: .dim)]
        for round in 0..<150 {
            let size = CellSize(width: random.int(1...9), height: random.int(1...4))
            var encoder = ANSIFrameEncoder(synchronizedOutput: random.chance(0.5))
            var emulator = ReplayTerminal(size: size)
            var previous: ScreenBuffer? = ScreenBuffer(size: size)
            var frame = ScreenBuffer(size: size)
            for step in 0..<8 {
                for _ in 0..<random.int(0...6) {
                    let text = String((0..<random.int(1...4)).map { _ in random.pick(graphemes) })
                    frame.draw(text, at: CellPoint(x: random.int(-1...size.width), y: random.int(0...size.height - 1)),
                               style: random.pick(styles))
                }
                if random.chance(0.1) { previous = nil; encoder.forgetTerminalState() }
                let encoded = encoder.encode(frame, over: previous)
                try emulator.play(encoded.bytes)
                let context = "seed \(random.seed), round \(round), step \(step)"
                #expect(emulator.screen == frame, "\(context):\n\(emulator.screen.text)\nwanted\n\(frame.text)")
                let expectedChanges = previous.map { old in zip(old.cells, frame.cells).filter { $0 != $1 }.count } ?? frame.cells.count
                #expect(encoded.cellsChanged == expectedChanges, "\(context)")
                if emulator.screen != frame { return }
                previous = frame
            }
        }
    }
}

/// Just enough of an ANSI terminal to check the encoder: CUP, SGR, mode 2026, UTF-8 text drawn
/// with our own width rules. Fails on anything else, and on writing past the right edge (the
/// encoder must never lean on auto-wrap).
struct ReplayTerminal {
    struct Unexpected: Error, CustomStringConvertible { var description: String }

    var screen: ScreenBuffer
    var cursor = CellPoint.zero
    var pen = Style.plain

    init(size: CellSize) { screen = ScreenBuffer(size: size) }

    mutating func play(_ bytes: [UInt8]) throws {
        var i = 0
        var text: [UInt8] = []
        func flushText() throws {
            guard !text.isEmpty else { return }
            for c in String(decoding: text, as: UTF8.self) {
                guard cursor.x < screen.width else { throw Unexpected(description: "text written past the right edge at \(cursor)") }
                cursor.x += screen.put(c, at: cursor, style: pen)
            }
            text = []
        }
        while i < bytes.count {
            guard bytes[i] == 0x1B else { text.append(bytes[i]); i += 1; continue }
            try flushText()
            guard i + 1 < bytes.count, bytes[i + 1] == 0x5B else { throw Unexpected(description: "ESC without [") }
            var j = i + 2
            while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
            guard j < bytes.count else { throw Unexpected(description: "unterminated sequence") }
            let parameters = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
            switch bytes[j] {
            case 0x48:  // H
                let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
                cursor = CellPoint(x: numbers[1] - 1, y: numbers[0] - 1)
            case 0x6D:  // m
                pen = try Self.style(fromSGR: parameters)
            case 0x68 where parameters == "?2026", 0x6C where parameters == "?2026":
                break
            default:
                throw Unexpected(description: "sequence \(parameters)\(UnicodeScalar(bytes[j]))")
            }
            i = j + 1
        }
        try flushText()
    }

    static func style(fromSGR parameters: String) throws -> Style {
        var codes = parameters.split(separator: ";").map { Int($0)! }[...]
        var style = Style.plain
        while let code = codes.popFirst() {
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 30...37: style.foreground = .ansi(UInt8(code - 30))
            case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
            case 40...47: style.background = .ansi(UInt8(code - 40))
            case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
            case 38, 48:
                guard codes.popFirst() == 5, let n = codes.popFirst() else { throw Unexpected(description: "SGR \(parameters)") }
                if code == 38 { style.foreground = .palette(UInt8(n)) } else { style.background = .palette(UInt8(n)) }
            default: throw Unexpected(description: "SGR \(parameters)")
            }
        }
        return style
    }
}

@Suite("ANSI frame encoder: the real cursor")
struct ANSIFrameEncoderCursorTests {
    static let esc = "\u{1B}"

    @Test func theCursorIsPlacedShownAndHiddenOnlyWhenItChanges() {
        var encoder = ANSIFrameEncoder()
        var frame = ANSIFrameEncoderTests.frame(["hello", "world"])
        var shown = encoder.encode(frame, over: nil)
        #expect(!ANSIFrameEncoderTests.text(shown).contains("?25"), "no cursor asked: it stays hidden, nothing said")

        frame.cursor = TerminalCursor(at: CellPoint(x: 2, y: 1), visible: true)
        let previous = frame
        shown = encoder.encode(frame, over: ANSIFrameEncoderTests.frame(["hello", "world"]))
        #expect(shown.cellsChanged == 0)
        #expect(ANSIFrameEncoderTests.text(shown) == "\(Self.esc)[2;3H\(Self.esc)[?25h", "moved, then shown")

        #expect(encoder.encode(frame, over: previous).bytes.isEmpty, "the same cursor again: zero bytes")

        frame.cursor = TerminalCursor(at: CellPoint(x: 2, y: 1), visible: false)
        #expect(ANSIFrameEncoderTests.text(encoder.encode(frame, over: previous)) == "\(Self.esc)[?25l", "hidden where it stands")

        var edited = frame
        edited.put("W", at: CellPoint(x: 0, y: 1), style: .plain)
        edited.cursor = TerminalCursor(at: CellPoint(x: 1, y: 1), visible: true)
        #expect(ANSIFrameEncoderTests.text(encoder.encode(edited, over: frame)) == "\(Self.esc)[2;1HW\(Self.esc)[?25h",
                "the pen is plain already; after writing W the cursor stands at column 2: no move, only shown")
    }
}
