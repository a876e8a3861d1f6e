import Testing
@testable import TesseraTerminal

/// What the ncurses backend sends for graphemes ncurses cannot measure as we do. The widths
/// here are glibc's (C.UTF-8), written out so the test does not depend on the test's locale.
@Suite @MainActor struct NcursesGlyphTests {
    static let glibcWidths: [UInt32: Int] = [
        0x1F600: 2, 0x1F468: 2, 0x1F469: 2, 0x1F467: 2, 0x1F938: 2, 0x1F3FF: 2, 0x1F308: 2,
        0x200D: 0, 0xFE0F: 0, 0x20E3: 0, 0x0301: 0,
        0x23F1: 1, 0x2640: 1, 0x2764: 1, 0x1F3F3: 1, 0x1F1EF: 1, 0x1F1F5: 1, 0x65E5: 2,
        0x26A7: 1, 0x25AC: 1, 0x263A: 1, 0x2659: 1, 0x25F7: 1, 0x25C7: 1, 0x2665: 1, 0x1F495: 2,
        0x1F34E: 2, 0x2312: 1, 0x25C9: 1,
    ]

    /// Printable ASCII is 1, the table says the rest, anything else has no width (-1).
    static func width(_ scalar: Unicode.Scalar) -> Int {
        (0x20..<0x7F).contains(scalar.value) ? 1 : glibcWidths[scalar.value] ?? -1
    }

    func pieces(_ grapheme: Character, width: Int = 2, maximumScalars: Int = 5, pictographs: Bool = true) -> [String] {
        NcursesGlyph.pieces(for: grapheme, width: width, maximumScalars: maximumScalars, pictographs: pictographs, wcwidth: Self.width)
            .map { String(String.UnicodeScalarView($0)) }
    }

    @Test func whatNcursesMeasuresAsWeDoGoesOverWhole() {
        #expect(pieces("😀") == ["😀"])
        #expect(pieces("日") == ["日"])
        #expect(pieces("e\u{301}", width: 1) == ["e\u{301}"])
        #expect(pieces("a", width: 1) == ["a"])
    }

    @Test func joinedEmojiBecomeTheirFirstScalar() {
        #expect(pieces("👨‍👩‍👧") == ["👨"])
        #expect(pieces("🤸🏿‍♀️") == ["🤸"])
        // Never a dangling joiner or selector that could glue itself to the next cell.
        #expect(!pieces("👨‍👩‍👧").joined().unicodeScalars.contains { $0.value == 0x200D })
    }

    @Test func flagsBecomeTheirLetters() {
        #expect(pieces("🇯🇵") == ["J", "P"])
    }

    @Test func narrowCharactersMadeWideBecomeTextAndABlank() {
        #expect(pieces("⏱️") == ["⏱", " "])
        #expect(pieces("❤️") == ["❤", " "])
        #expect(pieces("#️⃣") == ["#", " "])
    }

    /// kitty draws 🏳 and ⚧ alone as grey slivers, and no part of 🏳️‍⚧️ is wide: its stripes
    /// stand in, a pink band between light blue ones, in two cells.
    @Test func theTransgenderFlagIsDrawnAsItsStripes() {
        #expect(pieces("🏳️‍⚧️") == ["▬", "▬"])
        #expect(pieces("🏳️‍⚧️", pictographs: false) == ["▬", "▬"])
        let paint = NcursesGlyph.paint(for: "🏳️‍⚧️")
        #expect(paint?.foreground == .palette(218) && paint?.background == .palette(117))
        #expect(NcursesGlyph.paint(for: "🏳️‍🌈") == nil && NcursesGlyph.paint(for: "▬") == nil)
    }

