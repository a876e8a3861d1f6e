import Tessera

/// A cell of solid colour, the terminal's version of the visualization's coloured squares.
/// Its hue follows the value's place in the row, red first and pink last, so a sorted row
/// reads as a spectrum. With fewer than 256 colours (or none) hues run together, so the cell
/// also shows a bar whose height follows the value.
struct HueSwatchConfiguration: ContentConfiguration, Hashable {
    /// Where the value sits among its row's values: 0 for the smallest, towards 1 for the largest.
    var fraction: Double
    var colorDepth: ColorDepth

    func makeContentView() -> View & ContentView { HueSwatchView(configuration: self) }
    /// A swatch looks the same in every state: the visualization is watched, not operated.
    func updated(for state: ConfigurationState) -> Self { self }

    /// The swatch's colour from the 256-colour palette's most saturated ring (the terminal
    /// maps it to the nearest of 16 or 8 where needed).
    var color: Color {
        // Most of the circle (its 30 colours), stopping short so the last value is pink, not red again.
        let hue = min(max(fraction, 0), 1) * 0.9 * 6
        let segment = Int(hue) % 6
        let rising = Int(((hue - Double(Int(hue))) * 5).rounded())
        let falling = 5 - rising
        let (r, g, b): (Int, Int, Int)
        switch segment {
        case 0: (r, g, b) = (5, rising, 0)
        case 1: (r, g, b) = (falling, 5, 0)
        case 2: (r, g, b) = (0, 5, rising)
        case 3: (r, g, b) = (0, falling, 5)
        case 4: (r, g, b) = (rising, 0, 5)
        default: (r, g, b) = (5, 0, falling)
        }
        return .palette(UInt8(16 + 36 * r + 6 * g + b))
    }

    static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The bar drawn where colours are scarce.
    var bar: Character {
        Self.bars[min(Self.bars.count - 1, max(0, Int(fraction * Double(Self.bars.count))))]
    }
}

/// Draws a `HueSwatchConfiguration`: the colour as a fill, or as bars in that colour.
final class HueSwatchView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: HueSwatchConfiguration) {
        self.configuration = configuration
        super.init()
    }

    func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
        guard let swatch = configuration as? HueSwatchConfiguration else { return }
        if swatch.colorDepth == .palette256 {
            buffer.fill(rect, style: Style(background: swatch.color))
            return
        }
        // Bars in their hue where the hue shows on this background; in the text colour where
        // it would all but vanish (yellow on white, blue on black): the height still tells.
        var style = Style(foreground: swatch.colorDepth == .monochrome ? .default : swatch.color)
        if ShownColors(style, depth: swatch.colorDepth, colors: theme.assumedColors).contrastRatio < ShownColors.glyphMinimum {
            style.foreground = .default
        }
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX { _ = buffer.put(swatch.bar, at: CellPoint(x: x, y: y), style: style, clip: rect) }
        }
    }
}
