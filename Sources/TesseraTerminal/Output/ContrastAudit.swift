/// Checks a screen against the colour rules, cell by cell, as a person would see it on a
/// terminal of some depth, background and palette (`ShownColors`, `TerminalPalette`):
///
/// - text (letters and digits) has a contrast ratio of at least 4.5 with what is behind it, dim
///   or not (faint text is still text: quiet labels are drawn in a quieter colour instead, and
///   fading rows in `Theme.faded`'s), and every other visible glyph (bars, separators, borders,
///   arrows) at least 3. Frames of an animation are audited like screens at rest; only a
///   disabled row (WCAG exempts inactive controls), drawn faint on purpose, is not one to audit;
/// - no visible character is drawn in the terminal's default text colour on a background that
///   was chosen (the terminal's text colour is black on one terminal and light grey on another);
///   `strictBackgrounds` extends that to blank cells, as the ncurses backend guarantees.
///
/// Emoji are left out: they are drawn in their own colours. What the tests use on headless
/// frames, on `tmux capture-pane -e` and on the bytes a real terminal was sent.
package struct ContrastAudit: Sendable {
    /// One cell that breaks a rule.
    package struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// Column, 0-based.
        package var x: Int
        /// Row, 0-based.
        package var y: Int
        /// What the cell shows.
        package var grapheme: Character
        /// Its style as drawn.
        package var style: Style
        /// The contrast it has (0 for a default foreground on a chosen background).
        package var ratio: Double
        /// The contrast it needs.
        package var required: Double

        /// "(12,3) 'A' 2.10 < 4.5 in Style(…)".
        package var description: String {
            let measured = ratio == 0 ? "default text colour on a chosen background"
                : "contrast \((ratio * 100).rounded() / 100) < \(required)"
            return "(\(x),\(y)) '\(grapheme)' \(measured) — \(style)"
        }
    }

    /// The colour depth the screen is shown at.
    package var depth: ColorDepth
    /// The terminal's default colours.
    package var colors: TerminalColors
    /// The RGB the terminal draws the 16 standard colours with.
    package var palette: TerminalPalette
    /// Whether a blank cell with a chosen background and the default foreground counts too.
    package var strictBackgrounds: Bool

    /// An audit for a terminal of `depth` with default colours `colors` and the 16 standard
    /// colours of `palette` (xterm's unless said).
    package init(depth: ColorDepth, colors: TerminalColors, palette: TerminalPalette = .xterm, strictBackgrounds: Bool = false) {
        self.depth = depth
        self.colors = colors
        self.palette = palette
        self.strictBackgrounds = strictBackgrounds
    }

    /// The contrast `grapheme` needs in `style`: 4.5 for a letter or digit, dim or not, 3 for
    /// any other visible glyph; nil for blanks and emoji, which are not checked.
    package static func requiredContrast(for grapheme: Character, style: Style) -> Double? {
        guard !grapheme.isWhitespace, let first = grapheme.unicodeScalars.first else { return nil }
        if first.properties.isEmojiPresentation || grapheme.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return nil }
        if (0x2800...0x28FF).contains(first.value) { return nil } // braille placeholders
        let isText = grapheme.isLetter || grapheme.isNumber
        return isText ? ShownColors.textMinimum : ShownColors.glyphMinimum
    }

    /// The finding for one cell, if it breaks a rule.
    package func check(_ grapheme: Character, style: Style, x: Int, y: Int) -> Finding? {
        let shown = style.approximated(for: depth)
        let chosenBackground = depth != .monochrome && shown.background != .default
        let visible = !grapheme.isWhitespace
        if chosenBackground, shown.foreground == .default, visible || strictBackgrounds,
           !style.attributes.contains(.reverse) {
            return Finding(x: x, y: y, grapheme: grapheme, style: style, ratio: 0, required: ShownColors.textMinimum)
        }
        guard let required = Self.requiredContrast(for: grapheme, style: style) else { return nil }
        let ratio = ShownColors(style, depth: depth, colors: colors, palette: palette).contrastRatio
        guard ratio + 0.005 < required else { return nil }
        return Finding(x: x, y: y, grapheme: grapheme, style: style, ratio: ratio, required: required)
    }

    /// The lowest contrast among the cells of `screen` that need `required` (4.5 for text, 3
    /// for glyphs); nil when there are none. What the audit's margin is, for reports.
    package func lowestContrast(in screen: ScreenBuffer, needing required: Double) -> Double? {
        var lowest: Double?
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let cell = screen[x, y]
                guard !cell.isContinuation, Self.requiredContrast(for: cell.grapheme, style: cell.style) == required else { continue }
                let ratio = ShownColors(cell.style, depth: depth, colors: colors, palette: palette).contrastRatio
                lowest = min(lowest ?? ratio, ratio)
            }
        }
        return lowest
    }

    /// Every finding in `screen`, row by row.
    package func findings(in screen: ScreenBuffer) -> [Finding] {
        var found: [Finding] = []
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let cell = screen[x, y]
                guard !cell.isContinuation, let finding = check(cell.grapheme, style: cell.style, x: x, y: y) else { continue }
                found.append(finding)
            }
        }
        return found
    }
}
