import Testing
@testable import Tessera

/// The standard theme's pairs, each as views combine them, at truecolor (what a 256-colour
/// palette index is on a direct-colour terminal: the same RGB), 256, 16 and 8 colours and
/// monochrome, on a light and on a dark background: text at least 4.5, glyphs at least 3
/// (WCAG 2.x; the 16 base colours as each known palette draws them — xterm's, kitty's,
/// rxvt-unicode's — bold counted in its bright form too). And the states a person must tell apart stay apart at every depth.
@Suite struct ThemeContrastTests {
    static let depths: [ColorDepth] = [.palette256, .sixteen, .eight, .monochrome]

    /// A pair as drawn: `style` with the text on it, needing `minimum`.
    struct Pair {
        var name: String
        var style: Style
        var minimum: Double
    }

    /// `foreground`'s colour and attributes over `background`'s fill.
    static func over(_ foreground: Style, _ background: Style) -> Style {
        var style = foreground
        if style.background == .default { style.background = background.background }
        if foreground.foreground == .default { style.foreground = background.foreground }
        return style
    }

    /// Every pair the views draw with, as `BackgroundConfiguration`, `CellAccessory`, the
    /// overlays, the hint bar, the search field and the demos' title bar combine them.
    static func pairs(_ theme: Theme) -> [Pair] {
        let text = ShownColors.textMinimum, glyph = ShownColors.glyphMinimum
        var focusedSelected = theme.focused
        focusedSelected.attributes.formUnion(theme.selected.attributes)
        var focusedMatch = theme.focused
        focusedMatch.attributes.formUnion(theme.match.attributes)
        var overlayTitle = theme.overlay
        overlayTitle.attributes.insert(.bold)
        var overlayFooter = theme.overlay
        overlayFooter.attributes.insert(.italic)
        var titleSubtitle = theme.titleBar
        titleSubtitle.attributes.remove(.bold)
        var pairs = [
            Pair(name: "text", style: theme.text, minimum: text),
            Pair(name: "secondary text", style: theme.secondaryText, minimum: text),
            Pair(name: "focused", style: theme.focused, minimum: text),
            Pair(name: "focused and selected", style: focusedSelected, minimum: text),
            Pair(name: "match on the focused row", style: focusedMatch, minimum: text),
            Pair(name: "selected", style: theme.selected, minimum: text),
            Pair(name: "highlighted", style: theme.highlighted, minimum: text),
            Pair(name: "accent", style: theme.accent, minimum: text),
            Pair(name: "header", style: theme.header, minimum: text),
            Pair(name: "title bar", style: theme.titleBar, minimum: text),
            Pair(name: "title bar subtitle", style: titleSubtitle, minimum: text),
            Pair(name: "separator", style: theme.separator, minimum: glyph),
            Pair(name: "match", style: theme.match, minimum: text),
            Pair(name: "hint key", style: theme.hintKey, minimum: text),
            Pair(name: "hint text", style: theme.hintText, minimum: text),
            Pair(name: "grouped background", style: theme.groupedBackground, minimum: text),
            Pair(name: "overlay", style: theme.overlay, minimum: text),
            Pair(name: "overlay title", style: overlayTitle, minimum: text),
            Pair(name: "overlay footer", style: overlayFooter, minimum: text),
            Pair(name: "menu entry focused", style: theme.focused, minimum: text),
            Pair(name: "destructive", style: theme.destructive, minimum: text),
        ]
        // What sits on a grouped list's fill and on an overlay.
        for (name, style, minimum) in [("secondary text", theme.secondaryText, text), ("accent", theme.accent, text),
                                       ("header", theme.header, text), ("match", theme.match, text),
                                       ("separator", theme.separator, glyph), ("selected", theme.selected, text)] {
            pairs.append(Pair(name: "\(name) on the grouped background", style: over(style, theme.groupedBackground), minimum: minimum))
        }
        pairs.append(Pair(name: "destructive in a menu", style: over(theme.destructive, theme.overlay), minimum: text))
        // An accessory's label and a pop-up menu's value are text, quieter than the title
        // beside them; on an unfocused row, plain or grouped.
        for (name, base) in [("", theme.text), (" on the grouped background", theme.groupedBackground)] {
            for (accessory, kind) in [(CellAccessory.label(text: "Off"), "accessory label"),
                                      (CellAccessory.popUpMenu(Menu(children: [Action(title: "On") { _ in }]), selectedElementDidChangeHandler: nil), "pop-up value")] {
                let style = accessory.rendering(state: CellConfigurationState(), base: base, theme: theme).style
                pairs.append(Pair(name: kind + name, style: style, minimum: text))
            }
        }
        return pairs
    }

