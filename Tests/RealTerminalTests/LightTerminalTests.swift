import Foundation
import Testing
import TesseraTerminal
import ProcessTestSupport

/// The seed demos in xterm (TERM=xterm, 8 colours; xterm-16color; xterm-256color) and rxvt-unicode, each
/// with a white background, under Xvfb: every byte the demo writes is recorded (`script`),
/// read back into cells with their colours (`ANSIScreenReader`) and checked against the rules
/// (`ContrastAudit`): no character in the terminal's default colour on a background the demo
/// set, text 4.5, glyphs 3 — at start, on the focused row after a move, and after filtering.
/// The terminals answer the start-up probe themselves: xterm says its background is white
/// (OSC 11), rxvt-unicode says so through COLORFGBG. Nested in `RealTerminalTests` so that it
/// runs after kitty's tests, never beside them: one X server and one terminal at a time.
extension RealTerminalTests { @Suite(.serialized, .enabled(if: RequiredTools.lightTerminals, "needs xterm, urxvt, xdotool and script on PATH")) struct LightTerminalTests {
    /// A terminal as a person might have it.
    struct Setup: Sendable, CustomTestStringConvertible {
        var emulator: X11TerminalSession.Emulator
        var term: String
        var depth: ColorDepth
        var testDescription: String { "\(emulator) TERM=\(term)" }
    }

    static let setups: [Setup] = [
        Setup(emulator: .xterm, term: "xterm", depth: .eight),
        Setup(emulator: .xterm, term: "xterm-256color", depth: .palette256),
        Setup(emulator: .urxvt, term: "rxvt-unicode-256color", depth: .palette256),
    ]

    /// The seed demos also run at 16 colours (the bright colours as colours, not only as bold),
    /// which the probe needs no extra run for: it answers the same as xterm's other TERMs.
    static let colourSetups = setups + [Setup(emulator: .xterm, term: "xterm-16color", depth: .sixteen)]

    /// The seed demos, what says each is up, and a query for those that filter.
    static let demos: [(name: String, ready: String, filter: String?)] = [
        ("wifi", "CHOOSE A NETWORK", nil),
        ("emoji", "Emoji Explorer", "heart"),
        ("mountains", "1,645 of 1,645", "mont"),
        ("outline", "Outline", nil),
    ]

    static func expectLegible(_ screen: ScreenBuffer, _ setup: Setup, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let findings = ContrastAudit(depth: setup.depth, colors: .usual(.light)).findings(in: screen)
        #expect(findings.count == 0, "\(what) in \(setup.testDescription): \(findings.prefix(4).map(\.description))\n\(screen.text)",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: colourSetups)
    func seedDemosKeepTheColourRulesOnWhite(setup: Setup) throws {
        for demo in Self.demos {
            let session = try X11TerminalSession(setup.emulator, term: setup.term,
                                                 command: "\(try RealTerminalTests.demo) \(demo.name) --no-animation")
            defer { session.kill() }
            var screen = try session.waitFor("\(demo.name) to start") { $0.text.contains(demo.ready) }
            Self.expectLegible(screen, setup, demo.name)
            if setup.emulator == .urxvt, demo.name == "emoji" {
                // No emoji pictures in rxvt-unicode: not one was sent (it would draw an empty
                // box), the faces went as ☺ and the people as ♙.
                let pictures = screen.cells.filter { $0.grapheme.unicodeScalars.contains { $0.properties.isEmojiPresentation } }
                #expect(pictures.isEmpty, "sent to rxvt-unicode: \(pictures.map(\.grapheme))\n\(screen.text)")
                #expect(screen.text.contains("☺  grinning face") && screen.text.contains("♙"), "\(screen.text)")
            }
            // The focused row: at 8 colours reverse video (no coloured bar keeps bold text
            // readable on every palette); elsewhere a fill with its own text colour, readable.
            let before = screen
            try session.key("Down")
            if setup.depth == .eight {
                screen = try session.waitFor("\(demo.name): a focused row after Down") { screen in
                    screen != before && screen.cells.contains { $0.style.attributes.contains(.reverse) && !$0.grapheme.isWhitespace }
                }
                Self.expectLegible(screen, setup, "\(demo.name) after Down")
            } else {
                let focusFill: Color = setup.depth == .palette256 ? .palette(25) : .blue
                screen = try session.waitFor("\(demo.name): a focused row after Down") { screen in
                    screen != before && screen.cells.contains { $0.style.background == focusFill }
                }
                Self.expectLegible(screen, setup, "\(demo.name) after Down")
                let focused = screen.cells.filter { $0.style.background == focusFill && !$0.grapheme.isWhitespace }
                #expect(!focused.isEmpty, "\(demo.name): no focused row in \(setup.testDescription)\n\(screen.text)")
                #expect(focused.allSatisfy { $0.style.foreground != .default })
                // The depth the terminal announced is the one drawn: at 16 colours the focused
                // row's text is bright white (SGR 97), at 256 palette 231.
                let focusInk: Color = setup.depth == .sixteen ? .brightWhite : .palette(231)
                #expect(focused.contains { $0.style.foreground == focusInk }, "\(demo.name) in \(setup.testDescription): \(Set(focused.map(\.style)))")
            }
            if let query = demo.filter {
                try session.type("/" + query)
                screen = try session.waitFor("\(demo.name) filtered by \(query)") { $0.text.contains(query) }
                Self.expectLegible(screen, setup, "\(demo.name) filtered by \(query)")
                #expect(screen.cells.contains { $0.style.attributes.contains(.underline) }, "\(demo.name): the matches are not marked")
            }
        }
    }

    /// What the probe learns in each: the background, who the terminal is, and what is known of
    /// how it draws emoji (flags measured whole but drawn as letters go to the fallback).
    @Test(arguments: setups)
    func theProbeKnowsTheTerminal(setup: Setup) throws {
        let session = try X11TerminalSession(setup.emulator, term: setup.term, command: "\(try RealTerminalTests.demo) --probe; sleep 60")
        defer { session.kill() }
        let screen = try session.waitFor("the probe's report") { $0.text.contains("TESSERA_EMOJI") }
        // The report's long lines wrap at the terminal's width: read them whole.
        let report = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map { row in
            let trimmed = String(row.reversed().drop { $0 == " " }.reversed())
            return TextWidth.of(trimmed) >= session.width ? trimmed : trimmed + "\n"
        }.joined()
        #expect(report.contains("background: light"), "\(report)")
        switch setup.emulator {
        case .xterm:
            #expect(report.contains("background: light (OSC 11; background #ffffff"), "\(report)")
            #expect(report.contains("terminal: xterm"), "\(report)")
            #expect(report.contains("fallback for flag, vs16"), "\(report)")
        case .urxvt:
            #expect(report.contains("background: light (COLORFGBG"), "\(report)")
            #expect(report.contains("terminal: rxvt-unicode"), "\(report)")
            #expect(report.contains("fallback for zwj, skin, flag, vs16, keycap, single"), "\(report)")
            // No emoji font: single emoji become text symbols, which only the table decides.
            #expect(report.range(of: #"single emoji\s+—\s+fallback\s+not measured"#, options: .regularExpression) != nil, "\(report)")
        }
        let flag = report.split(separator: "\n").first { $0.hasPrefix("flag ") }.map(String.init) ?? ""
        #expect(flag.contains("fallback") && flag.range(of: #"flag\s+\S+\s+fallback"#, options: .regularExpression) != nil, "\(flag)")
    }
} }
