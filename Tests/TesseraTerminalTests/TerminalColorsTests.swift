import Testing
@testable import TesseraTerminal

/// Knowing the background: the terminal's OSC 10/11 answers, `COLORFGBG`, `TESSERA_BACKGROUND`,
/// and the contrast arithmetic the themes are checked with.
@Suite struct TerminalColorsTests {
    @Test func x11ColourSpecificationsAsTerminalsSendThem() {
        #expect(RGBColor(x11Specification: "rgb:ffff/ffff/ffff") == .white)
        #expect(RGBColor(x11Specification: "rgb:0000/0000/0000") == .black)
        #expect(RGBColor(x11Specification: "rgb:1e1e/1e1e/2e2e") == RGBColor(red: 0x1E, green: 0x1E, blue: 0x2E))
        #expect(RGBColor(x11Specification: "rgb:f/8/0") == RGBColor(red: 255, green: 136, blue: 0))
        #expect(RGBColor(x11Specification: "#fdf6e3") == RGBColor(red: 0xFD, green: 0xF6, blue: 0xE3))
        #expect(RGBColor(x11Specification: "rgb:ffff/ffff") == nil)
        #expect(RGBColor(x11Specification: "white") == nil)
    }

    @Test func wcagContrastOfKnownPairs() {
        #expect(abs(RGBColor.black.contrastRatio(with: .white) - 21) < 0.001)
        #expect(RGBColor.white.contrastRatio(with: .white) == 1)
        // xterm's blue on white, and its yellow on white: readable and not.
        #expect(abs(Color.blue.xtermRGB!.contrastRatio(with: .white) - 9.4) < 0.05)
        #expect(Color.yellow.xtermRGB!.contrastRatio(with: .white) < 2)
        #expect(RGBColor(x11Specification: "#fdf6e3")!.isLight)
        #expect(!RGBColor(x11Specification: "#002b36")!.isLight)
    }

    @Test func theTerminalsAnswerDecidesUnlessTheEnvironmentSaysOtherwise() {
        let solarizedLight = RGBColor(x11Specification: "#fdf6e3")!, text = RGBColor(x11Specification: "#657b83")!
        let reported = TerminalColors.decide(reportedForeground: text, reportedBackground: solarizedLight, environment: ["COLORFGBG": "15;0"])
        #expect(reported.appearance == .light && reported.source == .terminal)
        #expect(reported.background == solarizedLight && reported.foreground == text)

        let overridden = TerminalColors.decide(reportedForeground: nil, reportedBackground: solarizedLight,
                                               environment: ["TESSERA_BACKGROUND": "dark"])
        #expect(overridden == .usual(.dark, source: .environment))
        #expect(TerminalColors.decide(reportedForeground: nil, reportedBackground: nil, environment: ["TESSERA_BACKGROUND": "LIGHT"]).appearance == .light)
        // A value that is neither word is ignored.
        #expect(TerminalColors.decide(reportedForeground: nil, reportedBackground: nil, environment: ["TESSERA_BACKGROUND": "auto"]) == .assumed)
    }

    @Test func colorFGBGWhenTheTerminalIsSilent() {
        func decided(_ value: String) -> TerminalColors {
            TerminalColors.decide(reportedForeground: nil, reportedBackground: nil, environment: ["COLORFGBG": value])
        }
        #expect(decided("0;15") == .usual(.light, source: .colorFGBG))
        #expect(decided("0;default;7").appearance == .light)
        #expect(decided("15;0") == .usual(.dark, source: .colorFGBG))
        #expect(decided("7;8").appearance == .dark)
        #expect(decided("default;default") == .assumed)
        #expect(TerminalColors.decide(reportedForeground: nil, reportedBackground: nil, environment: [:]) == .assumed)
    }

