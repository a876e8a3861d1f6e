import Foundation
import Testing
import TesseraTerminal

extension EndToEndTests {
    /// The real binary on a real pty, as a person on a light terminal, on an 8-colour `xterm`
    /// and on a dark one sees it: tmux keeps every cell's colours, `capture-pane -e` hands them
    /// over, and `ContrastAudit` checks each against the rules — no character drawn in the
    /// terminal's default text colour on a background the program set, text at least 4.5,
    /// glyphs at least 3 — on the focused row and everywhere else.
    ///
    /// Blank cells are not held to the foreground rule: ncurses clears runs of them with
    /// erase sequences (ECH, EL) where the terminal has back-colour erase, and an erased cell
    /// has a background but, by the terminal's design, no text colour — and no text.
    @Suite struct TerminalColours {
        /// One way of meeting the demos: TERM, the environment that announces the background,
        /// the depth and colours that follow.
        struct Setting: CustomTestStringConvertible, Sendable {
            var term: String?
            var environment: [String: String]
            var depth: ColorDepth
            var appearance: BackgroundAppearance
            var testDescription: String { "TERM=\(term ?? "tmux") \(environment) → \(depth) on \(appearance)" }
        }

        static let settings: [Setting] = [
            Setting(term: nil, environment: ["COLORFGBG": "0;15"], depth: .palette256, appearance: .light),
            Setting(term: "xterm", environment: ["COLORFGBG": "0;15"], depth: .eight, appearance: .light),
            Setting(term: "xterm", environment: [:], depth: .eight, appearance: .dark),
        ]

        /// The seed demos that have a focused row, how to tell they are up, and a query for the
        /// ones that filter.
        static let demos: [(name: String, ready: String, filter: String?)] = [
            ("wifi", "CHOOSE A NETWORK", nil),
            ("emoji", "Emoji Explorer", "heart"),
            ("mountains", "1,645 of 1,645", "mont"),
            ("outline", "Outline", nil),
        ]

        /// The pane's cells, with their colours, as tmux holds them.
        static func cells(of session: TmuxSession) throws -> ScreenBuffer {
            let result = try TmuxSession.execute(try TmuxSession.tmuxPath, ["-L", session.socket, "capture-pane", "-e", "-p"])
            guard result.status == 0 else { throw EndToEndFailure("capture-pane -e failed: \(result.error)") }
            return ANSIScreenReader.capturedPane(result.output, size: CellSize(width: session.width, height: session.height))
        }

        static func expectLegible(_ screen: ScreenBuffer, _ setting: Setting, _ what: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
            let audit = ContrastAudit(depth: setting.depth, colors: .usual(setting.appearance), strictBackgrounds: false)
            let findings = audit.findings(in: screen)
            #expect(findings.count == 0, "\(what), \(setting.testDescription): \(findings.prefix(4).map(\.description))\n\(screen.text)",
                    sourceLocation: sourceLocation)
        }

        /// The focused row is there to be checked: some cell has the focus fill (or, at 8
        /// colours, white on blue), so the audit above looked at it.
        static func expectFocusedRow(_ screen: ScreenBuffer, _ setting: Setting, _ demo: String,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
            // At 8 colours the focused row is reverse video: no coloured bar keeps bold text
            // readable on every palette (TerminalPalette); elsewhere a blue bar with its own ink.
            guard setting.depth != .eight else {
                let focused = screen.cells.filter { $0.style.attributes.contains(.reverse) && !$0.grapheme.isWhitespace }
                #expect(!focused.isEmpty, "\(demo): no focused row, \(setting.testDescription):\n\(screen.text)", sourceLocation: sourceLocation)
                return
            }
            let focusFill: Color = setting.depth == .palette256 ? .palette(25) : .blue
            let focused = screen.cells.filter { $0.style.background == focusFill && !$0.grapheme.isWhitespace }
            #expect(!focused.isEmpty, "\(demo): no focused row, \(setting.testDescription):\n\(screen.text)", sourceLocation: sourceLocation)
            #expect(focused.allSatisfy { $0.style.foreground != .default })
        }

        @Test(arguments: settings)
        func everySeedDemoKeepsTheColourRules(setting: Setting) throws {
            for demo in Self.demos {
                var command = ["/usr/bin/env"] + setting.environment.map { "\($0)=\($1)" }
                if let term = setting.term { command.append("TERM=\(term)") }
                command += [try DemoBinary.path, demo.name]
                let session = try TmuxSession(command: command)
                defer { session.kill() }
                try session.waitForText(demo.ready)
                try session.waitForSettled("\(demo.name) to settle") { _ in true }
                var screen = try Self.cells(of: session)
                Self.expectLegible(screen, setting, demo.name)
                try session.sendKeys("Down")
                try session.waitForSettled("\(demo.name) after Down") { _ in true }
                screen = try Self.cells(of: session)
                Self.expectLegible(screen, setting, "\(demo.name) after Down")
                // After one Down a row has the focus in every one of them (Mountains starts in its field).
                Self.expectFocusedRow(screen, setting, demo.name)
                if let query = demo.filter {
                    try session.type("/" + query)
                    try session.waitForSettled("\(demo.name) filtered") { $0.contains(query) }
                    screen = try Self.cells(of: session)
                    Self.expectLegible(screen, setting, "\(demo.name) filtered by \(query)")
                    // The match shows: underlined where it is not on the focused row.
                    #expect(screen.cells.contains { $0.style.attributes.contains(.underline) }, "\(demo.name): no match shown")
                }
            }
        }

        /// `--probe` names the background it decided on, and where that came from.
        @Test func theProbeReportsTheBackground() throws {
            let session = try TmuxSession(command: ["/usr/bin/env", "COLORFGBG=0;15", "TERM=xterm", try DemoBinary.path, "--probe"])
            defer { session.kill() }
            let report = try session.waitForText("TESSERA_EMOJI")
            #expect(report.contains("COLORFGBG: \"0;15\""), "\(report)")
            #expect(report.contains("background: light (COLORFGBG"), "\(report)")
        }
    }
}
