/// Turns the bytes a terminal sends into events: UTF-8 text of any script, C0 controls,
/// ESC-prefixed Alt keys, CSI and SS3 sequences (xterm modifier parameters included),
/// SGR and X10 mouse reports. Pure: no I/O and no clock, so it is tested byte by byte.
///
/// A sequence cut off at the end of a read stays pending until more bytes arrive. The caller
/// owns the ESC delay: when it passes with nothing new, `flushPending()` decides what the
/// pending bytes meant on their own (a lone ESC is the Escape key).
///
/// Each event carries the exact bytes it was decoded from in `raw`. Answers to queries
/// (DECRPM, device attributes) are not events: they collect in `replies`.
package struct InputDecoder: Sendable {
    /// Bytes of a sequence that has begun but not ended.
    package private(set) var pending: [UInt8] = []
    /// Terminal answers seen so far, oldest first; `takeReplies()` empties it.
    package private(set) var replies: [TerminalReply] = []

    /// How many cursor-position reports (CPR) are still to come for a query we sent. While it
    /// is above zero, `CSI row ; column R` is a reply, not F3 with modifiers; each one read
    /// counts it down.
    package var awaitedCursorReports = 0

    /// A CSI longer than this without its final byte is garbage, not a slow terminal.
    static let maximumSequenceLength = 64
    /// An OSC or DCS answer longer than this without its terminator is not one.
    static let maximumStringLength = 256

    /// A decoder with nothing pending and no replies awaited.
    package init() {}

    /// Whether some bytes wait for the rest of their sequence (or for the ESC delay).
    package var hasPending: Bool { !pending.isEmpty }

    /// Decodes `bytes` after whatever was pending; an unfinished sequence at the end stays pending.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Event] {
        pending.append(contentsOf: bytes)
        return run(final: false)
    }

    /// The ESC delay passed with no more input: the pending bytes are all there is.
    /// A lone ESC is Escape, ESC ESC is Alt-Escape, an unfinished `ESC [` is Alt-[ followed
    /// by whatever came after it, and a cut-off UTF-8 character is U+FFFD.
    package mutating func flushPending() -> [Event] {
        run(final: true)
    }

    /// The replies to our queries decoded so far (cursor reports, mode reports, device attributes),
    /// in order; they are removed, so each is returned once.
    package mutating func takeReplies() -> [TerminalReply] {
        defer { replies.removeAll() }
        return replies
    }

    // MARK: - The scan

    private mutating func run(final: Bool) -> [Event] {
        var scanner = Scanner(bytes: pending, final: final, awaitingCursorReports: awaitedCursorReports > 0)
        var events: [Event] = []
        let repliesBefore = replies.count
        scanner.scan(into: &events, replies: &replies)
        pending = Array(scanner.bytes[scanner.index...])
        for case .cursorPosition in replies[repliesBefore...] { awaitedCursorReports = max(0, awaitedCursorReports - 1) }
        return events
    }
}

/// One pass over a byte buffer. `index` stops at the first byte of an unfinished sequence.
private struct Scanner {
    let bytes: [UInt8]
    let final: Bool
    /// Whether `CSI row ; column R` is a cursor-position report rather than a key.
    let awaitingCursorReports: Bool
    var index = 0

    init(bytes: [UInt8], final: Bool, awaitingCursorReports: Bool) {
        self.bytes = bytes
        self.final = final
        self.awaitingCursorReports = awaitingCursorReports
    }

    /// What one step of decoding found at a position.
    private enum Step {
        case events([Event], length: Int)
        case reply(TerminalReply, length: Int)
        /// Understood, deliberately ignored (focus reports, paste brackets, unknown CSI).
        case ignored(length: Int)
        case incomplete
    }

    mutating func scan(into events: inout [Event], replies: inout [TerminalReply]) {
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
                index += length
            case .ignored(let length):
                index += length
            case .incomplete:
                return
            }
        }
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
            if byte == 0x1B && position + 1 < bytes.count { return altPrefix(at: start, oneByte: true) }
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
        var position = first
        while position < bytes.count, (0x30...0x3F).contains(bytes[position]) { position += 1 }
        let parameterEnd = position
        while position < bytes.count, (0x20...0x2F).contains(bytes[position]) { position += 1 }
        let intermediateEnd = position
        guard position < bytes.count else {
            // Too long to be real: give up on it as a sequence.
            return position - start > InputDecoder.maximumSequenceLength ? altPrefix(at: start, oneByte: true) : .incomplete
        }
        let finalByte = bytes[position]
        guard (0x40...0x7E).contains(finalByte) else { return altPrefix(at: start, oneByte: true) }
        let raw = Array(bytes[start...position])
        let sequence = ControlSequence(
            parameters: Array(bytes[first..<parameterEnd]),
            intermediates: Array(bytes[parameterEnd..<intermediateEnd]),
            final: finalByte)
        switch sequence.interpretation(raw: raw, awaitingCursorReport: awaitingCursorReports) {
        case .event(let event): return .events([event], length: raw.count)
        case .reply(let reply): return .reply(reply, length: raw.count)
        case .none: return .ignored(length: raw.count)
        }
    }

    /// `ESC O` then an optional modifier digit and a letter: cursor keys in application mode,
    /// F1–F4, and the keypad in application mode.
    private func ss3(at start: Int) -> Step {
        var position = start + 2
        var modifierParameter = 1
        while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
            modifierParameter = Int(bytes[position] - 0x30)
            position += 1
        }
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
