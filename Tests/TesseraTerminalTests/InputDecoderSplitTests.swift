import Testing
@testable import TesseraTerminal

/// The decoder's promise that reads do not matter: the same bytes give the same events and
/// replies however they are split. Random streams of everything a terminal sends (text, keys,
/// mouse reports, replies, pastes, invalid UTF-8, over-long sequences) are decoded in one read
/// and again in random pieces, and the two are compared.
@Suite struct InputDecoderSplitTests {
    /// One thing a terminal may send. `splittable` is false for a multi-scalar grapheme: outside
    /// a paste, its parts arriving in different reads arrive as separate characters (by design,
    /// see `InputDecoder`), so the exact comparison keeps those whole.
    private struct Piece {
        let bytes: [UInt8]
        let splittable: Bool
    }

    private static func piece(_ text: String) -> Piece { Piece(bytes: Array(text.utf8), splittable: true) }

    private static let pieces: [Piece] = {
        var pieces: [Piece] = []
        // Text: ASCII, other scripts, emoji of one scalar.
        for text in ["a", "Z", "7", " ", ";", "[", "é", "日", "한", "😀", "€"] { pieces.append(piece(text)) }
        // Clusters of several scalars.
        for text in ["e\u{301}", "👍🏽", "👨‍👩‍👧", "🇫🇷", "❤️", "1️⃣"] {
            pieces.append(Piece(bytes: Array(text.utf8), splittable: false))
        }
        // Controls, ESC alone (Escape or an Alt prefix for what follows), DEL.
        for byte: UInt8 in [0x01, 0x03, 0x09, 0x0D, 0x1A, 0x1B, 0x7F] { pieces.append(Piece(bytes: [byte], splittable: true)) }
        // Keys: cursor, modified, SS3, tilde, modifyOtherKeys, kitty, Linux console, rxvt Alt.
        for text in ["\u{1B}[A", "\u{1B}[1;5C", "\u{1B}OP", "\u{1B}O5A", "\u{1B}[15~", "\u{1B}[27;5;9~",
                     "\u{1B}[97;3u", "\u{1B}[[B", "\u{1B}\u{1B}[A", "\u{1B}x", "\u{1B}[1;2R"] {
            pieces.append(piece(text))
        }
        // Mouse: SGR and X10.
        pieces.append(piece("\u{1B}[<0;12;5M"))
        pieces.append(piece("\u{1B}[<65;3;4m"))
        pieces.append(Piece(bytes: [0x1B, 0x5B, 0x4D, 32, 33 + 9, 33 + 4], splittable: true))
        // Replies: cursor report, device attributes, mode report, colours, version.
        for text in ["\u{1B}[5;10R", "\u{1B}[?62;22c", "\u{1B}[>41;390;0c", "\u{1B}[?2026;2$y",
                     "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", "\u{1B}]10;rgb:0000/0000/0000\u{7}",
                     "\u{1B}P>|XTerm(390)\u{1B}\\"] {
            pieces.append(piece(text))
        }
        // Pastes: plain, with line breaks, with escapes and a false closing bracket inside.
        for text in ["\u{1B}[200~hello world\u{1B}[201~", "\u{1B}[200~one\r\ntwo\rthree\u{1B}[201~",
                     "\u{1B}[200~\u{1B}[A\u{3}\u{1B}[201x\u{1B}[20\u{1B}[201~", "\u{1B}[200~\u{1B}[201~"] {
            pieces.append(piece(text))
        }
        // Invalid UTF-8, focus reports, a stray paste end, unknown sequences.
        for bytes: [UInt8] in [[0xFF], [0x80], [0xC3], [0xE6, 0x97], [0xF0, 0x9F, 0x98]] {
            pieces.append(Piece(bytes: bytes, splittable: true))
        }
        for text in ["\u{1B}[I", "\u{1B}[O", "\u{1B}[201~", "\u{1B}[999z"] { pieces.append(piece(text)) }
        // Over-long: a CSI, an SS3 and an OSC past their limits.
        pieces.append(piece("\u{1B}[" + String(repeating: "1", count: 70) + "m"))
        pieces.append(piece("\u{1B}[" + String(repeating: "2;", count: 40)))
        pieces.append(piece("\u{1B}O" + String(repeating: "3", count: 70) + "A"))
        pieces.append(piece("\u{1B}]11;" + String(repeating: "f", count: 300) + "\u{7}"))
        return pieces
    }()

