/// The text of one bracketed paste, collected across reads until its closing `ESC [ 201 ~`.
/// Keeps at most `InputDecoder.maximumPasteLength` bytes, cut at a character boundary, and
/// counts what it dropped.
struct PasteCollector: Sendable {
    private var bytes: [UInt8] = []
    private var droppedByteCount = 0

    /// `ESC [ 201 ~`: the end of a paste.
    static let closingBracket: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Where a read ended for the paste.
    enum Outcome {
        /// The closing bracket ended at `next`; decoding goes on from there.
        case closed(next: Int)
        /// The paste goes on. Bytes from `undecided` on may be the start of the closing bracket,
        /// so they wait for the next read.
        case open(undecided: Int)
    }

    /// Takes the paste's bytes in `input` from `start`. Linear in the bytes taken: it looks only
    /// at each ESC, never back at what it already holds.
    mutating func take(_ input: [UInt8], from start: Int) -> Outcome {
        var searchFrom = start
        while let escape = input[searchFrom...].firstIndex(of: 0x1B) {
            let available = input.count - escape
            let compared = min(available, Self.closingBracket.count)
            if input[escape..<escape + compared].elementsEqual(Self.closingBracket[..<compared]) {
                append(input[start..<escape])
                guard compared == Self.closingBracket.count else { return .open(undecided: escape) }
                return .closed(next: escape + compared)
            }
            searchFrom = escape + 1
        }
        append(input[start...])
        return .open(undecided: input.count)
    }

    private mutating func append(_ slice: ArraySlice<UInt8>) {
        let room = InputDecoder.maximumPasteLength - bytes.count
        guard slice.count > room else { bytes.append(contentsOf: slice); return }
        var cut = slice.startIndex + max(0, room)
        // Back off to the start of a character: UTF-8 continuation bytes are 10xxxxxx.
        while cut > slice.startIndex, cut < slice.endIndex, slice[cut] & 0xC0 == 0x80 { cut -= 1 }
        bytes.append(contentsOf: slice[..<cut])
        droppedByteCount += slice.endIndex - cut
    }

    /// The paste as an event's payload. Line breaks, which terminals send as CR, become "\n".
    func finished() -> Paste {
        var lines: [UInt8] = []
        lines.reserveCapacity(bytes.count)
        var afterCarriageReturn = false
        for byte in bytes {
            if byte == 0x0A, afterCarriageReturn { afterCarriageReturn = false; continue } // CR LF: one break
            afterCarriageReturn = byte == 0x0D
            lines.append(afterCarriageReturn ? 0x0A : byte)
        }
        return Paste(text: String(decoding: lines, as: UTF8.self), droppedByteCount: droppedByteCount)
    }
}
