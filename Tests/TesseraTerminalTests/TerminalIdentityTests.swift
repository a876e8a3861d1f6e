import Testing
@testable import TesseraTerminal

/// Who the terminal is, and what is known of how it draws emoji the probe measures as whole.
@Suite struct TerminalIdentityTests {
    @Test func versionReportsOfKnownTerminals() {
        #expect(TerminalIdentity.identify(xtversion: "XTerm(390)", secondaryDeviceAttributes: nil, environment: [:])
                == TerminalIdentity(name: .xterm, version: "390", source: .xtversion))
        #expect(TerminalIdentity.identify(xtversion: "kitty(0.26.5)", secondaryDeviceAttributes: [1, 4000, 29], environment: [:]).name == .kitty)
        #expect(TerminalIdentity.identify(xtversion: "tmux 3.3a", secondaryDeviceAttributes: nil, environment: [:])
                == TerminalIdentity(name: .tmux, version: "3.3a", source: .xtversion))
        let unknown = TerminalIdentity.identify(xtversion: "Frobterm 2", secondaryDeviceAttributes: nil, environment: [:])
        #expect(unknown.name == .other && unknown.version == "Frobterm 2")
    }

    @Test func secondaryDeviceAttributesOnlyWhereTheNumberIsTheirOwn() {
        #expect(TerminalIdentity.identify(xtversion: nil, secondaryDeviceAttributes: [85, 95, 0], environment: [:]).name == .rxvtUnicode)
        #expect(TerminalIdentity.identify(xtversion: nil, secondaryDeviceAttributes: [41, 379, 0], environment: [:]).name == .xterm)
        // 1 and 0 are answered by many (kitty, VTE, Alacritty): the environment decides.
        #expect(TerminalIdentity.identify(xtversion: nil, secondaryDeviceAttributes: [0, 10, 1],
                                          environment: ["TERM": "alacritty"]) == TerminalIdentity(name: .alacritty, source: .term))
        #expect(TerminalIdentity.identify(xtversion: nil, secondaryDeviceAttributes: [1, 1, 1], environment: [:]).name == .other)
    }

    @Test func theEnvironmentWhenTheTerminalIsSilent() {
        #expect(TerminalIdentity.identify(xtversion: nil, secondaryDeviceAttributes: nil,
                                          environment: ["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.5"])
                == TerminalIdentity(name: .iterm2, version: "3.5", source: .termProgram))
        #expect(TerminalIdentity.identify(xtversion: nil, secondaryDeviceAttributes: nil,
                                          environment: ["TERM": "rxvt-unicode-256color"]).name == .rxvtUnicode)
        #expect(TerminalIdentity.identify(xtversion: nil, secondaryDeviceAttributes: nil, environment: ["TERM": "xterm"]).name == .other)
    }

    @Test func knownDrawingSendsClassesToTheFallback() {
        let measuredWhole = EmojiPolicy.whole
        let xterm = TerminalIdentity(name: .xterm, source: .xtversion)
        #expect(KnownEmojiDrawing.policy(measured: measuredWhole, for: xterm) == EmojiPolicy(whole: [.zwjSequence, .skinToneSequence, .keycap]))
        // rxvt-unicode draws no emoji pictures at all: single emoji go to the fallback too.
        #expect(KnownEmojiDrawing.policy(measured: measuredWhole, for: TerminalIdentity(name: .rxvtUnicode, source: .term))
                == EmojiPolicy(pictographs: false))
        #expect(KnownEmojiDrawing.policy(measured: measuredWhole, for: TerminalIdentity(name: .alacritty, source: .term))[.flag] == .fallback)
        // A terminal not in the table keeps what was measured.
        #expect(KnownEmojiDrawing.policy(measured: measuredWhole, for: TerminalIdentity(name: .kitty, source: .xtversion)) == .whole)
    }

    /// The whole round trip with a terminal that agrees about every width but says it is xterm
    /// on a white background: the table overrules the measurement, TESSERA_EMOJI overrules both.
    @Test func theProbeDecidesFromMeasurementIdentityAndEnvironment() {
        var terminal = ScriptedTerminal.agreeing()
        terminal.versionReport = "XTerm(390)"
        terminal.secondaryAttributes = [41, 390, 0]
        terminal.dynamicColors = [10: "rgb:0000/0000/0000", 11: "rgb:ffff/ffff/ffff"]
        var probe = TerminalProbe(screenSize: CellSize(width: terminal.width, height: terminal.height))
        var decoder = InputDecoder()
        decoder.awaitedCursorReports = probe.cursorReportsAsked
        #expect(decoder.decode(terminal.write(probe.query)).isEmpty)
        for reply in decoder.takeReplies() { probe.take(reply) }
        #expect(probe.isComplete)
        #expect(probe.measuredPolicy == .whole)
        #expect(probe.identity(environment: [:]).name == .xterm)
        #expect(probe.colors(environment: [:]) == TerminalColors(appearance: .light, foreground: .black, background: .white, source: .terminal))
        #expect(probe.decidedPolicy(environment: [:]) == EmojiPolicy(whole: [.zwjSequence, .skinToneSequence, .keycap]))
        #expect(probe.decidedPolicy(environment: ["TESSERA_EMOJI": "flag=whole"])[.flag] == .whole)

        let report = probe.report(drawn: probe.decidedPolicy(environment: [:]), environment: ["COLORFGBG": "0;15"], duration: nil)
        #expect(report.contains("background: light (OSC 11; background #ffffff, text #000000)"), "\(report)")
        #expect(report.contains("terminal: xterm 390 (XTVERSION)"), "\(report)")
        #expect(report.contains("known drawing: xterm draws a flag as half a letter and VS16 emoji in one cell → fallback for flag, vs16"), "\(report)")
        #expect(report.contains("COLORFGBG: \"0;15\""), "\(report)")
    }

    @Test func aSilentTerminalLeavesEverythingToTheEnvironment() {
        var terminal = ScriptedTerminal.agreeing()
        var probe = TerminalProbe(screenSize: CellSize(width: terminal.width, height: terminal.height))
        var decoder = InputDecoder()
        decoder.awaitedCursorReports = probe.cursorReportsAsked
        _ = decoder.decode(terminal.write(probe.query))
        for reply in decoder.takeReplies() { probe.take(reply) }
        #expect(probe.reportedBackground == nil && probe.versionReport == nil)
        #expect(probe.colors(environment: ["COLORFGBG": "0;15"]).appearance == .light)
        #expect(probe.colors(environment: [:]) == .assumed)
        #expect(probe.identity(environment: ["TERM": "rxvt-unicode"]).name == .rxvtUnicode)
        #expect(probe.decidedPolicy(environment: ["TERM": "rxvt-unicode"]) == EmojiPolicy(pictographs: false))
        #expect(probe.decidedPolicy(environment: ["TERM": "rxvt-unicode", "TESSERA_EMOJI": "single=whole"]) == .fallback)
    }
}

extension TerminalIdentityTests {
    /// The Linux console prints part of an OSC it does not know: there, only the measuring is done.
    @Test func theLinuxConsoleIsNotAskedForColoursOrItsName() {
        let asked = String(decoding: TerminalProbe(screenSize: CellSize(width: 80, height: 24)).query, as: UTF8.self)
        let quiet = String(decoding: TerminalProbe(screenSize: CellSize(width: 80, height: 24), asksColorsAndIdentity: false).query,
                           as: UTF8.self)
        #expect(asked.contains("\u{1B}]11;?") && asked.contains("\u{1B}[>0q"))
        #expect(!quiet.contains("\u{1B}]") && !quiet.contains("\u{1B}[>") && quiet.hasSuffix("\u{1B}[c"))
    }
}
