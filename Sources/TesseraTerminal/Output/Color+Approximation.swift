/// Colours a terminal lacks, mapped to the nearest it has: 256 → 16 → 8 → none.
extension Color {
    /// This colour as a terminal of `depth` can show it: palette colours become the nearest of
    /// the 16 (or 8) standard ones by RGB distance, bright standard colours become their normal
    /// counterparts on 8-colour terminals, and monochrome shows only the default colour.
    public func approximated(for depth: ColorDepth) -> Color {
        switch (self, depth) {
        case (.default, _), (_, .palette256): return self
        case (_, .monochrome): return .default
        case (.ansi(let n), .sixteen): return .ansi(n & 15)
        case (.ansi(let n), .eight): return .ansi(n & 7)
        case (.palette(let n), .sixteen): return .ansi(ColorTables.nearest16[Int(n)])
        case (.palette(let n), .eight): return .ansi(ColorTables.nearest8[Int(n)])
        }
    }
}

extension Color {
    /// 0xRRGGBB of a palette or standard colour as xterm's default palette has it (the default
    /// colour has none: 0).
    var rgbValue: Int {
        let index: Int
        switch self {
        case .default: return 0
        case .ansi(let n): index = Int(n & 15)
        case .palette(let n): index = Int(n)
        }
        let (r, g, b) = ColorTables.rgb(index)
        return r << 16 | g << 8 | b
    }
}

extension Style {
    /// This style with both colours approximated for `depth` (attributes are kept).
    public func approximated(for depth: ColorDepth) -> Style {
        guard depth != .palette256 else { return self }
        return Style(foreground: foreground.approximated(for: depth),
                     background: background.approximated(for: depth),
                     attributes: attributes)
    }
}

extension Color {
    /// The colour of the 256-colour palette's cube and greys (16–255) nearest `rgb`, as xterm
    /// draws them. O(240).
    static func nearestPalette(to rgb: RGBColor) -> Color {
        .palette(UInt8(ColorTables.nearest(toRGB: (rgb.red, rgb.green, rgb.blue), among: 16..<256)))
    }
}

/// xterm's default RGB values for the 256-colour palette, and the nearest standard colour to
/// each entry, worked out once.
private enum ColorTables {
    static let standard: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    static func rgb(_ index: Int) -> (Int, Int, Int) {
        if index < 16 { return standard[index] }
        if index < 232 {
            let levels = [0, 95, 135, 175, 215, 255]
            let i = index - 16
            return (levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
        }
        let gray = 8 + 10 * (index - 232)
        return (gray, gray, gray)
    }

    static func nearest(to index: Int, among count: Int) -> UInt8 {
        if index < count { return UInt8(index) }
        return UInt8(nearest(toRGB: rgb(index), among: 0..<count))
    }

    /// The palette index among `candidates` whose xterm RGB is nearest `target` (squared distance).
    static func nearest(toRGB target: (Int, Int, Int), among candidates: Range<Int>) -> Int {
        var best = candidates.lowerBound, bestDistance = Int.max
        for candidate in candidates {
            let (cr, cg, cb) = rgb(candidate)
            let distance = (target.0 - cr) * (target.0 - cr) + (target.1 - cg) * (target.1 - cg) + (target.2 - cb) * (target.2 - cb)
            if distance < bestDistance { best = candidate; bestDistance = distance }
        }
        return best
    }

    static let nearest16: [UInt8] = (0..<256).map { nearest(to: $0, among: 16) }
    static let nearest8: [UInt8] = (0..<256).map { nearest(to: $0, among: 8) }
}
