/// One pass of `InputDecoder` over a byte buffer, from `index` on. It stops at the end, at the
/// first byte of an unfinished sequence, or where the decoder must change mode (a paste begins,
/// a control sequence grew too long).
struct InputScanner {
    let bytes: [UInt8]
    let final: Bool
    /// Cursor-position reports still expected; while above zero, `CSI row ; column R` is a reply
    /// rather than a key. Counted down at each report, so what follows the last one is a key.
    var awaitedCursorReports: Int
    var index: Int

    init(bytes: [UInt8], from start: Int, final: Bool, awaitedCursorReports: Int) {
        self.bytes = bytes
        self.index = start
        self.final = final
        self.awaitedCursorReports = awaitedCursorReports
    }

    /// Why a scan stopped.
    enum Stop {
        /// Every byte was decoded.
        case end
        /// `index` is the first byte of a sequence still arriving.
        case incomplete
        /// `ESC [ 200 ~` ended at `index`: what follows is pasted text.
        case pasteBegan
        /// A control sequence passed `maximumSequenceLength` bytes at the end of the buffer; the
        /// rest of it, when it comes, is dropped.
        case overlongSequence
    }

    /// What one step of decoding found at a position.
    private enum Step {
        case events([Event], length: Int)
        case reply(TerminalReply, length: Int)
        /// Understood, deliberately ignored (focus reports, a stray paste end, unknown CSI).
        case ignored(length: Int)
        case pasteBegan(length: Int)
        case overlong(length: Int)
        case incomplete
    }

    /// CSI parameter bytes (0x30–0x3F) and intermediate bytes (0x20–0x2F).
    static func isParameterOrIntermediate(_ byte: UInt8) -> Bool { (0x20...0x3F).contains(byte) }
    /// The byte that ends a CSI.
    static func isFinal(_ byte: UInt8) -> Bool { (0x40...0x7E).contains(byte) }

    mutating func scan(into events: inout [Event], replies: inout [TerminalReply]) -> Stop {
        while index < bytes.count {
            let step: Step
            if bytes[index] == 0x1B {
                step = escape(at: index)
            } else if bytes[index] < 0x20 || bytes[index] == 0x7F {
                step = .events([.key(control(bytes[index], raw: [bytes[index]]))], length: 1)
            } else {
                step = text(from: index)
            }
            switch step {
            case .events(let found, let length):
                events.append(contentsOf: found)
                index += length
            case .reply(let reply, let length):
                replies.append(reply)
                if case .cursorPosition = reply { awaitedCursorReports = max(0, awaitedCursorReports - 1) }
                index += length
            case .ignored(let length):
                index += length
            case .pasteBegan(let length):
                index += length
                return .pasteBegan
            case .overlong(let length):
                index += length
                return .overlongSequence
            case .incomplete:
                return .incomplete
            }
        }
        return .end
    }

    // MARK: Controls

