import TesseraTerminal

/// The input decoder against its own promise: the input's bytes decoded in one read and again
/// cut into reads where the input says give the same events (plain text compared as text, see
/// `InputDecoder.comparableAcrossReads`) and the same replies; and between reads, no more than
/// one unfinished sequence is kept.
enum DecoderFuzzTarget {
    static func run(_ data: UnsafeRawBufferPointer) {
        guard data.count >= 2 else { return }
        let awaited = Int(data[0] % 4)
        let cutEvery = Int(data[1] % 16) + 1 // reads of 1 to 16 bytes
        let bytes = Array(data.dropFirst(2))

        var whole = InputDecoder()
        whole.awaitedCursorReports = awaited
        let wholeEvents = whole.decode(bytes) + whole.flushPending()

        var pieces = InputDecoder()
        pieces.awaitedCursorReports = awaited
        var pieceEvents: [Event] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + cutEvery)
            pieceEvents += pieces.decode(bytes[start..<end])
            if pieces.pending.count > 256 + 6 { // the longest unfinished sequence, or a paste's closing bracket
                fatalError("decoder keeps \(pieces.pending.count) pending bytes")
            }
            start = end
        }
        pieceEvents += pieces.flushPending()

        let expected = InputDecoder.comparableAcrossReads(wholeEvents)
        let got = InputDecoder.comparableAcrossReads(pieceEvents)
        if expected != got { fatalError("reads of \(cutEvery) bytes gave \(got), one read \(expected)") }
        if pieces.takeReplies() != whole.takeReplies() { fatalError("reads of \(cutEvery) bytes changed the replies") }
    }
}
