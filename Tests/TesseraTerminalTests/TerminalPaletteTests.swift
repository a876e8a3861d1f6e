import Testing
@testable import TesseraTerminal

/// The palettes the contrast audit can show a screen with: xterm's is the one `xtermRGB` and the
/// colour approximation use; kitty's and rxvt-unicode's shade the same indices differently, and
/// the audit sees it.
@Suite struct TerminalPaletteTests {
    @Test func xtermsPaletteIsTheOneTheApproximationUses() {
        for n in 0..<16 {
            #expect(TerminalPalette.xterm.rgb(.ansi(UInt8(n))) == Color.ansi(UInt8(n)).xtermRGB, "colour \(n)")
            #expect(TerminalPalette.xterm.rgb(.palette(UInt8(n))) == Color.palette(UInt8(n)).xtermRGB, "colour \(n)")
        }
        #expect(TerminalPalette.xterm.colors.appearance == .light)
    }

    @Test func theCubeAndGreysAreTheSameInEveryPalette() {
        for palette in TerminalPalette.known {
            for n in [16, 25, 117, 231, 232, 250, 255] {
                #expect(palette.rgb(.palette(UInt8(n))) == Color.palette(UInt8(n)).xtermRGB, "\(palette) colour \(n)")
            }
            #expect(palette.rgb(.default) == nil)
        }
    }

    @Test func eachTerminalsOwnColours() {
        #expect(TerminalPalette.kitty.rgb(.blue) == RGBColor(red: 0x0d, green: 0x73, blue: 0xcc))
        #expect(TerminalPalette.kitty.colors.appearance == .dark)
        #expect(TerminalPalette.kitty.colors.foreground == RGBColor(red: 0xdd, green: 0xdd, blue: 0xdd))
        #expect(TerminalPalette.rxvtUnicode.rgb(.white) == RGBColor(red: 0xfa, green: 0xeb, blue: 0xd7))
        #expect(TerminalPalette.rxvtUnicode.rgb(.brightBlack) == RGBColor(red: 0x40, green: 0x40, blue: 0x40))
        #expect(TerminalPalette.rxvtUnicode.colors.appearance == .light)
    }

    @Test func theAuditSeesThePalette() {
        // White on blue at 8 colours: 7.5 in xterm, 3.6 with kitty's lighter blue and darker white.
        var screen = ScreenBuffer(size: CellSize(width: 2, height: 1))
        screen.draw("ab", at: CellPoint(x: 0, y: 0), style: Style(foreground: .white, background: .blue))
        #expect(ContrastAudit(depth: .eight, colors: .usual(.dark)).findings(in: screen).isEmpty)
        let kitty = ContrastAudit(depth: .eight, colors: TerminalPalette.kitty.colors, palette: .kitty)
        #expect(kitty.findings(in: screen).map(\.x) == [0, 1])
        let lowest = try! #require(kitty.lowestContrast(in: screen, needing: ShownColors.textMinimum))
        #expect(lowest > 3.4 && lowest < 3.7, "\(lowest)")
        #expect(ShownColors.worstContrast(Style(foreground: .white, background: .blue), depth: .eight, colors: .usual(.dark)) == lowest)
    }

    @Test func faintIsDrawnAsTheTerminalDrawsIt() {
        let faint = Style(foreground: .white, attributes: .dim)
        let xterm = ShownColors(faint, depth: .sixteen, colors: .usual(.dark))
        let kitty = ShownColors(faint, depth: .sixteen, colors: TerminalPalette.kitty.colors, palette: .kitty)
        #expect(xterm.foregrounds == [RGBColor(red: 115, green: 115, blue: 115)])
        #expect(kitty.foregrounds == [RGBColor(red: 88, green: 88, blue: 88)], "kitty's dim_opacity 0.4")
    }
}
