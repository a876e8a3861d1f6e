/// Turns the bytes a terminal sends into events: UTF-8 text of any script, C0 controls,
/// ESC-prefixed Alt keys, CSI and SS3 sequences (xterm modifier parameters included),
/// SGR and X10 mouse reports, and bracketed pastes. Pure: no I/O and no clock, so it is tested
/// byte by byte.
///
/// **Reads do not matter.** The same bytes give the same events and replies however they are
/// split into reads: a sequence cut off at the end of a read stays pending until more bytes
/// arrive, every kind of sequence has a length limit applied at the same byte whether it came
/// in one read or many, and a paste is collected whole. One exception, by choice: outside a
/// paste, a grapheme cluster whose scalars arrive in different reads (e + a combining accent)
/// arrives as its parts, because holding the last character of every read back until the next
/// would delay each keystroke by the ESC delay. Terminals write a typed cluster in one write.
///
/// The caller owns the ESC delay: when it passes with nothing new, `flushPending()` decides what
/// the pending bytes meant on their own (a lone ESC is the Escape key).
///
/// Each key and mouse event carries the exact bytes it was decoded from in `raw`. Answers to
/// queries (DECRPM, device attributes) are not events: they collect in `replies`.
///
/// Cost: linear in the bytes decoded. Only an unfinished sequence is kept between reads (at most
/// `maximumStringLength` bytes), and a paste grows its own buffer without rescanning it.
package struct InputDecoder: Sendable {
    /// Bytes of a sequence that has begun but not ended (during a paste: the start of what may be
    /// its closing bracket).
    package private(set) var pending: [UInt8] = []
    /// Terminal answers seen so far, oldest first; `takeReplies()` empties it.
    package private(set) var replies: [TerminalReply] = []

    /// How many cursor-position reports (CPR) are still to come for a query we sent. While it
    /// is above zero, `CSI row ; column R` is a reply, not F3 with modifiers; each one read
    /// counts it down, so a Shift-F3 right behind the last report is a key.
    package var awaitedCursorReports = 0

    /// What the bytes being read belong to.
    private var mode = Mode.keys

    private enum Mode: Sendable {
        /// Keys, mouse reports and replies.
        case keys
        /// Inside `ESC [ 200 ~` … `ESC [ 201 ~`: text, whatever bytes it holds but Ctrl-C (or,
        /// after a paste ended at its limit, its rest, dropped).
        case pasting(PasteCollector)
        /// After a control sequence grew past `maximumSequenceLength`: its remaining parameter
        /// and intermediate bytes, and its final byte, are dropped.
        case discardingSequence
    }

    /// A CSI or SS3 longer than this without its final byte is garbage, not a slow terminal.
    static let maximumSequenceLength = 64
    /// An OSC or DCS answer longer than this without its terminator is not one.
    static let maximumStringLength = 256
    /// A paste keeps at most this many bytes (4 MiB): it is delivered when it passes them, and
    /// the rest is dropped; the paste says so. Larger than any text field's own limit, so a field
    /// always sees that it had to cut.
    package static let maximumPasteLength = 4 << 20

    /// A decoder with nothing pending and no replies awaited.
    package init() {}

    /// Whether some bytes wait for the rest of their sequence and the ESC delay should be timed.
    /// False during a paste: a paste waits for its closing bracket (or a silence, `endPaste()`).
    package var hasPending: Bool {
        if case .pasting = mode { return false }
        return !pending.isEmpty
    }

    /// Whether a bracketed paste has begun and not yet ended.
    package var isPasting: Bool {
        if case .pasting = mode { return true }
        return false
    }

    /// Ends an open paste that stopped arriving (the caller times the silence): the paste so far,
    /// bytes that looked like the start of its closing bracket included, as one event ending
    /// `.silence`; nothing when no paste is open, or when the rest of a paste cut at its limit
    /// was being dropped. Decoding goes on with keys.
    package mutating func endPaste() -> [Event] {
        guard case .pasting(var paste) = mode else { return [] }
        mode = .keys
        defer { pending = [] }
        if paste.drops { return [] }
        paste.takeUndecided(pending)
        return [.paste(paste.finished(.silence))]
    }

    /// Decodes `bytes` after whatever was pending; an unfinished sequence at the end stays pending.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Event] {
        pending.append(contentsOf: bytes)
        return run(final: false)
    }

    /// The ESC delay passed with no more input: the pending bytes are all there is.
    /// A lone ESC is Escape, ESC ESC is Alt-Escape, an unfinished `ESC [` is Alt-[ followed
    /// by whatever came after it, and a cut-off UTF-8 character is U+FFFD. An over-long sequence
    /// being dropped is over. A paste is not cut short here: its silence is longer (`endPaste()`).
    package mutating func flushPending() -> [Event] {
        switch mode {
        case .pasting: return []
        case .discardingSequence: mode = .keys
        case .keys: break
        }
        return run(final: true)
    }

    /// The replies to our queries decoded so far (cursor reports, mode reports, device attributes),
    /// in order; they are removed, so each is returned once.
    package mutating func takeReplies() -> [TerminalReply] {
        defer { replies.removeAll() }
        return replies
    }

    // MARK: - The run

    /// Decodes `pending` from its start, switching between keys, a paste and a dropped sequence
    /// as often as the bytes say; keeps what is unfinished as the new `pending`.
    private mutating func run(final: Bool) -> [Event] {
        let input = pending
        pending = []
        var events: [Event] = []
        var index = 0
        while index < input.count {
            switch mode {
            case .pasting(var paste):
                mode = .keys // while `paste` is mutated, so the collector is not copied
                switch paste.take(input, from: index) {
                case .closed(let next):
                    if !paste.drops { events.append(.paste(paste.finished(.closed))) }
                    index = next
                case .interrupted(let next):
                    if !paste.drops { events.append(.paste(paste.finished(.interrupted))) }
                    index = next // the Ctrl-C, decoded as a key
                case .full(let next):
                    events.append(.paste(paste.finished(.sizeLimit)))
                    mode = .pasting(PasteCollector(drops: true)) // the rest of it is not keys either
                    index = next
                case .open(let undecided):
                    mode = .pasting(paste)
                    pending = Array(input[undecided...])
                    return events
                }
            case .discardingSequence:
                while index < input.count, InputScanner.isParameterOrIntermediate(input[index]) { index += 1 }
                guard index < input.count else { return events }
                if InputScanner.isFinal(input[index]) { index += 1 }
                mode = .keys
            case .keys:
                var scanner = InputScanner(bytes: input, from: index, final: final,
                                           awaitedCursorReports: awaitedCursorReports)
                let stop = scanner.scan(into: &events, replies: &replies)
                awaitedCursorReports = scanner.awaitedCursorReports
                index = scanner.index
                switch stop {
                case .end:
                    break
                case .incomplete:
                    pending = Array(input[index...])
                    return events
                case .pasteBegan:
                    mode = .pasting(PasteCollector(drops: false))
                case .overlongSequence:
                    mode = .discardingSequence
                }
            }
        }
        return events
    }
}
