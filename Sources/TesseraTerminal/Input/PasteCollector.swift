/// The text of one bracketed paste, collected across reads until it ends: at its closing
/// `ESC [ 201 ~`, at a Ctrl-C byte (the user taking the keyboard back from a paste that never
/// closed), or when it grows past `InputDecoder.maximumPasteLength` bytes, cut at a character
/// boundary. (The fourth way, a silence, is timed by `TimedInputDecoder`; see `endedBySilence`.)
///
/// A collector that `drops` keeps nothing: it swallows the rest of a paste that already ended at
/// its limit, so the bytes after the limit never turn into keys, and ends the same ways.
struct PasteCollector: Sendable {
    private var bytes: [UInt8] = []
    private var droppedByteCount = 0
    /// Whether this collector only swallows the rest of a paste already delivered.
    let drops: Bool

    /// `ESC [ 201 ~`: the end of a paste.
    static let closingBracket: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    /// Ctrl-C: ends an open paste (the paste is delivered cut, then Ctrl-C as a key).
    static let interrupt: UInt8 = 0x03

    init(drops: Bool = false) {
        self.drops = drops
    }

    /// Where a read ended for the paste.
    enum Outcome {
        /// The closing bracket ended at `next`; decoding goes on from there.
        case closed(next: Int)
        /// A Ctrl-C byte at `next` ended the paste; decoding goes on from there (with the Ctrl-C).
        case interrupted(next: Int)
        /// The paste passed its limit; decoding goes on at `next`, with the rest of the paste dropped.
        case full(next: Int)
        /// The paste goes on. Bytes from `undecided` on may be the start of the closing bracket,
        /// so they wait for the next read.
        case open(undecided: Int)
    }

    /// Takes the paste's bytes in `input` from `start`. Linear in the bytes taken: it looks only
    /// at each ESC and Ctrl-C, never back at what it already holds.
    mutating func take(_ input: [UInt8], from start: Int) -> Outcome {
        var searchFrom = start
        while let stop = input[searchFrom...].firstIndex(where: { $0 == 0x1B || $0 == Self.interrupt }) {
            if input[stop] == Self.interrupt {
                if let full = append(input[start..<stop]) { return .full(next: full) }
                return .interrupted(next: stop)
            }
            let available = input.count - stop
            let compared = min(available, Self.closingBracket.count)
            if input[stop..<stop + compared].elementsEqual(Self.closingBracket[..<compared]) {
                if let full = append(input[start..<stop]) { return .full(next: full) }
                guard compared == Self.closingBracket.count else { return .open(undecided: stop) }
                return .closed(next: stop + compared)
            }
            searchFrom = stop + 1
        }
        if let full = append(input[start...]) { return .full(next: full) }
        return .open(undecided: input.count)
    }

    /// Appends `slice`; when it would take the paste past the limit, keeps what fits (cut back to
    /// a character) and returns where the byte past the limit ends. A dropping collector keeps
    /// nothing and never fills. Where the limit falls depends only on the bytes, not on the reads.
    private mutating func append(_ slice: ArraySlice<UInt8>) -> Int? {
        guard !drops else { return nil }
        let room = InputDecoder.maximumPasteLength - bytes.count
        guard slice.count > room else { bytes.append(contentsOf: slice); return nil }
        var cut = slice.startIndex + room
        // Back off to the start of a character: UTF-8 continuation bytes are 10xxxxxx.
        while cut > slice.startIndex, slice[cut] & 0xC0 == 0x80 { cut -= 1 }
        bytes.append(contentsOf: slice[..<cut])
        let pastLimit = slice.startIndex + room + 1 // the first byte over the limit is read, and dropped
        droppedByteCount += pastLimit - cut
        return pastLimit
    }

    /// What is pending of a paste that ends without its closing bracket (a silence): bytes that
    /// looked like the start of one were the paste's own.
    mutating func takeUndecided(_ pending: [UInt8]) {
        _ = append(pending[...])
    }

    /// The paste as an event's payload, ended as `ending` says. Line breaks, which terminals send
    /// as CR, become "\n".
    func finished(_ ending: Paste.Ending) -> Paste {
        var lines: [UInt8] = []
        lines.reserveCapacity(bytes.count)
        var afterCarriageReturn = false
        for byte in bytes {
            if byte == 0x0A, afterCarriageReturn { afterCarriageReturn = false; continue } // CR LF: one break
            afterCarriageReturn = byte == 0x0D
            lines.append(afterCarriageReturn ? 0x0A : byte)
        }
        return Paste(text: String(decoding: lines, as: UTF8.self), droppedByteCount: droppedByteCount, ending: ending)
    }
}