    /// With no emoji font (rxvt-unicode) every emoji picture becomes a text symbol named after
    /// it and a blank — never 🤸, which such a terminal draws as an empty box; flags, keycaps and
    /// text stay as they are.
    @Test func withoutPicturesEmojiBecomeTextSymbols() {
        #expect(pieces("😀", pictographs: false) == ["☺", " "])
        #expect(pieces("🤸🏿‍♀️", pictographs: false) == ["♙", " "])
        #expect(pieces("👨‍👩‍👧", pictographs: false) == ["♙", " "])
        #expect(pieces("💕", pictographs: false) == ["♥", " "])
        #expect(pieces("⏱️", pictographs: false) == ["◷", " "])   // ⏱ is new in 6.0: fonts lack it
        #expect(pieces("❤️", pictographs: false) == ["❤", " "])   // ❤ is in every symbol font
        #expect(pieces("🌈", pictographs: false) == ["⌒", " "])   // named in the table
        #expect(pieces("🍎", pictographs: false) == ["◉", " "])   // by its subgroup: food
        #expect(pieces("🇯🇵", pictographs: false) == ["J", "P"])
        #expect(pieces("#️⃣", pictographs: false) == ["#", " "])
        #expect(pieces("日", pictographs: false) == ["日"])
        #expect(pieces("a", width: 1, pictographs: false) == ["a"])
    }

    /// Every symbol the table can give is one column, text by default, and one fonts have long
    /// had (⚑, from 4.0, the one later character: DejaVu Sans has it).
    @Test func everyTextSymbolIsAnOldNarrowTextCharacter() {
        for symbol in EmojiTextSymbol.table.map(\.symbol) + EmojiTextSymbol.subgroupRanges.map(\.symbol) + [EmojiTextSymbol.unnamed] {
            #expect(TextWidth.of(Character(symbol)) == 1, "\(symbol)")
            #expect(!symbol.properties.isEmojiPresentation, "\(symbol)")
            #expect(EmojiTextSymbol.isOldTextSymbol(symbol) || symbol == "\u{2691}", "\(symbol)")
        }
        #expect(EmojiTextSymbol.symbol(forName: "CLOCK FACE ONE OCLOCK") == "\u{25F7}")
        #expect(EmojiTextSymbol.symbol(forName: "SMILING FACE WITH HEART-SHAPED EYES") == "\u{263A}")
        #expect(EmojiTextSymbol.symbol(forName: "AVOCADO") == EmojiTextSymbol.unnamed)
    }

    /// kitty draws a lone 🏳 as a thin grey outline: the rainbow flag shows its rainbow instead.
    @Test func aJoinedSequenceLedByANarrowCharacterShowsItsFirstWidePart() {
        #expect(pieces("🏳️‍🌈") == ["🌈"])
    }

    @Test func tooManyMarksForACellKeepTheBase() {
        #expect(pieces("e\u{301}\u{301}\u{301}", width: 1, maximumScalars: 3) == ["e"])
    }

    @Test func whatCannotBeMeasuredAtAllIsBlank() {
        #expect(pieces("\u{0378}", width: 1) == [" "])    // unassigned: wcwidth -1
        #expect(pieces("\u{0378}", width: 2) == [" ", " "])
    }

    @Test func everyAnswerFillsTheCellExactly() {
        let samples: [(Character, Int)] = [("😀", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("⏱️", 2), ("e\u{301}", 1), ("\u{0378}", 2), ("日", 2)]
        for (grapheme, width) in samples {
            let columns = pieces(grapheme, width: width).reduce(0) { $0 + Self.width($1.unicodeScalars.first!) }
            #expect(columns == width, "\(grapheme)")
        }
    }

    @Test func aFrameReadsAsTheTerminalShowsIt() {
        var frame = ScreenBuffer(width: 12, height: 2)
        frame.draw("A🇯🇵B😀e\u{301}", at: CellPoint(x: 0, y: 0), style: .plain)
        frame.draw("👨‍👩‍👧⏱️.", at: CellPoint(x: 0, y: 1), style: .plain)
        let rows = NcursesTerminal.drawnText(of: frame).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows == ["AJPB😀e\u{301}     ", "👨⏱ .       "])
        let noFont = NcursesTerminal.drawnText(of: frame, policy: EmojiPolicy(pictographs: false))
        #expect(noFont.split(separator: "\n", omittingEmptySubsequences: false) == ["AJPB☺ e\u{301}     ", "♙ ◷ .       "])
    }
}
