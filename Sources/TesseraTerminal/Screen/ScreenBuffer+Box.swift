/// Box-drawing frames: cell borders, tiles, overlays and cards all draw them the same way.
extension ScreenBuffer {
    /// The corner glyphs of a box; the edges are `─` and `│` either way.
    public enum BoxCorners: Hashable, Sendable {
        /// ┌┐└┘
        case square
        /// ╭╮╰╯
        case rounded
    }

    /// Draws a one-cell frame along the edges of `rect` (the inside is left as it was).
    /// Rects under 2×2 draw nothing; `clip` limits what is drawn, as for text.
    public mutating func drawBox(_ rect: CellRect, style: Style, corners: BoxCorners = .square, clip: CellRect? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let glyphs: [Character] = corners == .rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        let left = rect.minX, right = rect.maxX - 1, top = rect.minY, bottom = rect.maxY - 1
        for x in (left + 1)..<right {
            put("─", at: CellPoint(x: x, y: top), style: style, clip: clip)
            put("─", at: CellPoint(x: x, y: bottom), style: style, clip: clip)
        }
        for y in (top + 1)..<bottom {
            put("│", at: CellPoint(x: left, y: y), style: style, clip: clip)
            put("│", at: CellPoint(x: right, y: y), style: style, clip: clip)
        }
        put(glyphs[0], at: CellPoint(x: left, y: top), style: style, clip: clip)
        put(glyphs[1], at: CellPoint(x: right, y: top), style: style, clip: clip)
        put(glyphs[2], at: CellPoint(x: left, y: bottom), style: style, clip: clip)
        put(glyphs[3], at: CellPoint(x: right, y: bottom), style: style, clip: clip)
    }
}
