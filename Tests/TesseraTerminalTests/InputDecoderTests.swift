import Testing
@testable import TesseraTerminal
import TesseraTesting

/// Decodes `bytes` in one read, then lets the ESC delay pass (as the terminal does when no
/// more input comes).
private func decodeAll(_ bytes: [UInt8]) -> [Event] {
    var decoder = InputDecoder()
    return decoder.decode(bytes) + decoder.flushPending()
}

private func decodeAll(_ text: String) -> [Event] { decodeAll(Array(text.utf8)) }

/// The single key `text` decodes to; fails the test otherwise.
private func key(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> KeyEvent {
    let events = decodeAll(text)
    try #require(events.count == 1, "\(Array(text.utf8)) gave \(events)", sourceLocation: sourceLocation)
    guard case .key(let key) = events[0] else {
        Issue.record("\(events[0]) is not a key", sourceLocation: sourceLocation)
        throw CancellationError()
    }
    #expect(key.raw == Array(text.utf8), "raw bytes", sourceLocation: sourceLocation)
    return key
}

private func mouse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> MouseEvent {
    let events = decodeAll(text)
    try #require(events.count == 1, "\(text.debugDescription) gave \(events)", sourceLocation: sourceLocation)
    guard case .mouse(let mouse) = events[0] else {
        Issue.record("\(events[0]) is not a mouse event", sourceLocation: sourceLocation)
        throw CancellationError()
    }
    #expect(mouse.raw == Array(text.utf8), "raw bytes", sourceLocation: sourceLocation)
    return mouse
}

@Suite struct InputDecoderTests {
    // MARK: Text

    @Test(arguments: ["a", "Z", "~", " ", "é", "ß", "日", "한", "Ж", "ש", "ع", "ก", "😀", "€"])
    func singleCharacterIsTextWithItsBytes(text: String) throws {
        let event = try key(text)
        #expect(event.key == .character(Character(text)))
        #expect(event.modifiers.isEmpty)
        #expect(event.text == text)
    }

    @Test(arguments: [
        "e\u{301}",            // e + combining acute: one grapheme, as a person typed one letter
        "👍🏽",                // skin tone
        "👨‍👩‍👧‍👦",               // ZWJ family
        "🇫🇷",                 // flag
        "❤️",                  // VS16
        "1️⃣",                 // keycap
        "ก้",                  // Thai with a tone mark
    ])
    func clusterArrivesAsOneCharacter(text: String) throws {
        let event = try key(text)
        #expect(event.key == .character(Character(text)))
        #expect(event.name == text)
    }

    @Test func textRunSplitsIntoGraphemesEachWithItsOwnBytes() {
        let events = decodeAll("aé日😀")
        #expect(events.map(\.name) == ["a", "é", "日", "😀"])
        let raws = events.compactMap { event -> [UInt8]? in
            if case .key(let key) = event { return key.raw }
            return nil
        }
        #expect(raws == [[0x61], [0xC3, 0xA9], [0xE6, 0x97, 0xA5], [0xF0, 0x9F, 0x98, 0x80]])
    }

    @Test func characterSplitAcrossReadsWaitsForItsRest() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x61, 0xE6, 0x97]).map(\.name) == ["a"])
        #expect(decoder.hasPending)
        #expect(decoder.decode([0xA5]).map(\.name) == ["日"])
        #expect(!decoder.hasPending)
    }

    @Test func invalidAndCutOffUTF8BecomeReplacementCharacters() throws {
        #expect(decodeAll([0xFF]).map(\.name) == ["\u{FFFD}"])
        #expect(decodeAll([0xC3, 0x41]).map(\.name) == ["\u{FFFD}", "A"])   // lead without continuation
        #expect(decodeAll([0xE0, 0x80, 0x80]).map(\.name) == ["\u{FFFD}"])  // overlong
        #expect(decodeAll([0xED, 0xA0, 0x80]).map(\.name) == ["\u{FFFD}"])  // surrogate
        var decoder = InputDecoder()
        #expect(decoder.decode([0xF0, 0x9F]).isEmpty)
        #expect(decoder.flushPending().map(\.name) == ["\u{FFFD}"])
    }

    // MARK: Controls

    @Test func controlBytesAreCtrlLettersExceptTabEnterBackspace() throws {
        #expect(try key("\u{1}").name == "Ctrl-A")
        #expect(try key("\u{1}").key == .character("a"))
        #expect(try key("\u{1}").modifiers == .ctrl)
        #expect(try key("\u{1A}").name == "Ctrl-Z")
        #expect(try key("\u{3}").name == "Ctrl-C")
        #expect(try key("\u{4}").name == "Ctrl-D")
        #expect(try key("\t").key == .tab)
        #expect(try key("\t").modifiers.isEmpty)
        #expect(try key("\r").key == .enter)
        #expect(try key("\u{7F}").key == .backspace)
        #expect(try key("\u{7F}").modifiers.isEmpty)
        #expect(try key("\u{8}").name == "Ctrl-Backspace")
        #expect(try key("\n").name == "Ctrl-J")
        #expect(try key("\u{0}").name == "Ctrl-Space")
        #expect(try key("\u{1C}").name == "Ctrl-\\")
        #expect(try key("\u{1F}").name == "Ctrl-_")
        #expect(try key("\u{1}").text == nil)
    }

    // MARK: Escape and Alt

    @Test func loneEscapeWaitsForTheDelayThenIsEscape() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        let events = decoder.flushPending()
        #expect(events == [.key(KeyEvent(.escape, raw: [0x1B]))])
        #expect(!decoder.hasPending)
    }

    @Test func escapeFollowedByMoreInTheSameReadIsAltOrASequence() throws {
        #expect(try key("\u{1B}x").name == "Alt-x")
        #expect(try key("\u{1B}X").name == "Alt-X")
        #expect(try key("\u{1B}é").name == "Alt-é")
        #expect(try key("\u{1B}\u{1}").name == "Ctrl-Alt-A")
        #expect(try key("\u{1B}\u{7F}").name == "Alt-Backspace")
        #expect(try key("\u{1B}\r").name == "Alt-Enter")
        #expect(try key("\u{1B}\u{1B}").name == "Alt-Esc")
        #expect(try key("\u{1B}x").text == nil)
    }

    @Test func unfinishedIntroducersMeanAltWhenTheDelayPasses() {
        #expect(decodeAll("\u{1B}[").map(\.name) == ["Alt-["])
        #expect(decodeAll("\u{1B}O").map(\.name) == ["Alt-O"])
        #expect(decodeAll("\u{1B}[1;").map(\.name) == ["Alt-[", "1", ";"])
    }

    @Test func sequenceSplitAcrossReadsIsOneKey() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[1".utf8)).isEmpty)
        #expect(decoder.decode(Array(";5".utf8)).isEmpty)
        let events = decoder.decode(Array("Ax".utf8))
        #expect(events.map(\.name) == ["Ctrl-Up", "x"])
    }

    // MARK: CSI and SS3 keys

    @Test(arguments: [
        ("\u{1B}[A", "Up"), ("\u{1B}[B", "Down"), ("\u{1B}[C", "Right"), ("\u{1B}[D", "Left"),
        ("\u{1B}OA", "Up"), ("\u{1B}OB", "Down"), ("\u{1B}OC", "Right"), ("\u{1B}OD", "Left"),
        ("\u{1B}[H", "Home"), ("\u{1B}[F", "End"), ("\u{1B}OH", "Home"), ("\u{1B}OF", "End"),
        ("\u{1B}[1~", "Home"), ("\u{1B}[4~", "End"), ("\u{1B}[7~", "Home"), ("\u{1B}[8~", "End"),
        ("\u{1B}[2~", "Insert"), ("\u{1B}[3~", "Delete"), ("\u{1B}[5~", "PgUp"), ("\u{1B}[6~", "PgDn"),
        ("\u{1B}[Z", "Shift-Tab"), ("\u{1B}OM", "Enter"),
        ("\u{1B}[1;2A", "Shift-Up"), ("\u{1B}[1;3B", "Alt-Down"), ("\u{1B}[1;5C", "Ctrl-Right"),
        ("\u{1B}[1;6D", "Ctrl-Shift-Left"), ("\u{1B}[1;7H", "Ctrl-Alt-Home"), ("\u{1B}[1;8F", "Ctrl-Alt-Shift-End"),
        ("\u{1B}[1;9A", "Alt-Up"), ("\u{1B}[3;5~", "Ctrl-Delete"), ("\u{1B}[5;2~", "Shift-PgUp"),
        ("\u{1B}[6;3~", "Alt-PgDn"), ("\u{1B}O5A", "Ctrl-Up"), ("\u{1B}\u{1B}[A", "Alt-Up"),
        ("\u{1B}[27;5;97~", "Ctrl-A"), ("\u{1B}[97;3u", "Alt-a"), ("\u{1B}[13;2u", "Shift-Enter"),
        ("\u{1B}Oj", "*"), ("\u{1B}Op", "0"), ("\u{1B}Oy", "9"),
    ])
    func namedKeySequences(sequence: String, name: String) throws {
        #expect(try key(sequence).name == name)
    }

    @Test(arguments: Array(1...12))
    func functionKeysAsXtermSendsThem(number: Int) throws {
        let plain = [
            "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~",
            "\u{1B}[18~", "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~",
        ][number - 1]
        #expect(try key(plain).key == .function(number))
        #expect(try key(plain).name == "F\(number)")
        // With Shift: xterm puts the modifier on the same sequence (1;2P, 15;2~).
        let shifted = number <= 4
            ? "\u{1B}[1;2" + String(plain.last!)
            : String(plain.dropLast()) + ";2~"
        #expect(try key(shifted).name == "Shift-F\(number)")
    }

    @Test func linuxConsoleFunctionKeys() throws {
        #expect(try key("\u{1B}[[A").name == "F1")
        #expect(try key("\u{1B}[[E").name == "F5")
        #expect(try key("\u{1B}[11~").name == "F1")
    }

    @Test func unknownSequencesAreSwallowedWhole() {
        #expect(decodeAll("\u{1B}[999z").isEmpty)
        #expect(decodeAll("\u{1B}[Ix\u{1B}[O").map(\.name) == ["x"]) // focus in/out around a key
        #expect(decodeAll("\u{1B}[200~").isEmpty)
    }

    @Test func malformedSequenceFallsBackToAltAndText() {
        // A control byte inside the parameters: not a sequence after all.
        #expect(decodeAll("\u{1B}[1\u{1}").map(\.name) == ["Alt-[", "1", "Ctrl-A"])
    }

    @Test func endlessParametersAreGivenUpOn() {
        // Past the limit it is garbage: dropped, with the rest of it (InputDecoderSplitTests has
        // how that stays the same whatever the reads).
        var decoder = InputDecoder()
        let junk = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 100)
        #expect(decoder.decode(junk).isEmpty)
        #expect(!decoder.hasPending)
        #expect(decoder.decode(Array("1m".utf8)).isEmpty)       // still the same sequence, to its end
        #expect(decoder.decode(Array("ok".utf8)).map(\.name) == ["o", "k"])
    }

    // MARK: Mouse

    @Test func sgrMouseButtonsWheelAndModifiers() throws {
        #expect(try mouse("\u{1B}[<0;10;5M") == MouseEvent(.press(.left), at: CellPoint(x: 9, y: 4), raw: Array("\u{1B}[<0;10;5M".utf8)))
        #expect(try mouse("\u{1B}[<0;10;5m").kind == .release(.left))
        #expect(try mouse("\u{1B}[<1;1;1M").kind == .press(.middle))
        #expect(try mouse("\u{1B}[<2;1;1M").kind == .press(.right))
        #expect(try mouse("\u{1B}[<64;3;4M").kind == .wheelUp)
        #expect(try mouse("\u{1B}[<65;3;4M").kind == .wheelDown)
        #expect(try mouse("\u{1B}[<32;7;8M").kind == .move)
        #expect(try mouse("\u{1B}[<16;1;1M").modifiers == .ctrl)
        #expect(try mouse("\u{1B}[<4;1;1M").modifiers == .shift)
        #expect(try mouse("\u{1B}[<8;1;1M").modifiers == .alt)
        #expect(try mouse("\u{1B}[<0;300;200M").position == CellPoint(x: 299, y: 199)) // beyond X10's 223
        #expect(try mouse("\u{1B}[<16;1;1M").name == "Ctrl-Press Left")
        #expect(try mouse("\u{1B}[<65;3;4M").name == "Wheel Down")
    }

    @Test func x10MouseReports() throws {
        let press: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 0, 33 + 9, 33 + 4]
        let events = decodeAll(press)
        #expect(events == [.mouse(MouseEvent(.press(.left), at: CellPoint(x: 9, y: 4), raw: press))])
        let wheel: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 65, 33, 33]
        #expect(decodeAll(wheel).map(\.name) == ["Wheel Down"])
    }

    // MARK: Replies

    @Test func terminalAnswersAreRepliesNotEvents() {
        var decoder = InputDecoder()
        let events = decoder.decode(Array("a\u{1B}[?2026;2$y\u{1B}[?62;22cb".utf8))
        #expect(events.map(\.name) == ["a", "b"])
        #expect(decoder.takeReplies() == [.privateMode(2026, state: 2), .deviceAttributes([62, 22])])
        #expect(decoder.replies.isEmpty)
        #expect(TerminalReply.modeIsRecognized(state: 2))
        #expect(!TerminalReply.modeIsRecognized(state: 0))
        #expect(!TerminalReply.modeIsRecognized(state: 4))
    }

    @Test func cursorReportsAreRepliesOnlyWhileAwaitedAndF3Otherwise() {
        var decoder = InputDecoder()
        decoder.awaitedCursorReports = 2
        // Split across reads, with a key between: each report counts the wait down.
        #expect(decoder.decode(Array("\u{1B}[13;3Rx\u{1B}[13;".utf8)).map(\.name) == ["x"])
        #expect(decoder.decode(Array("9R".utf8)).isEmpty)
        #expect(decoder.takeReplies() == [.cursorPosition(row: 13, column: 3), .cursorPosition(row: 13, column: 9)])
        #expect(decoder.awaitedCursorReports == 0)
        // Nothing awaited: the same shape is Shift-F3, as xterm sends it.
        #expect(decoder.decode(Array("\u{1B}[1;2R".utf8)).map(\.name) == ["Shift-F3"])
        #expect(decoder.takeReplies().isEmpty)
    }

    // MARK: Property: reads may split anywhere

    /// Byte encodings and the names they decode to, none of which changes meaning next to
    /// another (no combining marks, no lone ESC).
    private static let tokens: [(bytes: String, names: [String])] = [
        ("a", ["a"]), ("Q", ["Q"]), ("é", ["é"]), ("日", ["日"]), ("😀", ["😀"]), ("\u{1}", ["Ctrl-A"]),
        ("\r", ["Enter"]), ("\t", ["Tab"]), ("\u{7F}", ["Backspace"]), ("\u{1B}x", ["Alt-x"]),
        ("\u{1B}[A", ["Up"]), ("\u{1B}OB", ["Down"]), ("\u{1B}[1;5C", ["Ctrl-Right"]), ("\u{1B}[15~", ["F5"]),
        ("\u{1B}[Z", ["Shift-Tab"]), ("\u{1B}[3;2~", ["Shift-Delete"]), ("\u{1B}[<0;4;2M", ["Press Left"]),
        ("\u{1B}[<65;1;1M", ["Wheel Down"]), ("\u{1B}[?2026;1$y", []), ("\u{1B}\u{1B}[D", ["Alt-Left"]),
    ]

    @Test func splittingTheInputAnywhereGivesTheSameEvents() {
        var random = SeededRandom.fromEnvironment()
        for _ in 0..<2_000 {
            let picked = (0..<random.int(1...10)).map { _ in random.pick(Self.tokens) }
            let bytes = picked.flatMap { Array($0.bytes.utf8) }
            let expected = picked.flatMap(\.names)

            var decoder = InputDecoder()
            var events: [Event] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + random.int(1...6))
                events += decoder.decode(bytes[start..<end])
                start = end
            }
            events += decoder.flushPending()
            #expect(events.map(\.name) == expected, "seed \(random.seed): \(bytes)")
            if events.map(\.name) != expected { return }
        }
    }
}

