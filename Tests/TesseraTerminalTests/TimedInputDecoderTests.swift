import Testing
@testable import TesseraTerminal

/// The ESC delay is measured between arrivals: keys that waited in the terminal while the
/// program was busy are decoded by when they came, not by how the program read them.
@Suite struct TimedInputDecoderTests {
    let start = ContinuousClock.now
    let delay = Duration.milliseconds(25)

    private func names(_ events: [Event]) -> [String] {
        events.map { event in
            if case .key(let key) = event { return key.name }
            return "\(event)"
        }
    }

    @Test func escapeThenALetterThatCameLaterIsEscapeAndTheLetterHoweverLateTheyAreRead() {
        var input = TimedInputDecoder(escapeDelay: delay)
        // Typed 100 ms apart while the program was busy; read together afterwards, in order.
        var events = input.decode("py".utf8, arrivedAt: start)
        events += input.decode([0x1B], arrivedAt: start + .milliseconds(100))
        events += input.decode([0x1B], arrivedAt: start + .milliseconds(200))
        events += input.decode("q".utf8, arrivedAt: start + .milliseconds(300))
        #expect(names(events) == ["p", "y", "Esc", "Esc", "q"])
    }

    @Test func bytesArrivingWithinTheDelayStayOneSequence() {
        var input = TimedInputDecoder(escapeDelay: delay)
        var events = input.decode([0x1B], arrivedAt: start)
        events += input.decode("q".utf8, arrivedAt: start + .milliseconds(5))
        #expect(names(events) == ["Alt-q"], "Alt-q as the terminal sends it, in two reads")
        events = input.decode([0x1B, 0x5B], arrivedAt: start + .milliseconds(100))
        events += input.decode([0x41], arrivedAt: start + .milliseconds(110))
        #expect(names(events) == ["Up"], "an arrow cut between two reads")
    }

    @Test func aLoneEscapeSettlesAtItsDeadlineAndNotBefore() {
        var input = TimedInputDecoder(escapeDelay: delay)
        #expect(input.decode([0x1B], arrivedAt: start).isEmpty)
        #expect(input.settleDeadline == start + delay)
        #expect(input.settle(at: start + .milliseconds(10)).isEmpty)
        #expect(names(input.settle(at: start + delay)) == ["Esc"])
        #expect(input.settleDeadline == nil)
    }
}
