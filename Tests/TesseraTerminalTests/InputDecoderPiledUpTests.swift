import Testing
@testable import TesseraTerminal

/// Keys typed while the program was busy reach it in one read. Marked piled up, an ESC in such a
/// read is the Escape key and what follows decodes on its own; sequences (arrows, function keys,
/// mouse) still decode whole. Unmarked, the same bytes keep their usual meaning (Alt-key).
@Suite struct InputDecoderPiledUpTests {
    private func names(_ bytes: String, piledUp: Bool) -> [String] {
        var decoder = InputDecoder()
        let events = decoder.decode(Array(bytes.utf8), piledUp: piledUp) + decoder.flushPending()
        return events.map { event in
            if case .key(let key) = event { return key.name }
            return "\(event)"
        }
    }

    @Test func escapeEscapeQPiledUpIsTwoEscapesAndQ() {
        #expect(names("py\u{1B}\u{1B}q", piledUp: true) == ["p", "y", "Esc", "Esc", "q"])
        #expect(names("py\u{1B}\u{1B}q", piledUp: false) == ["p", "y", "Alt-Esc", "q"])
    }

    @Test func escapeThenALetterPiledUpIsEscapeAndTheLetter() {
        #expect(names("\u{1B}q", piledUp: true) == ["Esc", "q"])
        #expect(names("\u{1B}q", piledUp: false) == ["Alt-q"])
        #expect(names("\u{1B}é", piledUp: true) == ["Esc", "é"])
    }

    @Test func sequencesStillDecodeWholeWhenPiledUp() {
        #expect(names("\u{1B}[A\u{1B}OP\u{1B}[1;5Cx", piledUp: true) == ["Up", "F1", "Ctrl-Right", "x"])
        // rxvt's Alt-Up (ESC ESC [ A) is a sequence too.
        #expect(names("\u{1B}\u{1B}[A", piledUp: true) == ["Alt-Up"])
        // A trailing ESC waits for the rest of its sequence, then is Escape.
        #expect(names("q\u{1B}", piledUp: true) == ["q", "Esc"])
    }

    @Test func anEscapePendingFromTheReadBeforeIsReadWithThePiledUpBytes() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty, "a lone ESC waits for the ESC delay")
        let events = decoder.decode(Array("q".utf8), piledUp: true)
        #expect(events == [.key(KeyEvent(.escape, raw: [0x1B])), .key(KeyEvent(.character("q"), raw: [0x71]))])
    }
}
