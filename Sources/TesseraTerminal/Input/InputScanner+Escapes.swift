// Sequences that start with ESC: CSI (`ESC [`), SS3 (`ESC O`), Alt-prefixed keys, and the
// ESC ESC form rxvt sends for Alt with a cursor key. Each returns one `Step`; `scan` (in
// InputScanner.swift) applies it.
extension InputScanner {
    /// The step at an ESC byte: a CSI, an SS3, an OSC or DCS string, ESC ESC and a sequence
    /// (Alt with it), or ESC and a key (Alt-key); a lone ESC at the end is Escape once `final`.
    func escape(at start: Int) -> Step {
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

    /// ESC followed by a key: that key with Alt. With `oneByte`, only the byte right after ESC
    /// is taken (an unfinished `ESC [` becomes Alt-[), so whatever follows decodes on its own.
    func altPrefix(at start: Int, oneByte: Bool) -> Step {
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
