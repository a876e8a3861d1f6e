/// An ``InputDecoder`` that knows when each piece of input arrived, so the ESC delay is measured
/// between arrivals, not between the program's reads.
///
/// Why: keys typed while the program is busy (planning an animation, applying thirty snapshots)
/// wait in the terminal and reach a plain reader in one read, where Esc then q is exactly the
/// bytes of Alt-q. `InputReader` reads on a thread of its own as bytes come and stamps each
/// read with its time; here a sequence left unfinished by one read is settled (a lone ESC is
/// Escape) when the next read came an ESC delay or more later, whenever the program gets to
/// them. Keys typed faster than the ESC delay still combine, as on any terminal.
///
/// A bracketed paste is timed the same way: one whose bytes stop arriving for `pasteSilence`
/// without its closing bracket ends there (the terminal lost it, or someone sent `ESC [ 200 ~`
/// alone), so a paste can never keep every later key — Ctrl-C included — as its text.
///
/// Pure: no I/O and no clock of its own (times are given), so it is tested with made-up times.
/// Cost: the decoder's (linear in the bytes).
package struct TimedInputDecoder: Sendable {
    /// The bytes-to-events decoder.
    package var decoder = InputDecoder()
    /// How long a half-read sequence waits for its next byte.
    package let escapeDelay: Duration
    /// How long an open paste waits for its next byte: far longer than a terminal takes between
    /// the pieces of one paste, short enough that a user whose keys went nowhere is heard.
    package static let pasteSilence: Duration = .milliseconds(500)
    /// When the last piece of input arrived.
    package private(set) var lastArrival: ContinuousClock.Instant?

    /// A decoder that settles half-read sequences after `escapeDelay`.
    package init(escapeDelay: Duration) {
        self.escapeDelay = escapeDelay
    }

    /// Decodes `bytes`, which arrived at `time`: what was pending from an earlier arrival is
    /// settled first if `time` is an ESC delay or more after it, and an open paste ended if
    /// `time` is a paste silence or more after it.
    package mutating func decode(_ bytes: some Sequence<UInt8>, arrivedAt time: ContinuousClock.Instant) -> [Event] {
        var events: [Event] = []
        if decoder.hasPending, let lastArrival, time - lastArrival >= escapeDelay {
            events += decoder.flushPending()
        }
        if decoder.isPasting, let lastArrival, time - lastArrival >= Self.pasteSilence {
            events += decoder.endPaste()
        }
        events += decoder.decode(bytes)
        lastArrival = time
        return events
    }

    /// When the pending bytes mean what they say alone, or an open paste ends, if no more input
    /// comes; nil when nothing waits. The loop wakes for it as it does for a timer.
    package var settleDeadline: ContinuousClock.Instant? {
        guard let lastArrival else { return nil }
        if decoder.isPasting { return lastArrival + Self.pasteSilence }
        return decoder.hasPending ? lastArrival + escapeDelay : nil
    }

    /// The pending bytes' events, or the open paste, if their deadline has passed at `now` (no
    /// more input came).
    package mutating func settle(at now: ContinuousClock.Instant) -> [Event] {
        guard let settleDeadline, now >= settleDeadline else { return [] }
        return decoder.isPasting ? decoder.endPaste() : decoder.flushPending()
    }
}