@Suite struct EventNameTests {
    @Test func keyNames() {
        #expect(KeyEvent(.up).name == "Up")
        #expect(KeyEvent(.tab, modifiers: .shift).name == "Shift-Tab")
        #expect(KeyEvent(.function(5)).name == "F5")
        #expect(KeyEvent(.character("a"), modifiers: .ctrl).name == "Ctrl-A")
        #expect(KeyEvent(.character("x"), modifiers: .alt).name == "Alt-x")
        #expect(KeyEvent(.character("é")).name == "é")
        #expect(KeyEvent(.enter).name == "Enter")
        #expect(KeyEvent(.escape).name == "Esc")
        #expect(KeyEvent(.character(" ")).name == "Space")
        #expect(KeyEvent(.delete, modifiers: [.ctrl, .alt]).name == "Ctrl-Alt-Delete")
        #expect(KeyEvent(.pageUp).name == "PgUp")
        #expect(KeyEvent(.pageDown, modifiers: [.shift, .ctrl]).name == "Ctrl-Shift-PgDn")
        #expect(KeyEvent(.character("日"), modifiers: .ctrl).name == "Ctrl-日")
    }

    @Test func otherEventNames() {
        #expect(Event.mouse(MouseEvent(.click(.right), at: .zero, modifiers: .shift)).name == "Shift-Click Right")
        #expect(Event.mouse(MouseEvent(.doubleClick(.left), at: .zero)).name == "Double-click Left")
        #expect(Event.mouse(MouseEvent(.wheelUp, at: .zero)).name == "Wheel Up")
        #expect(Event.resize(CellSize(width: 80, height: 24)).name == "Resize 80×24")
        #expect(Event.resumed.name == "Resumed")
    }
}
