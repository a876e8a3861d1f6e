import TesseraTerminal

extension Theme {
    /// How a cell is drawn while its element fades — a deleted row, one arriving, either screen
    /// of a cross-fade: visibly quieter than at rest, yet text keeps 4.5:1 on this theme's
    /// background at its depth, on every known palette (`TerminalPalette.known`). Faint (`.dim`) does not: terminals draw it halfway to the
    /// background (4.0:1 for a fading row in kitty, 3.3:1 for a deleted Wi-Fi row).
    ///
    /// The text colour moves toward the cell's background as far as the contrast allows: of the
    /// colours the depth has, the one nearest the halfway mix of the two (in xterm's palette)
    /// that still reads at 4.5:1 on every palette and stands out less than the text colour did. Where the depth has no such colour
    /// (8 colours, monochrome, a reversed cell, text already at the minimum) the cell turns
    /// italic instead. Bold is dropped (a fading row does not shout) where that keeps 4.5:1.
    /// A cell already dim (a disabled row: inactive controls are exempt from the rule) and a
    /// blank cell's fill stay as they are.
    ///
    /// Cost: O(colours of the depth × palettes) the first time a style is faded at a depth and background,
    /// then a look-up: the answers are kept for the process (`FadedStyles`), since every frame of
    /// every animation fades the same few styles (it cost 30% of a typing burst when worked out
    /// per frame).
    package func faded(_ style: Style) -> Style {
        guard !style.attributes.contains(.dim) else { return style }
        let key = FadedStyles.Key(style: style, depth: colorDepth, colors: assumedColors)
        if let known = FadedStyles.shared.withLock({ $0[key] }) { return known }
        let made = workOutFaded(style)
        FadedStyles.shared.withLock { known in
            if known.count >= FadedStyles.limit { known.removeAll(keepingCapacity: true) }
            known[key] = made
        }
        return made
    }

    private func workOutFaded(_ style: Style) -> Style {
        let colors = assumedColors
        var quiet = style
        quiet.attributes.remove(.bold)
        if worstContrast(quiet) < ShownColors.textMinimum { quiet = style }
        var italic = quiet
        italic.attributes.insert(.italic)
        guard colorDepth != .monochrome, !style.attributes.contains(.reverse) else { return italic }
        // The look is judged in xterm's palette; the contrast on every known palette.
        let shown = ShownColors(quiet, depth: colorDepth, colors: colors)
        let text = shown.foregrounds[0]
        let atRest = shown.contrastRatio
        let target = text.mixed(with: shown.background, fraction: 0.5)
        var best: (style: Style, distance: Int)?
        for candidate in Self.fadingCandidates(for: colorDepth) {
            var faded = quiet
            faded.foreground = candidate
            let candidateShown = ShownColors(faded, depth: colorDepth, colors: colors)
            guard candidateShown.contrastRatio < atRest - 0.5, worstContrast(faded) >= ShownColors.textMinimum else { continue }
            // Near the halfway mix, and above all near the line from the text colour to the
            // background, so the text keeps its hue (a grey stays grey, not the nearest green).
            let colour = candidateShown.foregrounds[0]
            let distance = 4 * colour.squaredDistance(toLineFrom: text, to: shown.background) + colour.squaredDistance(to: target)
            if best == nil || distance < best!.distance { best = (faded, distance) }
        }
        return best?.style ?? italic
    }

    /// `image` as drawn while it fades: each cell in its ``faded(_:)`` style.
    /// O(cells + distinct styles × colours of the depth).
    package func fadedImage(_ image: ScreenBuffer) -> ScreenBuffer {
        var faded = image
        var memo: [Style: Style] = [:]
        faded.applyStyle({ style in
            if let known = memo[style] { return known }
            let made = self.faded(style)
            memo[style] = made
            return made
        }, in: faded.bounds)
        return faded
    }

    /// The faded styles worked out so far, by style, depth and background; shared by every theme
    /// (a theme is a value, and one is made for each window and screen). Emptied when it reaches
    /// `limit`, which no app's handful of styles comes near.
    enum FadedStyles {
        struct Key: Hashable {
            var style: Style
            var depth: ColorDepth
            var colors: TerminalColors
        }
        static let limit = 4096
        static let shared = Guarded<[Key: Style]>([:])
    }

    /// The text colours a fading cell may take at `depth`: those it draws as themselves.
    private static func fadingCandidates(for depth: ColorDepth) -> [Color] {
        switch depth {
        case .palette256: return (16...255).map { Color.palette(UInt8($0)) }
        case .sixteen: return (0..<16).map { Color.ansi(UInt8($0)) }
        case .eight: return (0..<8).map { Color.ansi(UInt8($0)) }
        case .monochrome: return []
        }
    }
}

extension RGBColor {
    /// The squared distance between two colours in RGB: which of two is nearer a third.
    fileprivate func squaredDistance(to other: RGBColor) -> Int {
        let (r, g, b) = (red - other.red, green - other.green, blue - other.blue)
        return r * r + g * g + b * b
    }

    /// The squared distance in RGB from this colour to the nearest point of the segment from
    /// `start` to `end`: how far it strays from the colours between them.
    fileprivate func squaredDistance(toLineFrom start: RGBColor, to end: RGBColor) -> Int {
        let direction = (Double(end.red - start.red), Double(end.green - start.green), Double(end.blue - start.blue))
        let offset = (Double(red - start.red), Double(green - start.green), Double(blue - start.blue))
        let length = direction.0 * direction.0 + direction.1 * direction.1 + direction.2 * direction.2
        let t = length == 0 ? 0 : max(0, min(1, (offset.0 * direction.0 + offset.1 * direction.1 + offset.2 * direction.2) / length))
        let nearest = RGBColor(red: start.red + Int((direction.0 * t).rounded()), green: start.green + Int((direction.1 * t).rounded()),
                               blue: start.blue + Int((direction.2 * t).rounded()))
        return squaredDistance(to: nearest)
    }
}
