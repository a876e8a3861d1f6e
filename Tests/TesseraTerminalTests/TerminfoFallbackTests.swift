import Testing
@testable import TesseraTerminal

/// An unknown TERM with a close known entry starts with that entry; the start-up check and the
/// probe report say what happened. (Starting for real: TerminfoFallbackEndToEndTests.)
@Suite struct TerminfoFallbackTests {
    @Test func closeEntries() {
        #expect(TerminfoFallback.candidates(for: "tmux-256color") == ["screen-256color", "xterm-256color"])
        #expect(TerminfoFallback.candidates(for: "tmux") == ["screen"])
        #expect(TerminfoFallback.candidates(for: "xterm-kitty") == ["xterm-256color"])
        #expect(TerminfoFallback.candidates(for: "alacritty-256color") == ["xterm-256color"])
        #expect(TerminfoFallback.candidates(for: "xterm-256color") == [])  // never itself
        #expect(TerminfoFallback.candidates(for: "no-such-terminal") == [])
        #expect(TerminfoFallback.candidates(for: "dumb") == [])
    }

    /// A terminfo with only the entries in `known`.
    static func lookUp(_ known: Set<String>) -> (String) -> TerminfoLookup {
        { known.contains($0) ? .usable : .notFound }
    }

    @Test func theFirstKnownCloseEntryIsUsed() throws {
        let start = { (term: String, known: Set<String>) in
            TerminalStartError.startingTerm(outputIsTerminal: true, inputIsTerminal: true, term: term, lookUp: Self.lookUp(known))
        }
        #expect(try start("tmux-256color", ["tmux-256color", "screen-256color"]).get() == "tmux-256color")
        #expect(try start("tmux-256color", ["screen-256color", "xterm-256color"]).get() == "screen-256color")
        #expect(try start("tmux-256color", ["xterm-256color"]).get() == "xterm-256color")
        #expect(try start("xterm-kitty", ["xterm-256color"]).get() == "xterm-256color")
        #expect(throws: TerminalStartError.termUnknown("xterm-kitty")) { try start("xterm-kitty", ["screen"]).get() }
        #expect(throws: TerminalStartError.termUnknown("no-such-terminal")) { try start("no-such-terminal", ["xterm-256color"]).get() }
        #expect(TerminalStartError.problem(outputIsTerminal: true, inputIsTerminal: true, term: "xterm-kitty",
                                           lookUp: Self.lookUp(["xterm-256color"])) == nil)
    }

    /// A database that is missing altogether is not papered over by a close name.
    @Test func noDatabaseStillRefuses() {
        let result = TerminalStartError.startingTerm(outputIsTerminal: true, inputIsTerminal: true, term: "xterm-kitty") { _ in .noDatabase }
        #expect(throws: TerminalStartError.noTerminfoDatabase("xterm-kitty")) { try result.get() }
    }

    @Test func theProbeReportSaysWhichEntryWasUsed() {
        var probe = TerminalProbe(screenSize: CellSize(width: 80, height: 24))
        #expect(!probe.report(drawn: .fallback, environment: [:], duration: nil).contains("terminfo:"))
        probe.terminfoNote = TerminfoFallback.note(requested: "tmux-256color", used: "screen-256color")
        let lines = probe.report(drawn: .fallback, environment: [:], duration: nil).split(separator: "\n")
        #expect(lines.count > 1 && lines[1] == "terminfo: TERM=tmux-256color unknown here, using screen-256color")
    }
}