    @Test func theDecoderTakesColourVersionAndDA2AnswersAsReplies() {
        var decoder = InputDecoder()
        let events = decoder.decode(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}\u{1B}]10;rgb:0000/0000/0000\u{1B}\\".utf8)
                                    + Array("\u{1B}P>|XTerm(390)\u{1B}\\\u{1B}[>41;390;0cx".utf8))
        #expect(events.count == 1, "only x is a key: \(events)")
        #expect(decoder.takeReplies() == [.dynamicColor(11, .white), .dynamicColor(10, .black),
                                          .terminalVersion("XTerm(390)"), .secondaryDeviceAttributes([41, 390, 0])])
    }

    @Test func anAnswerSplitAcrossReadsWaitsForItsEnd() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}]11;rgb:ff".utf8)).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.decode(Array("ff/ffff/ffff\u{1B}\\".utf8)).isEmpty)
        #expect(decoder.takeReplies() == [.dynamicColor(11, .white)])
    }

    @Test func altBracketTypedAloneIsStillAKey() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}]".utf8)).isEmpty)
        let keys = decoder.flushPending()
        #expect(keys.count == 1)
        if case .key(let key)? = keys.first {
            #expect(key.key == .character("]") && key.modifiers == .alt)
        }
        #expect(decoder.takeReplies().isEmpty)
    }

    @Test func aBackgroundIsNeverLeftWithTheTerminalsTextColour() {
        for appearance in BackgroundAppearance.allCases {
            let colors = TerminalColors.usual(appearance)
            for depth in [ColorDepth.palette256, .sixteen, .eight] {
                for background in [Color.palette(235), .palette(255), .cyan, .blue, .white, .yellow] {
                    let legible = Style(background: background).legible(at: depth, on: colors)
                    #expect(legible.foreground != .default, "\(background) at \(depth) on \(appearance)")
                    #expect(ShownColors(legible, depth: depth, colors: colors).contrastRatio >= 4.5,
                            "\(legible) at \(depth) on \(appearance)")
                }
            }
        }
        // Grey on cyan in 8 colours (bold black is drawn grey): repaired; a readable pair is kept.
        let greyOnCyan = Style(foreground: .black, background: .cyan, attributes: .bold)
        let repaired = greyOnCyan.legible(at: .eight, on: .usual(.light))
        #expect(ShownColors(greyOnCyan, depth: .eight, colors: .usual(.light)).contrastRatio < 3)
        #expect(ShownColors(repaired, depth: .eight, colors: .usual(.light)).contrastRatio >= 4.5, "\(repaired)")
        #expect(repaired.background == .cyan)
        let whiteOnBlue = Style(foreground: .white, background: .blue)
        #expect(whiteOnBlue.legible(at: .eight, on: .usual(.light)) == whiteOnBlue)
        // Yellow text on a white terminal, 16 colours: repaired to something readable.
        let yellow = Style(foreground: .yellow).legible(at: .sixteen, on: .usual(.light))
        #expect(ShownColors(yellow, depth: .sixteen, colors: .usual(.light)).contrastRatio >= 3)
        // Monochrome and dim are left as asked.
        #expect(Style(background: .blue).legible(at: .monochrome, on: .assumed) == Style(background: .blue))
        #expect(Style(foreground: .yellow, attributes: .dim).legible(at: .sixteen, on: .usual(.light)).foreground == .yellow)
    }

    @Test func theNcursesMappingUsesTheLegibleStyle() {
        let mapping = ColorMapping(depth: .eight, colors: .usual(.light))
        let resolved = mapping.resolve(Style(background: .cyan))
        #expect(resolved.foreground != -1 && resolved.background == 6)
    }

    @Test func theAuditFindsDefaultTextOnAChosenBackgroundAndLowContrast() {
        var screen = ScreenBuffer(size: CellSize(width: 6, height: 1))
        screen.draw("ab", at: CellPoint(x: 0, y: 0), style: Style(background: .palette(235)))
        screen.draw("cd", at: CellPoint(x: 2, y: 0), style: Style(foreground: .yellow))
        screen.draw("─", at: CellPoint(x: 4, y: 0), style: Style(foreground: .palette(245)))
        let dark = ContrastAudit(depth: .palette256, colors: .usual(.dark)).findings(in: screen)
        #expect(dark.map(\.x) == [0, 1], "\(dark)")
        let light = ContrastAudit(depth: .palette256, colors: .usual(.light)).findings(in: screen)
        #expect(light.map(\.x) == [0, 1, 2, 3], "the separator's 3.5 is enough for a glyph: \(light)")
    }
}