    /// A C0 control byte or DEL as a key. Tab, Enter (CR) and Backspace (DEL; BS is what
    /// Ctrl-Backspace sends) are keys of their own; the other controls are Ctrl-letters.
    private func control(_ byte: UInt8, raw: [UInt8], extra: Modifiers = []) -> KeyEvent {
        switch byte {
        case 0x09: return KeyEvent(.tab, modifiers: extra, raw: raw)
        case 0x0D: return KeyEvent(.enter, modifiers: extra, raw: raw)
        case 0x7F: return KeyEvent(.backspace, modifiers: extra, raw: raw)
        case 0x08: return KeyEvent(.backspace, modifiers: extra.union(.ctrl), raw: raw)
        case 0x1B: return KeyEvent(.escape, modifiers: extra, raw: raw)
        case 0x00: return KeyEvent(.character(" "), modifiers: extra.union(.ctrl), raw: raw)
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(byte - 1 + UInt8(ascii: "a")))
            return KeyEvent(.character(letter), modifiers: extra.union(.ctrl), raw: raw)
        default: // 0x1C...0x1F: Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_
            let symbol = Character(Unicode.Scalar(byte - 0x1C + UInt8(ascii: "\\")))
            return KeyEvent(.character(symbol), modifiers: extra.union(.ctrl), raw: raw)
        }
    }

    // MARK: Text

    /// A run of UTF-8 text up to the next control byte, split into grapheme clusters so that
    /// "e" + combining acute, a flag or a ZWJ family each arrive as one `.character`.
    private func text(from start: Int) -> Step {
        var scalars: [(scalar: Unicode.Scalar, range: Range<Int>)] = []
        var position = start
        while position < bytes.count, bytes[position] >= 0x20, bytes[position] != 0x7F {
            switch UTF8Scalar.decode(bytes, at: position) {
            case .scalar(let scalar, let length):
                scalars.append((scalar, position..<position + length))
                position += length
            case .invalid(let length):
                scalars.append(("\u{FFFD}", position..<position + length))
                position += length
            case .truncated:
                if !final { // the rest of this character is still on its way
                    if scalars.isEmpty { return .incomplete }
                    return .events(graphemes(scalars), length: position - start)
                }
                scalars.append(("\u{FFFD}", position..<bytes.count))
                position = bytes.count
            }
        }
        return .events(graphemes(scalars), length: position - start)
    }

    private func graphemes(_ scalars: [(scalar: Unicode.Scalar, range: Range<Int>)]) -> [Event] {
        var string = String.UnicodeScalarView()
        string.append(contentsOf: scalars.map(\.scalar))
        var events: [Event] = []
        var next = 0
        for character in String(string) {
            let count = character.unicodeScalars.count
            let range = scalars[next].range.lowerBound..<scalars[next + count - 1].range.upperBound
            events.append(.key(KeyEvent(.character(character), raw: Array(bytes[range]))))
            next += count
        }
        return events
    }

    // MARK: Escape sequences

    private func escape(at start: Int) -> Step {
        let afterEscape = start + 1
        guard afterEscape < bytes.count else {
            return final ? .events([.key(KeyEvent(.escape, raw: [0x1B]))], length: 1) : .incomplete
        }
        switch bytes[afterEscape] {
        case UInt8(ascii: "["):
            let step = csi(at: start)
            if case .incomplete = step, final { return altPrefix(at: start, oneByte: true) }
            return step
        case UInt8(ascii: "O"):
            let step = ss3(at: start)
            if case .incomplete = step, final { return altPrefix(at: start, oneByte: true) }
            return step
        case UInt8(ascii: "]"), UInt8(ascii: "P"):
            // OSC and DCS: answers to colour and version queries. Typed, ESC ] is Alt-].
            let step = stringSequence(at: start)
            if case .incomplete = step, final { return altPrefix(at: start, oneByte: true) }
            return step
        case 0x1B:
            // ESC ESC [ A is how rxvt sends Alt-Up; ESC ESC alone is Alt-Escape.
            let introducer = afterEscape + 1
            guard introducer < bytes.count else { return final ? altPrefix(at: start, oneByte: true) : .incomplete }
            guard bytes[introducer] == UInt8(ascii: "[") || bytes[introducer] == UInt8(ascii: "O") else {
                return altPrefix(at: start, oneByte: true)
            }
            switch escape(at: afterEscape) {
            case .events(let events, let length):
                return .events(events.map { withAlt($0, rawPrefix: [0x1B]) }, length: length + 1)
            case .reply(let reply, let length): return .reply(reply, length: length + 1)
            case .ignored(let length): return .ignored(length: length + 1)
            case .pasteBegan(let length): return .pasteBegan(length: length + 1)
            case .overlong(let length): return .overlong(length: length + 1)
            case .incomplete: return .incomplete
            }
        default:
            return altPrefix(at: start, oneByte: false)
        }
    }

    /// An OSC (`ESC ]`) or DCS (`ESC P`) string up to its terminator, BEL or ST (`ESC \`):
    /// a colour report (`OSC 10/11 ; rgb:… `) or XTVERSION (`DCS > | name ST`) is a reply, any
    /// other is ignored. Unterminated, it is incomplete until `maximumStringLength` bytes, then
    /// it was not a string after all (Alt-] or Alt-P and what followed).
    private func stringSequence(at start: Int) -> Step {
        let bodyStart = start + 2
        var position = bodyStart
        while position < bytes.count, position - start < InputDecoder.maximumStringLength {
            let byte = bytes[position]
            if byte == 0x07 || (byte == 0x1B && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\\")) {
                let length = position - start + (byte == 0x07 ? 1 : 2)
                let body = String(decoding: bytes[bodyStart..<position], as: UTF8.self)
                let reply = bytes[start + 1] == UInt8(ascii: "]") ? Self.operatingSystemReply(body) : Self.deviceControlReply(body)
                return reply.map { .reply($0, length: length) } ?? .ignored(length: length)
            }
            if byte == 0x1B {
                // Whether this ESC is the ST that ends the string depends on the next byte: wait
                // for it, so a string split after the ESC ends as it would in one read.
                guard position + 1 < bytes.count else { return .incomplete }
                return altPrefix(at: start, oneByte: true)
            }
            position += 1
        }
        return position - start >= InputDecoder.maximumStringLength ? altPrefix(at: start, oneByte: true) : .incomplete
    }

    /// `10;rgb:…` or `11;rgb:…`: a dynamic colour report.
    static func operatingSystemReply(_ body: String) -> TerminalReply? {
        let parts = body.split(separator: ";", maxSplits: 1)
        guard parts.count == 2, let number = Int(parts[0]), number == 10 || number == 11,
              let color = RGBColor(x11Specification: parts[1]) else { return nil }
        return .dynamicColor(number, color)
    }

    /// `>|name version`: XTVERSION.
    static func deviceControlReply(_ body: String) -> TerminalReply? {
        guard body.hasPrefix(">|") else { return nil }
        return .terminalVersion(String(body.dropFirst(2)))
    }

    /// ESC followed by a key: that key with Alt. With `oneByte`, only the byte right after ESC
    /// is taken (an unfinished `ESC [` becomes Alt-[), so whatever follows decodes on its own.
    private func altPrefix(at start: Int, oneByte: Bool) -> Step {
        let next = start + 1
        let byte = bytes[next]
        if byte < 0x20 || byte == 0x7F {
            return .events([.key(control(byte, raw: [0x1B, byte], extra: .alt))], length: 2)
        }
        if oneByte || byte < 0x80 {
            let key = KeyEvent(.character(Character(Unicode.Scalar(byte))), modifiers: .alt, raw: [0x1B, byte])
            return .events([.key(key)], length: 2)
        }
        switch UTF8Scalar.decode(bytes, at: next) {
        case .scalar(let scalar, let length):
            let raw = Array(bytes[start..<next + length])
            return .events([.key(KeyEvent(.character(Character(scalar)), modifiers: .alt, raw: raw))], length: length + 1)
        case .invalid(let length):
            let raw = Array(bytes[start..<next + length])
            return .events([.key(KeyEvent(.character("\u{FFFD}"), modifiers: .alt, raw: raw))], length: length + 1)
        case .truncated:
            if !final { return .incomplete }
            let raw = Array(bytes[start...])
            return .events([.key(KeyEvent(.character("\u{FFFD}"), modifiers: .alt, raw: raw))], length: raw.count)
        }
    }

    private func withAlt(_ event: Event, rawPrefix: [UInt8]) -> Event {
        switch event {
        case .key(var key):
            key.modifiers.insert(.alt)
            key.raw = rawPrefix + (key.raw ?? [])
            return .key(key)
        case .mouse(var mouse):
            mouse.raw = rawPrefix + (mouse.raw ?? [])
            return .mouse(mouse)
        default:
            return event
        }
    }

    /// `ESC [` parameters, intermediates, final byte — or one of the oddities that start the
    /// same way (X10 mouse `ESC [ M b x y`, Linux console F1–F5 `ESC [ [ A`).
    private func csi(at start: Int) -> Step {
        let first = start + 2
        guard first < bytes.count else { return .incomplete }
        if bytes[first] == UInt8(ascii: "[") { // Linux console: ESC [ [ A … ESC [ [ E are F1–F5
            guard first + 1 < bytes.count else { return .incomplete }
            let letter = bytes[first + 1]
            let raw = Array(bytes[start...first + 1])
            guard letter >= UInt8(ascii: "A"), letter <= UInt8(ascii: "E") else { return .ignored(length: raw.count) }
            return .events([.key(KeyEvent(.function(Int(letter - UInt8(ascii: "A")) + 1), raw: raw))], length: raw.count)
        }
        if bytes[first] == UInt8(ascii: "M") { // X10 mouse: three bytes follow, each value + 32
            guard first + 3 < bytes.count else { return .incomplete }
            let raw = Array(bytes[start...first + 3])
            let event = MouseReport.x10(button: Int(bytes[first + 1]) - 32, x: Int(bytes[first + 2]) - 33,
                                 y: Int(bytes[first + 3]) - 33, raw: raw)
            return event.map { .events([.mouse($0)], length: raw.count) } ?? .ignored(length: raw.count)
        }
        // Too long to be real once past the limit, decided at the same byte however the sequence
        // was split into reads: dropped through its final byte (a byte of no sequence ends it).
        let limit = start + InputDecoder.maximumSequenceLength
        var position = first
        while position < bytes.count, position <= limit, (0x30...0x3F).contains(bytes[position]) { position += 1 }
        let parameterEnd = position
        while position < bytes.count, position <= limit, (0x20...0x2F).contains(bytes[position]) { position += 1 }
        let intermediateEnd = position
        if position > limit { return .overlong(length: position - start) }
        guard position < bytes.count else { return .incomplete }
        let finalByte = bytes[position]
        guard Self.isFinal(finalByte) else { return altPrefix(at: start, oneByte: true) }
        let raw = Array(bytes[start...position])
        let sequence = ControlSequence(
            parameters: Array(bytes[first..<parameterEnd]),
            intermediates: Array(bytes[parameterEnd..<intermediateEnd]),
            final: finalByte)
        if sequence.isPasteStart { return .pasteBegan(length: raw.count) }
        switch sequence.interpretation(raw: raw, awaitingCursorReport: awaitedCursorReports > 0) {
        case .event(let event): return .events([event], length: raw.count)
        case .reply(let reply): return .reply(reply, length: raw.count)
        case .none: return .ignored(length: raw.count)
        }
    }

    /// `ESC O` then an optional modifier digit and a letter: cursor keys in application mode,
    /// F1–F4, and the keypad in application mode.
    private func ss3(at start: Int) -> Step {
        // xterm sends at most one modifier digit; a run longer than a CSI may be is not a key.
        let limit = start + InputDecoder.maximumSequenceLength
        var position = start + 2
        var modifierParameter = 1
        while position < bytes.count, position <= limit, (0x30...0x39).contains(bytes[position]) {
            modifierParameter = Int(bytes[position] - 0x30)
            position += 1
        }
        if position > limit { return altPrefix(at: start, oneByte: true) }
        guard position < bytes.count else { return .incomplete }
        let raw = Array(bytes[start...position])
        let modifiers = ControlSequence.modifiers(parameter: modifierParameter)
        let key: Key
        switch bytes[position] {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "R"): key = .function(3)
        case UInt8(ascii: "S"): key = .function(4)
        case UInt8(ascii: "M"): key = .enter
        case UInt8(ascii: "I"): key = .tab
        case UInt8(ascii: "X"): key = .character("=")
        case UInt8(ascii: "j")...UInt8(ascii: "y"):
            // Keypad in application mode: j..y are * + , - . / 0 … 9.
            key = .character(Character(Unicode.Scalar(bytes[position] - UInt8(ascii: "j") + UInt8(ascii: "*"))))
        default:
            return .ignored(length: raw.count)
        }
        return .events([.key(KeyEvent(key, modifiers: modifiers, raw: raw))], length: raw.count)
    }
}
