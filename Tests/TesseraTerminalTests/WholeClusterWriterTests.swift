import Testing
@testable import TesseraTerminal

/// What is written after ncurses' update for emoji drawn whole.
@Suite struct WholeClusterWriterTests {
    let mapping = ColorMapping(depth: .palette256)
    let flags = EmojiPolicy(whole: [.flag])

    func frame(_ rows: [String], style: Style = .plain) -> ScreenBuffer {
        var frame = ScreenBuffer(width: 12, height: rows.count)
        for (y, row) in rows.enumerated() { frame.draw(row, at: CellPoint(x: 0, y: y), style: style) }
        return frame
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The rows a flush of `after` over `before` changes, as the ncurses backend's comparison finds them.
    func changedRows(from before: ScreenBuffer, to after: ScreenBuffer) -> [Int] {
        var shown = ShownScreen(showing: before)
        _ = shown.update(to: after) { _, _, _ in }
        return shown.changedRows
    }

    func everyRow(_ frame: ScreenBuffer) -> [Int] { Array(0..<frame.height) }

    @Test func aRepaintWritesEveryWholeClusterThenResetsAndPutsTheCursorBack() {
        let repaint = frame(["a🇯🇵b👨‍👩‍👧", "🇺🇸"])
        let bytes = WholeClusterWriter.bytes(for: repaint, rows: everyRow(repaint), policy: flags,
                                             colorMapping: mapping, cursor: CellPoint(x: 3, y: 1))
        #expect(text(bytes) == "\u{1B}[1;2H\u{1B}[0m🇯🇵\u{1B}[2;1H\u{1B}[0m🇺🇸\u{1B}[0m\u{1B}[2;4H")
    }

    @Test func unchangedRowsAreLeftAloneAndAChangedRowGetsAllItsClustersAgain() {
        let before = frame(["🇯🇵 x 🇫🇷", "🇺🇸"])
        let after = frame(["🇯🇵 y 🇫🇷", "🇺🇸"])
        #expect(changedRows(from: before, to: after) == [0])
        let bytes = text(WholeClusterWriter.bytes(for: after, rows: changedRows(from: before, to: after), policy: flags,
                                                  colorMapping: mapping, cursor: CellPoint(x: 0, y: 0)))
        #expect(bytes.contains("🇯🇵") && bytes.contains("🇫🇷"))
        #expect(!bytes.contains("🇺🇸"))
        #expect(changedRows(from: after, to: after).isEmpty)
        #expect(WholeClusterWriter.bytes(for: after, rows: [], policy: flags, colorMapping: mapping, cursor: CellPoint(x: 0, y: 0)).isEmpty)
    }

    @Test func nothingWholeNothingWritten() {
        let frame = frame(["🇯🇵 👨‍👩‍👧"])
        #expect(WholeClusterWriter.bytes(for: frame, rows: everyRow(frame), policy: .fallback, colorMapping: mapping,
                                         cursor: CellPoint(x: 0, y: 0)).isEmpty)
        #expect(WholeClusterWriter.bytes(for: frame, rows: everyRow(frame), policy: EmojiPolicy(whole: [.keycap]), colorMapping: mapping,
                                         cursor: CellPoint(x: 0, y: 0)).isEmpty)
    }

    @Test func theClusterGetsItsCellsStyleAsNcursesResolvesIt() {
        let style = Style(foreground: .palette(179), background: .ansi(4), attributes: .bold)
        let bytes = text(WholeClusterWriter.bytes(for: frame(["🇯🇵"], style: style), rows: [0], policy: flags,
                                                  colorMapping: mapping, cursor: CellPoint(x: 0, y: 0)))
        #expect(bytes.contains("\u{1B}[0;1;38;5;179;44m🇯🇵"))
        let monochrome = text(WholeClusterWriter.bytes(for: frame(["🇯🇵"], style: style), rows: [0], policy: flags,
                                                       colorMapping: ColorMapping(depth: .monochrome), cursor: CellPoint(x: 0, y: 0)))
        #expect(monochrome.contains("\u{1B}[0;1;7m🇯🇵")) // no colour; a coloured background becomes reverse
    }

    @Test func placeholdersAreTwoColumnsAndTellClustersApart() {
        let kiss = NcursesGlyph.placeholder(for: "👩‍❤️‍💋‍👩"), family = NcursesGlyph.placeholder(for: "👩‍👩‍👧")
        #expect(kiss.count == 2 && kiss.allSatisfy { $0.count == 1 && (0x2800...0x28FF).contains($0[0].value) })
        #expect(kiss != family)
        #expect(kiss == NcursesGlyph.placeholder(for: "👩‍❤️‍💋‍👩"))
    }
}
