import Testing
@testable import TesseraTerminal

/// The start-up probe against scripted terminals: one write, every answer read from it, nothing
/// left on screen, and the policy each kind of terminal gets.
@Suite struct TerminalProbeTests {
    /// Runs the probe as `NcursesTerminal` does — one write, then the answers through the input
    /// decoder — and returns it with the terminal as it was left.
    func run(_ terminal: inout ScriptedTerminal, cursor: CellPoint = CellPoint(x: 0, y: 0)) -> TerminalProbe {
        var probe = TerminalProbe(screenSize: CellSize(width: terminal.width, height: terminal.height), cursor: cursor)
        var decoder = InputDecoder()
        decoder.awaitedCursorReports = probe.cursorReportsAsked
        let answer = terminal.write(probe.query)
        #expect(decoder.decode(answer).isEmpty, "an answer decoded as a key")
        for reply in decoder.takeReplies() { probe.take(reply) }
        return probe
    }

    @Test func oneWriteIsAnsweredInFullAndLeavesNothingOnScreen() {
        var terminal = ScriptedTerminal.kitty()
        let probe = run(&terminal, cursor: CellPoint(x: 0, y: 0))
        #expect(terminal.writes == 1)
        #expect(probe.isComplete)
        #expect(probe.measurements.count == EmojiClass.allCases.reduce(0) { $0 + $1.probeSamples.count })
        #expect(probe.measurements.allSatisfy { $0.columns != nil })
        #expect(terminal.isBlank, "left on screen:\n\(terminal.row(probe.row))")
        #expect(terminal.cursor == CellPoint(x: 0, y: 0))
        #expect(!terminal.concealed && !terminal.synchronizedUpdate)
    }

    @Test func theCursorGoesBackWhereNcursesBelievesItIs() {
        var terminal = ScriptedTerminal.agreeing()
        _ = run(&terminal, cursor: CellPoint(x: 7, y: 3))
        #expect(terminal.cursor == CellPoint(x: 7, y: 3))
    }

    @Test func samplesAreDrawnConcealedInsideASynchronizedUpdateOnTheMiddleRow() {
        let probe = TerminalProbe(screenSize: CellSize(width: 80, height: 24))
        let query = String(decoding: probe.query, as: UTF8.self)
        #expect(probe.row == 12)
        #expect(query.hasPrefix("\u{1B}[?2026h\u{1B}[0;8m\u{1B}[13;1H"))
        #expect(query.hasSuffix("\u{1B}[?2026l\u{1B}[?2026$p\u{1B}[?2027$p\u{1B}]10;?\u{1B}\\\u{1B}]11;?\u{1B}\\"
                                + "\u{1B}[>0q\u{1B}[>c\u{1B}[c"))
    }

    @Test func kittyGetsFlagsVS16AndKeycapsWhole() {
        var terminal = ScriptedTerminal.kitty()
        let probe = run(&terminal)
        #expect(probe.measuredPolicy == EmojiPolicy(whole: [.flag, .vs16, .keycap]))
        #expect(probe.measurements.first { $0.sample == "👩‍❤️‍💋‍👩" }?.columns == 8)
        #expect(probe.synchronizedOutput)
        #expect(probe.graphemeClusteringState == 0)
    }

    @Test func aTerminalThatAgreesGetsEverythingWhole() {
        var terminal = ScriptedTerminal.agreeing()
        terminal.modes[2027] = 3
        let probe = run(&terminal)
        #expect(probe.measuredPolicy == .whole)
        #expect(probe.graphemeClusteringState == 3)
    }

    @Test func oneSampleTooWideKeepsItsWholeClassAsStandIns() {
        var terminal = ScriptedTerminal(width: 80, height: 24) { $0 == "🏳️‍🌈" ? 1 : TextWidth.of($0) }
        let probe = run(&terminal)
        #expect(probe.measuredPolicy == EmojiPolicy(whole: Set(EmojiClass.allCases).subtracting([.zwjSequence])))
    }

    @Test func silenceMeansFallbackAndNoSynchronizedOutput() {
        var terminal = ScriptedTerminal.agreeing()
        terminal.answers = false
        let probe = run(&terminal)
        #expect(!probe.isComplete)
        #expect(probe.measuredPolicy == .fallback)
        #expect(!probe.synchronizedOutput)
    }

    @Test func aNarrowScreenIsNotMeasured() {
        var terminal = ScriptedTerminal.agreeing(width: 10, height: 5)
        let probe = run(&terminal)
        #expect(probe.measurements.isEmpty)
        #expect(probe.isComplete && probe.synchronizedOutput)
        #expect(probe.measuredPolicy == .fallback)
        #expect(terminal.isBlank)
    }

    @Test func theReportNamesWhatWasMeasuredAndDrawn() {
        var terminal = ScriptedTerminal.kitty()
        let probe = run(&terminal)
        let report = probe.report(drawn: EmojiPolicy(whole: [.flag]), override: "fallback,flag=whole", duration: .milliseconds(3))
        #expect(report.contains("1 write, answered in 3 ms"))
        #expect(report.contains("grapheme clustering (mode 2027): not recognised"))
        #expect(report.contains("👩‍❤️‍💋‍👩 8"))
        #expect(report.contains("TESSERA_EMOJI: \"fallback,flag=whole\""))
        let vs16 = report.split(separator: "\n").first { $0.hasPrefix("VS16 emoji") }
        #expect(vs16?.contains("whole     fallback") == true, "\(vs16 ?? "")")
    }
}
