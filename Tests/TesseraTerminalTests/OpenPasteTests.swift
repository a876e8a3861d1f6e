import Testing
@testable import TesseraTerminal

/// A bracketed paste that never closes cannot deafen the program: it ends at a Ctrl-C byte, at
/// its size limit, or after a silence, and the input after it is keys again.
@Suite struct OpenPasteTests {
    let start = ContinuousClock.now
    let begin = Array("\u{1B}[200~".utf8)

    private func names(_ events: [Event]) -> [String] { events.map(\.name) }

    @Test func ctrlCEndsAnOpenPasteAsCutThenIsAKey() {
        var decoder = InputDecoder()
        #expect(decoder.decode(begin + Array("half a".utf8)).isEmpty)
        let events = decoder.decode(Array(" line\u{3}q".utf8))
        #expect(events.count == 3)
        #expect(events.first == .paste(Paste(text: "half a line", ending: .interrupted)))
        #expect(names(Array(events.dropFirst())) == ["Ctrl-C", "q"])
        #expect(!decoder.isPasting)
    }

    @Test func ctrlCEndsAPasteWhicheverReadItComesIn() {
        let bytes = begin + Array("abc\u{3}x".utf8)
        for split in 1..<bytes.count {
            var decoder = InputDecoder()
            let events = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
            #expect(events.first == .paste(Paste(text: "abc", ending: .interrupted)), "split at \(split)")
            #expect(names(Array(events.dropFirst())) == ["Ctrl-C", "x"], "split at \(split)")
        }
    }

    @Test func aSilenceEndsAnOpenPasteAndTheLoopIsToldWhen() {
        var input = TimedInputDecoder(escapeDelay: .milliseconds(25))
        #expect(input.decode(begin + Array("no end\u{1B}[20".utf8), arrivedAt: start).isEmpty)
        #expect(input.settleDeadline == start + TimedInputDecoder.pasteSilence)
        #expect(input.settle(at: start + .milliseconds(499)).isEmpty, "the ESC delay does not end a paste")
        let ended = input.settle(at: start + TimedInputDecoder.pasteSilence)
        #expect(ended == [.paste(Paste(text: "no end\u{1B}[20", ending: .silence))])
        #expect(input.settleDeadline == nil)
        #expect(names(input.decode([0x3], arrivedAt: start + .seconds(1))) == ["Ctrl-C"])
    }

    @Test func bytesArrivingAfterASilenceAreKeysHoweverLateTheyAreRead() {
        var input = TimedInputDecoder(escapeDelay: .milliseconds(25))
        var events = input.decode(begin + Array("text".utf8), arrivedAt: start)
        events += input.decode(Array("more".utf8), arrivedAt: start + .milliseconds(200)) // still the paste
        events += input.decode(Array("q".utf8), arrivedAt: start + .milliseconds(800))     // a key, read late
        #expect(events.first == .paste(Paste(text: "textmore", ending: .silence)))
        #expect(names(Array(events.dropFirst())) == ["q"])
    }

    @Test func aPasteEndsAtItsLimitAndItsRestIsDroppedUntilItCloses() {
        let limit = InputDecoder.maximumPasteLength
        var decoder = InputDecoder()
        #expect(decoder.decode(begin + [UInt8](repeating: 0x61, count: limit)).isEmpty) // exactly the limit: still open
        let events = decoder.decode(Array("bcd".utf8))
        guard case .paste(let paste)? = events.first else {
            Issue.record("no paste: \(events)")
            return
        }
        #expect(events.count == 1)
        #expect(paste.ending == .sizeLimit && paste.isCut && paste.isTruncated)
        #expect(paste.text.utf8.count == limit)
        #expect(decoder.isPasting, "the rest of the paste is being dropped")
        #expect(decoder.decode(Array("efg\u{1B}[201~x".utf8)).map(\.name) == ["x"])
    }

    @Test func theRestOfAPasteCutAtItsLimitEndsAtCtrlCOrASilenceToo() {
        let limit = InputDecoder.maximumPasteLength
        var input = TimedInputDecoder(escapeDelay: .milliseconds(25))
        _ = input.decode(begin + [UInt8](repeating: 0x61, count: limit + 1), arrivedAt: start)
        #expect(names(input.decode(Array("rest\u{3}y".utf8), arrivedAt: start)) == ["Ctrl-C", "y"])
        _ = input.decode(begin + [UInt8](repeating: 0x61, count: limit + 1), arrivedAt: start)
        #expect(input.settleDeadline == start + TimedInputDecoder.pasteSilence)
        #expect(input.settle(at: start + .seconds(1)).isEmpty, "the paste was already delivered")
        #expect(names(input.decode(Array("z".utf8), arrivedAt: start + .seconds(2))) == ["z"])
    }

    @Test func aPasteThatClosesIsUnchanged() {
        var decoder = InputDecoder()
        let events = decoder.decode(begin + Array("whole\u{1B}[201~".utf8))
        #expect(events == [.paste(Paste(text: "whole"))])
        #expect(events.first.map { if case .paste(let paste) = $0 { !paste.isCut } else { false } } == true)
    }
}
