import Tessera

/// Everything from outside that steered one run of a demo, in the order the program took it in:
/// the terminal it started on, every clock reading, and what every wait for input returned.
/// The loop is deterministic given these, so replaying a trace headless (`TraceReplay`) rebuilds
/// the same state from scratch and draws it afresh: how the key-storm tests check that what a
/// real terminal shows after thousands of keys is exactly what the program meant to draw.
///
/// Text, one entry a line, so a test (which cannot link the demos) can read it too:
///
///     size 80 24 256        the terminal at start: columns, rows, colour depth (0, 8, 16, 256)
///     t 1234567             a clock reading, in nanoseconds
///     w k:1b5b41 m:… r:100x30 u     one wait's events: key or mouse with its raw bytes in hex,
///                                   a resize to columns×rows, the program resumed after Ctrl-Z
public enum InputTrace {
    public enum Entry: Hashable, Sendable {
        case start(size: CellSize, colorDepth: ColorDepth)
        case now(Duration)
        case wait([Event])
    }

    public struct FormatError: Error, CustomStringConvertible {
        public let description: String
    }

    // MARK: Writing

    public static func line(for entry: Entry) -> String {
        switch entry {
        case .start(let size, let depth): "size \(size.width) \(size.height) \(depth.rawValue)"
        case .now(let time): "t \(nanoseconds(time))"
        case .wait(let events): (["w"] + events.map(token(for:))).joined(separator: " ")
        }
    }

    /// Events without their raw bytes cannot be decoded again and are written as `?`: a replay
    /// that meets one says so instead of guessing.
    static func token(for event: Event) -> String {
        switch event {
        case .key(let key): key.raw.map { "k:" + hex($0) } ?? "?"
        case .mouse(let mouse): mouse.raw.map { "m:" + hex($0) } ?? "?"
        case .resize(let size): "r:\(size.width)x\(size.height)"
        case .resumed: "u"
        case .paste(let paste): "p:" + hex(Array(paste.text.utf8)) // a dropped tail is not replayed
        }
    }

    static func nanoseconds(_ d: Duration) -> Int64 {
        let (seconds, attoseconds) = d.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        var text = ""
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return text
    }

    // MARK: Reading

    /// Parses a whole trace. Key and mouse tokens are decoded again from their bytes, each on
    /// its own, with `InputDecoder`: the bytes of one event must give exactly that one event.
    public static func parse(_ text: String) throws -> [Entry] {
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: " ")
            guard let kind = fields.first else { continue }
            func fail(_ why: String) -> FormatError { FormatError(description: "trace line \(index + 1) (\(line.prefix(60))): \(why)") }
            switch kind {
            case "size":
                guard fields.count == 4, let width = Int(fields[1]), let height = Int(fields[2]),
                      let depthValue = Int(fields[3]), let depth = ColorDepth(rawValue: depthValue) else { throw fail("expected size W H DEPTH") }
                entries.append(.start(size: CellSize(width: width, height: height), colorDepth: depth))
            case "t":
                guard fields.count == 2, let ns = Int64(fields[1]) else { throw fail("expected t NANOSECONDS") }
                entries.append(.now(.nanoseconds(ns)))
            case "w":
                entries.append(.wait(try fields.dropFirst().map { token in
                    guard let event = event(from: token) else { throw fail("cannot replay the event \(token)") }
                    return event
                }))
            default:
                throw fail("unknown entry")
            }
        }
        return entries
    }

    static func event(from token: Substring) -> Event? {
        if token == "u" { return .resumed }
        if token.hasPrefix("p:") {
            if token.count == 2 { return .paste(Paste(text: "")) }
            return bytes(fromHex: token.dropFirst(2)).map { .paste(Paste(text: String(decoding: $0, as: UTF8.self))) }
        }
        if token.hasPrefix("r:") {
            let parts = token.dropFirst(2).split(separator: "x")
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
            return .resize(CellSize(width: width, height: height))
        }
        guard token.hasPrefix("k:") || token.hasPrefix("m:"), let bytes = bytes(fromHex: token.dropFirst(2)) else { return nil }
        var decoder = InputDecoder()
        let events = decoder.decode(bytes) + decoder.flushPending()
        guard events.count == 1, let event = events.first else { return nil }
        switch (token.first, event) {
        case ("k", .key), ("m", .mouse): return event
        default: return nil
        }
    }

    static func bytes(fromHex text: Substring) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0, !digits.isEmpty else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for i in stride(from: 0, to: digits.count, by: 2) {
            guard let high = hexValue(digits[i]), let low = hexValue(digits[i + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