    /// What a decoder made of a stream: its events, then its replies.
    private struct Decoded: Equatable {
        var events: [Event]
        var replies: [TerminalReply]
    }

    private static func decode(_ reads: [[UInt8]], awaitedCursorReports: Int) -> Decoded {
        var decoder = InputDecoder()
        decoder.awaitedCursorReports = awaitedCursorReports
        var events: [Event] = []
        for read in reads { events += decoder.decode(read) }
        events += decoder.flushPending()
        return Decoded(events: events, replies: decoder.takeReplies())
    }

    /// A random stream of `count` pieces, and the offsets where it may be split.
    private static func stream(count: Int, using random: inout SeededRandom) -> (bytes: [UInt8], cuts: [Int]) {
        var bytes: [UInt8] = []
        var cuts: [Int] = []
        for _ in 0..<count {
            let piece = pieces.randomElement(using: &random)!
            let start = bytes.count
            bytes += piece.bytes
            cuts.append(start)
            if piece.splittable { cuts += (start + 1)..<bytes.count }
        }
        return (bytes, cuts)
    }

    /// `bytes` cut at a random choice of `cuts`.
    private static func reads(of bytes: [UInt8], cuttingAt cuts: [Int], using random: inout SeededRandom) -> [[UInt8]] {
        let chosen = cuts.filter { $0 > 0 && Int.random(in: 0..<3, using: &random) == 0 }
        var reads: [[UInt8]] = []
        var start = 0
        for cut in chosen where cut > start {
            reads.append(Array(bytes[start..<cut]))
            start = cut
        }
        reads.append(Array(bytes[start...]))
        return reads
    }

    @Test(arguments: 0..<40)
    func splitsOutsideClustersChangeNothing(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        for _ in 0..<25 {
            let (bytes, cuts) = Self.stream(count: Int.random(in: 1...30, using: &random), using: &random)
            let awaited = Int.random(in: 0...2, using: &random)
            let whole = Self.decode([bytes], awaitedCursorReports: awaited)
            let split = Self.reads(of: bytes, cuttingAt: cuts, using: &random)
            let pieces = Self.decode(split, awaitedCursorReports: awaited)
            #expect(pieces == whole, "seed \(seed): \(bytes) read as \(split.map(\.count))")
            if pieces != whole { return }
        }
    }

    @Test(arguments: 0..<20)
    func byteBySplitChangesOnlyHowClustersAreGrouped(seed: Int) {
        var random = SeededRandom(seed: UInt64(1000 + seed))
        for _ in 0..<20 {
            let (bytes, _) = Self.stream(count: Int.random(in: 1...20, using: &random), using: &random)
            let whole = Self.decode([bytes], awaitedCursorReports: 1)
            let oneByteReads = Self.decode(bytes.map { [$0] }, awaitedCursorReports: 1)
            #expect(InputDecoder.comparableAcrossReads(oneByteReads.events) == InputDecoder.comparableAcrossReads(whole.events), "seed \(seed): \(bytes)")
            #expect(oneByteReads.replies == whole.replies, "seed \(seed): \(bytes)")
        }
    }

    // MARK: The cases that used to depend on reads

    @Test func shiftF3RightAfterTheLastCursorReportIsAKey() {
        let bytes = Array("\u{1B}[5;10R\u{1B}[1;2R".utf8)
        for reads in [[bytes], [Array(bytes[..<7]), Array(bytes[7...])]] {
            let decoded = Self.decode(reads, awaitedCursorReports: 1)
            #expect(decoded.replies == [.cursorPosition(row: 5, column: 10)])
            #expect(decoded.events.map(\.name) == ["Shift-F3"])
        }
    }