    /// On every known palette (the app cannot learn which one the terminal has), with the
    /// appearance's usual default colours and with each palette's own where they match it.
    @Test(arguments: TerminalPalette.known.map(\.name))
    func everyPairMeetsTheContrastRule(_ paletteName: String) throws {
        let palette = try #require(TerminalPalette.known.first { $0.name == paletteName })
        var checked = 0
        for depth in Self.depths {
            for appearance in BackgroundAppearance.allCases {
                let theme = Theme(colorDepth: depth, background: appearance)
                var defaults = [TerminalColors.usual(appearance)]
                if palette.colors.appearance == appearance { defaults.append(palette.colors) }
                for colors in defaults {
                    for pair in Self.pairs(theme) {
                        let shown = ShownColors(pair.style, depth: depth, colors: colors, palette: palette)
                        #expect(shown.contrastRatio >= pair.minimum, """
                            \(pair.name) at \(depth) on \(appearance) with \(palette)'s palette (text \(colors.foreground) on \
                            \(colors.background)): \(shown.contrastRatio) < \(pair.minimum) (\(pair.style))
                            """)
                    }
                }
                checked += 1
            }
        }
        #expect(checked == Self.depths.count * 2)
    }

    /// Truecolor: a palette colour on a direct-colour terminal is the RGB xterm's palette gives
    /// it (`ColorMapping`), so the 256-colour check covers it; this pins that down.
    @Test func truecolorDrawsThePaletteRGB() {
        let mapping = ColorMapping(depth: .palette256, directColor: true)
        for index in [25, 179, 231, 245] as [UInt8] {
            let rgb = Color.palette(index).xtermRGB!
            #expect(mapping.resolve(Style(foreground: .palette(index), background: .palette(16))).foreground
                    == rgb.red << 16 | rgb.green << 8 | rgb.blue)
        }
    }

    /// Where a theme sets a background it sets the foreground too (reverse swaps the terminal's
    /// own pair, which is always readable).
    @Test func everyBackgroundComesWithAForeground() {
        for depth in Self.depths {
            for appearance in BackgroundAppearance.allCases {
                for pair in Self.pairs(Theme(colorDepth: depth, background: appearance)) where pair.style.background != .default {
                    #expect(pair.style.foreground != .default, "\(pair.name) at \(depth) on \(appearance)")
                }
            }
        }
    }

    /// How a state looks to a person: the colours it shows and the attributes that change the
    /// letters' look (dim and italic count; colour-less attributes are all there is in monochrome).
    static func look(_ style: Style, depth: ColorDepth, appearance: BackgroundAppearance) -> String {
        let shown = ShownColors(style, depth: depth, colors: .usual(appearance))
        return "\(shown.foregrounds) \(shown.background) \(style.attributes.subtracting(.reverse))"
    }

    @Test func focusSelectionAndMatchStayDistinguishable() {
        for depth in Self.depths {
            for appearance in BackgroundAppearance.allCases {
                let theme = Theme(colorDepth: depth, background: appearance)
                var focusedSelected = theme.focused
                focusedSelected.attributes.formUnion(theme.selected.attributes)
                var focusedMatch = theme.focused
                focusedMatch.attributes.formUnion(theme.match.attributes)
                let states: [(String, Style)] = [
                    ("text", theme.text), ("focused", theme.focused), ("selected", theme.selected),
                    ("focused and selected", focusedSelected), ("match", theme.match), ("highlighted", theme.highlighted),
                ]
                let looks = states.map { Self.look($0.1, depth: depth, appearance: appearance) }
                for i in states.indices {
                    for j in states.indices where j > i && !(states[i].0 == "selected" && states[j].0 == "match") {
                        #expect(looks[i] != looks[j], "\(states[i].0) and \(states[j].0) look the same at \(depth) on \(appearance)")
                    }
                }
                // A match on the focused row shows against the rest of the row.
                #expect(Self.look(focusedMatch, depth: depth, appearance: appearance)
                        != Self.look(theme.focused, depth: depth, appearance: appearance))
            }
        }
    }

    /// An accessory's label reads quieter than the title beside it at every depth (a colour, or
    /// italic where there are too few colours), without the faintness text cannot afford.
    @Test func accessoryLabelsAreQuieterThanTitles() {
        for depth in Self.depths {
            for appearance in BackgroundAppearance.allCases {
                let theme = Theme(colorDepth: depth, background: appearance)
                let label = CellAccessory.label(text: "Off").rendering(state: CellConfigurationState(), base: theme.text, theme: theme).style
                #expect(!label.attributes.contains(.dim), "\(depth) on \(appearance)")
                #expect(Self.look(label, depth: depth, appearance: appearance) != Self.look(theme.text, depth: depth, appearance: appearance),
                        "a label looks like a title at \(depth) on \(appearance)")
                #expect(Self.look(label, depth: depth, appearance: appearance) == Self.look(theme.secondaryText, depth: depth, appearance: appearance))
                // On a grouped list's fill too.
                let grouped = CellAccessory.label(text: "Off").rendering(state: CellConfigurationState(), base: theme.groupedBackground, theme: theme).style
                #expect(Self.look(grouped, depth: depth, appearance: appearance)
                        == Self.look(Self.over(theme.secondaryText, theme.groupedBackground), depth: depth, appearance: appearance))
            }
        }
    }

    @Test func theApplicationPicksTheTerminalsBackground() {
        let light = Theme(capabilities: TerminalCapabilities(colorDepth: .eight, colors: .usual(.light)))
        #expect(light == Theme(colorDepth: .eight, background: .light))
        #expect(light != Theme(colorDepth: .eight, background: .dark))
        #expect(Theme.standard == Theme(colorDepth: .palette256, background: .dark))
    }
}
