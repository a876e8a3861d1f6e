import Testing
@testable import TesseraTerminal

@Suite struct ColorMappingTests {
    @Test func depthFollowsTerminfoColours() {
        #expect(ColorMapping.detectDepth(hasColors: true, colors: 256, noColor: nil) == .palette256)
        #expect(ColorMapping.detectDepth(hasColors: true, colors: 16_777_216, noColor: nil) == .palette256)
        #expect(ColorMapping.detectDepth(hasColors: true, colors: 88, noColor: nil) == .sixteen)
        #expect(ColorMapping.detectDepth(hasColors: true, colors: 16, noColor: nil) == .sixteen)
        #expect(ColorMapping.detectDepth(hasColors: true, colors: 8, noColor: nil) == .eight)
        #expect(ColorMapping.detectDepth(hasColors: true, colors: 2, noColor: nil) == .monochrome)
        #expect(ColorMapping.detectDepth(hasColors: false, colors: 256, noColor: nil) == .monochrome)
        #expect(ColorMapping.detectDepth(hasColors: true, colors: -1, noColor: nil) == .monochrome)
    }

    @Test func noColorMeansMonochromeOnlyWhenNotEmpty() {
        #expect(ColorMapping.detectDepth(hasColors: true, colors: 256, noColor: "1") == .monochrome)
        #expect(ColorMapping.detectDepth(hasColors: true, colors: 256, noColor: "anything") == .monochrome)
        #expect(ColorMapping.detectDepth(hasColors: true, colors: 256, noColor: "") == .palette256)
    }

    @Test func fullPaletteKeepsEveryColour() {
        let mapping = ColorMapping(depth: .palette256)
        let style = Style(foreground: .palette(208), background: .brightBlue, attributes: .bold)
        #expect(mapping.resolve(style) == .init(foreground: 208, background: 12, attributes: .bold))
        #expect(mapping.resolve(.plain) == .init(foreground: -1, background: -1, attributes: []))
    }

    @Test func sixteenColoursMapThePaletteToTheNearestStandardColour() {
        let mapping = ColorMapping(depth: .sixteen)
        #expect(mapping.resolve(Style(foreground: .palette(196))).foreground == 9)   // pure red → bright red
        #expect(mapping.resolve(Style(foreground: .palette(16))).foreground == 0)    // black
        #expect(mapping.resolve(Style(foreground: .palette(231))).foreground == 15)  // white
        #expect(mapping.resolve(Style(foreground: .palette(244))).foreground == 8)   // mid grey
        #expect(mapping.resolve(Style(background: .palette(4))).background == 4)     // system colours stay
        #expect(mapping.resolve(Style(foreground: .brightCyan)).foreground == 14)
    }

    @Test func eightColoursFoldBrightOntoNormal() {
        let mapping = ColorMapping(depth: .eight)
        #expect(mapping.resolve(Style(foreground: .brightRed, background: .brightBlue))
            == .init(foreground: 1, background: 4, attributes: []))
        #expect(mapping.resolve(Style(foreground: .palette(196))).foreground == 1)
        for index in 0...255 {
            let resolved = mapping.resolve(Style(foreground: .palette(UInt8(index)), background: .palette(UInt8(index))))
            #expect((0...7).contains(resolved.foreground) && (0...7).contains(resolved.background), "palette \(index)")
        }
    }

    @Test func monochromeDropsColoursKeepsAttributesAndShowsBackgroundsReversed() {
        let mapping = ColorMapping(depth: .monochrome)
        #expect(mapping.resolve(Style(foreground: .red, attributes: [.bold, .underline]))
            == .init(foreground: -1, background: -1, attributes: [.bold, .underline]))
        #expect(mapping.resolve(Style(foreground: .white, background: .blue))
            == .init(foreground: -1, background: -1, attributes: .reverse))
        #expect(mapping.resolve(Style(attributes: .reverse)).attributes == .reverse)
    }
}

@Suite struct ColorPairTableTests {
    @Test func pairsAreHandedOutOnceInOrderAndDefaultIsPairZero() {
        var defined: [(Int32, ColorPairTable.Colors)] = []
        var table = ColorPairTable(capacity: 64) { pair, colors in defined.append((pair, colors)); return true }
        let red = ColorPairTable.Colors(foreground: 1, background: -1)
        let blue = ColorPairTable.Colors(foreground: -1, background: 4)
        #expect(table.pair(for: .init(foreground: -1, background: -1)) == 0)
        #expect(table.pair(for: red) == 1)
        #expect(table.pair(for: blue) == 2)
        #expect(table.pair(for: red) == 1)
        #expect(defined.map(\.0) == [1, 2])
        #expect(defined.map(\.1) == [red, blue])
    }

    @Test func runningOutFallsBackToTheDefaultPair() {
        var table = ColorPairTable(capacity: 3) { _, _ in true }
        #expect(table.pair(for: .init(foreground: 1, background: 0)) == 1)
        #expect(table.pair(for: .init(foreground: 2, background: 0)) == 2)
        #expect(table.pair(for: .init(foreground: 3, background: 0)) == 0)
        #expect(table.count == 2)
    }

    @Test func aPairTheTerminalRefusesIsNotRemembered() {
        var accept = false
        var table = ColorPairTable(capacity: 64) { _, _ in accept }
        let green = ColorPairTable.Colors(foreground: 2, background: -1)
        #expect(table.pair(for: green) == 0)
        accept = true
        #expect(table.pair(for: green) == 1)
    }
}

@Suite struct DirectColorMappingTests {
    /// xterm-direct's colour numbers from 8 up are RGB values: palette colours go over as the RGB
    /// xterm gives them, the first eight standard colours stay indices.
    @Test func paletteColoursBecomeTheirRGBOnADirectColourTerminal() {
        let mapping = ColorMapping(depth: .palette256, directColor: true)
        let sand = mapping.resolve(Style(foreground: .palette(179), background: .ansi(4)))
        #expect(sand.foreground == 0xD7AF5F)
        #expect(sand.background == 4)
        #expect(mapping.resolve(Style(foreground: .ansi(14))).foreground == 0x00FFFF)
        #expect(mapping.resolve(Style(foreground: .palette(16))).foreground == 8)   // black, not index 0
        #expect(mapping.resolve(Style(foreground: .default)).foreground == -1)
        #expect(ColorMapping(depth: .palette256).resolve(Style(foreground: .palette(179))).foreground == 179)
    }
}

extension ColorMappingTests {
    /// A terminal whose terminfo `sgr` has no dim parameter (xterm-kitty) loses dim through curses:
    /// dim text goes out as a colour halfway to the background, so deleted rows still look deleted.
    @Test func dimIsDrawnAsAColourWhereCursesWouldDropIt() {
        let mapping = ColorMapping(depth: .palette256, colors: .usual(.dark), dimAsColor: true)
        let faint = mapping.resolve(Style(attributes: .dim))
        #expect(!faint.attributes.contains(.dim))
        #expect(faint.foreground >= 232 && faint.foreground <= 250, "a grey between the text and the background: \(faint.foreground)")
        let plain = mapping.resolve(.plain)
        #expect(plain.foreground == -1, "text that is not dim keeps the terminal's colour")
        // Where curses keeps dim, the attribute goes out as it is.
        #expect(ColorMapping(depth: .palette256, colors: .usual(.dark)).resolve(Style(attributes: .dim)).attributes.contains(.dim))
        // Without a grey to draw it with (8 colours), the attribute stays.
        #expect(ColorMapping(depth: .eight, dimAsColor: true).resolve(Style(attributes: .dim)).attributes.contains(.dim))
    }
}