    @Test func overLongSequenceIsDroppedWholeHoweverItArrives() {
        let bytes = Array(("\u{1B}[" + String(repeating: "1;", count: 40) + "mok").utf8)
        let expected = ["o", "k"]
        #expect(Self.decode([bytes], awaitedCursorReports: 0).events.map(\.name) == expected)
        #expect(Self.decode([Array(bytes[..<50]), Array(bytes[50...])], awaitedCursorReports: 0).events.map(\.name) == expected)
        #expect(Self.decode(bytes.map { [$0] }, awaitedCursorReports: 0).events.map(\.name) == expected)
    }

    @Test func theEscDelayEndsADroppedSequence() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array(("\u{1B}[" + String(repeating: "1", count: 100)).utf8)).isEmpty)
        #expect(!decoder.hasPending)
        #expect(decoder.flushPending().isEmpty)
        #expect(decoder.decode(Array("12x".utf8)).map(\.name) == ["1", "2", "x"]) // typing, not the old sequence
    }

    @Test func ss3DigitsAreBounded() {
        var decoder = InputDecoder()
        let events = decoder.decode(Array(("\u{1B}O" + String(repeating: "5", count: 200)).utf8))
        #expect(events.first?.name == "Alt-O")
        #expect(decoder.pending.count < InputDecoder.maximumSequenceLength)
    }

    // MARK: Pastes

    @Test func aPasteIsOneEventWithLineBreaksAsNewlines() {
        let decoded = Self.decode([Array("x\u{1B}[200~one\r\ntwo\rthree\u{1B}[201~y".utf8)], awaitedCursorReports: 0)
        #expect(decoded.events == [
            .key(KeyEvent(.character("x"), raw: [0x78])),
            .paste(Paste(text: "one\ntwo\nthree")),
            .key(KeyEvent(.character("y"), raw: [0x79])),
        ])
    }

    @Test func escapesAndControlsInsideAPasteAreText() {
        let decoded = Self.decode([Array("\u{1B}[200~\u{1B}[A\u{1}\u{1B}[201\u{1B}[201~".utf8)], awaitedCursorReports: 0)
        #expect(decoded.events == [.paste(Paste(text: "\u{1B}[A\u{1}\u{1B}[201"))])
    }

    @Test func aPasteWaitsForItsClosingBracketThroughTheEscDelay() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~half".utf8)).isEmpty)
        #expect(decoder.isPasting)
        #expect(!decoder.hasPending) // nothing for the ESC delay to decide
        #expect(decoder.flushPending().isEmpty)
        #expect(decoder.decode(Array(" and half\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.decode(Array("1~".utf8)) == [.paste(Paste(text: "half and half"))])
        #expect(!decoder.isPasting)
    }

    @Test func aMegabytePasteInPageSizedReadsIsOneEvent() {
        let text = String(repeating: "abcdefghij日本語テキスト", count: 40_000) // 1.2 MB
        let bytes = Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8)
        var decoder = InputDecoder()
        var events: [Event] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 4096)
            events += decoder.decode(bytes[start..<end])
            start = end
        }
        #expect(events == [.paste(Paste(text: text))])
    }

    @Test func aPastePastTheLimitIsCutAtACharacterAndSaysSo() {
        let limit = InputDecoder.maximumPasteLength
        let text = String(repeating: "a", count: limit - 1) + "日本"
        let decoded = Self.decode([Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8)], awaitedCursorReports: 0)
        guard case .paste(let paste)? = decoded.events.first else {
            Issue.record("no paste: \(decoded.events.count) events")
            return
        }
        #expect(paste.text.utf8.count == limit - 1)     // 日 would not fit whole
        #expect(paste.droppedByteCount == 2)            // 日's first byte and the first one over the limit
        #expect(paste.ending == .sizeLimit)
        #expect(paste.isTruncated)
        #expect(paste.text.unicodeScalars.allSatisfy { $0 == "a" })
        #expect(decoded.events.count == 1, "the rest of the paste is dropped, not typed")
    }
}
