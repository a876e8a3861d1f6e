// OSC and DCS strings (`ESC ]`, `ESC P`): how the terminal answers colour and version queries.
// Apart from the key sequences because they end on a terminator, not a final byte, and carry
// replies rather than keys.
extension InputScanner {
    /// An OSC (`ESC ]`) or DCS (`ESC P`) string up to its terminator, BEL or ST (`ESC \`):
    /// a colour report (`OSC 10/11 ; rgb:… `) or XTVERSION (`DCS > | name ST`) is a reply, any
    /// other is ignored. Unterminated, it is incomplete until `maximumStringLength` bytes, then
    /// it was not a string after all (Alt-] or Alt-P and what followed).
    func stringSequence(at start: Int) -> Step {
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
}
