/// The colours a person sees for a `Style` on a terminal of some depth with some default colours:
/// what the contrast rule is checked against, both by the tests and by the output's last line
/// of defence (`Style.legible(at:on:)`).
///
/// How a terminal turns a style into light, modelled on xterm:
/// - colours are approximated for the depth (`Color.approximated(for:)`) and drawn with the
///   terminal's palette (`TerminalPalette`: xterm's unless another is given); `.default` is the
///   terminal's own colour (`TerminalColors`);
/// - reverse video swaps the two;
/// - bold on one of the 8 normal colours may be drawn in its bright form (xterm's `boldColors`,
///   on by default), so both forms are kept and the worse one counts;
/// - dim (faint) text is drawn part of the way to the background: halfway in xterm
///   (`TerminalPalette.faintFraction`).
package struct ShownColors: Hashable, Sendable {
    /// The text colours a terminal may draw: one, or two where bold may brighten it.
    package var foregrounds: [RGBColor]
    /// The colour behind the text.
    package var background: RGBColor

    /// How `style` shows on a terminal of `depth` whose default colours are `colors` and whose
    /// 16 standard colours are `palette`'s.
    package init(_ style: Style, depth: ColorDepth, colors: TerminalColors, palette: TerminalPalette = .xterm) {
        let shown = style.approximated(for: depth)
        var foreground = shown.foreground, background = shown.background
        if depth == .monochrome && style.background != .default {
            // ColorMapping draws a coloured background as reverse video where there is no colour.
            foreground = .default
            background = .default
        }
        var foregroundForms = [palette.rgb(foreground) ?? colors.foreground]
        if style.attributes.contains(.bold), case .ansi(let n) = foreground, n < 8 {
            foregroundForms.append(palette.standard[Int(n) + 8])
        }
        var backgroundRGB = palette.rgb(background) ?? colors.background
        var reversed = style.attributes.contains(.reverse)
        if depth == .monochrome && style.background != .default { reversed.toggle() }
        if reversed {
            // Reversed, the (possibly brightened) text colour becomes the background; the worse
            // pairing is kept by trying each.
            let newBackgrounds = foregroundForms
            foregroundForms = [backgroundRGB]
            backgroundRGB = newBackgrounds.max { a, b in
                a.contrastRatio(with: foregroundForms[0]) > b.contrastRatio(with: foregroundForms[0])
            }!
        }
        if style.attributes.contains(.dim) {
            foregroundForms = foregroundForms.map { $0.mixed(with: backgroundRGB, fraction: palette.faintFraction) }
        }
        foregrounds = foregroundForms
        self.background = backgroundRGB
    }

    /// The lowest contrast ratio between any form of the text colour and the background.
    package var contrastRatio: Double {
        foregrounds.map { $0.contrastRatio(with: background) }.min() ?? 1
    }

    /// The lowest contrast `style` has on any of `palettes` with default colours `colors`: what a
    /// theme that cannot know the terminal's palette can count on.
    package static func worstContrast(_ style: Style, depth: ColorDepth, colors: TerminalColors,
                                      palettes: [TerminalPalette] = TerminalPalette.known) -> Double {
        palettes.map { ShownColors(style, depth: depth, colors: colors, palette: $0).contrastRatio }.min() ?? 1
    }

    /// The contrast text needs (WCAG 2.x AA for normal text).
    package static let textMinimum = 4.5
    /// The contrast glyphs that carry meaning need: signal bars, separators, borders (WCAG 2.x
    /// non-text contrast).
    package static let glyphMinimum = 3.0
}

extension Style {
    /// This style as the ncurses backend draws it, made readable whatever the app asked for:
    ///
    /// - a background Tessera set never carries the terminal's default text colour (which may be
    ///   black on a light terminal and light grey on a dark one): the foreground is set too, to
    ///   black or white, whichever stands out more;
    /// - a pair that would fall below the glyph contrast (3) at this depth — grey on cyan in
    ///   8 colours, yellow on a white terminal — gets that black or white text instead.
    ///
    /// Dim and monochrome are left alone: dim is asked for on purpose (fades, disabled rows),
    /// and without colour the terminal's own pair is all there is. Themes are designed not to
    /// need this (see `Theme`); it is the last line of defence for colours an app picks.
    package func legible(at depth: ColorDepth, on colors: TerminalColors) -> Style {
        guard depth != .monochrome, !attributes.contains(.dim) else { return self }
        let shownBackground = background.approximated(for: depth)
        let needsInk = shownBackground != .default && foreground.approximated(for: depth) == .default
        guard needsInk || ShownColors(self, depth: depth, colors: colors).contrastRatio < ShownColors.glyphMinimum else {
            return self
        }
        let candidates: [Color] = depth == .palette256 ? [.palette(16), .palette(231)] : [.black, .white, .brightWhite]
        var best = self, bestRatio = -1.0
        // Bold is kept where it can be; where it cannot (bold black is drawn grey, which no
        // 8-colour background but white carries) the text loses it rather than its contrast.
        for keepsBold in [true, false] where keepsBold || attributes.contains(.bold) {
            for ink in candidates where ink.approximated(for: depth) == ink {
                var candidate = self
                candidate.foreground = ink
                if !keepsBold { candidate.attributes.remove(.bold) }
                let ratio = ShownColors(candidate, depth: depth, colors: colors).contrastRatio
                if ratio > bestRatio + 0.001 { best = candidate; bestRatio = ratio }
            }
            if bestRatio >= ShownColors.textMinimum { break }
        }
        return best
    }
}
