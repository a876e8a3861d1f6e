import Tessera

/// The content of a video card: a "thumbnail" band with a play mark and the running time, then
/// the title and the category, inside a rounded frame.
struct VideoCardConfiguration: ContentConfiguration, Hashable {
    var title: String
    var category: String
    var duration: String
    /// The thumbnail band's fill (nil: none, below 256 colours).
    var thumbnailColor: Color?

    init(video: ConferenceVideo, thumbnailColor: Color?) {
        title = video.title
        category = video.category
        duration = video.duration
        self.thumbnailColor = thumbnailColor
    }

    func makeContentView() -> View & ContentView { VideoCardContentView(configuration: self) }

    /// State shows through the style the cell's background resolves (focus, selection), which
    /// the content draws with; the content itself does not change.
    func updated(for state: ConfigurationState) -> Self { self }
}

/// Draws a `VideoCardConfiguration`. From the bottom up, so that a short card keeps its title:
/// category on the last row inside the frame, the title above it, and the band in what is left.
final class VideoCardContentView: View, ContentView {
    var configuration: any ContentConfiguration
    private var card: VideoCardConfiguration? { configuration as? VideoCardConfiguration }

    init(configuration: VideoCardConfiguration) {
        self.configuration = configuration
        super.init()
    }

    func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
        guard let card else { return }
        var inside = rect
        if rect.width >= LayoutTileContentView.smallestFramed.width, rect.height >= LayoutTileContentView.smallestFramed.height {
            LayoutTileContentView.drawFrame(in: rect, corners: .rounded, style: base, into: &buffer)
            inside = rect.inset(top: 1, left: 1, bottom: 1, right: 1)
        }
        guard !inside.isEmpty else { return }
        let text = inside.inset(left: 1, right: 1)
        let titleStyle = theme.emphasized(base)
        // The card's ink, quieter where the theme can say so without losing contrast.
        let categoryStyle = base.foreground == .default ? theme.secondaryText(over: base) : base

        var rows: [(String, Style)] = [(card.title, titleStyle), (card.category, categoryStyle)]
        if inside.height < 2 { rows = [rows[0]] }
        let textTop = inside.maxY - rows.count
        for (offset, row) in rows.enumerated() {
            buffer.draw(row.0, in: CellRect(x: text.x, y: textTop + offset, width: text.width, height: 1), style: row.1)
        }
        let band = CellRect(x: inside.x, y: inside.y, width: inside.width, height: max(0, textTop - inside.y))
        guard !band.isEmpty else { return }
        var bandStyle = base
        if let color = card.thumbnailColor {
            // The thumbnail's own text colour: black or white, whichever reads better on it.
            bandStyle.background = color
            bandStyle.foreground = [Color.palette(16), .palette(231)].max { a, b in
                ShownColors(Style(foreground: a, background: color), depth: theme.colorDepth, colors: theme.assumedColors).contrastRatio
                    < ShownColors(Style(foreground: b, background: color), depth: theme.colorDepth, colors: theme.assumedColors).contrastRatio
            }!
        }
        buffer.fill(band, style: bandStyle)
        let middle = band.y + (band.height - 1) / 2
        buffer.draw("▶ " + card.duration, in: CellRect(x: text.x, y: middle, width: text.width, height: 1), style: bandStyle, alignment: .center)
    }
}
