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
    enum Step {
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
    func control(_ byte: UInt8, raw: [UInt8], extra: Modifiers = []) -> KeyEvent {
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
}
