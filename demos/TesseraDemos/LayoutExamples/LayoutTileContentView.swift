import Tessera

/// Draws a `LayoutTileConfiguration`: the frame in the background's ink (so it follows focus
/// and selection), then the label, bold and centred, always inside the frame: a tile two rows
/// tall has the frame's top edge and sides, open at the bottom; one row tall, it has no frame.
final class LayoutTileContentView: View, ContentView {
    var configuration: any ContentConfiguration
    private var tile: LayoutTileConfiguration {
        configuration as? LayoutTileConfiguration ?? LayoutTileConfiguration(label: "")
    }

    init(configuration: LayoutTileConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// The smallest tile that has room for a frame around a line of label.
    static let smallestFramed = CellSize(width: 4, height: 3)

    func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
        let tile = tile
        let labelStyle = theme.emphasized(base)
        let framed = rect.width >= Self.smallestFramed.width
        if framed && rect.height == 2 {
            // Two rows: the frame's top edge, then its sides with the label between them —
            // inside the border, like every taller tile's (a label set into the edge read as
            // part of the line).
            Self.drawOpenFrame(in: rect, corners: tile.corners, style: base, into: &buffer)
            let line = CellRect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: 1)
            buffer.draw(tile.label, in: line, style: labelStyle, alignment: .center)
            return
        }
        var inside = rect
        if framed && rect.height >= Self.smallestFramed.height {
            Self.drawFrame(in: rect, corners: tile.corners, style: base, into: &buffer)
            inside = rect.inset(top: 1, left: 1, bottom: 1, right: 1)
        }
        guard !inside.isEmpty else { return }
        // A column of margin on each side when there is room, so the label never touches the frame.
        let margin = inside.width > TextWidth.of(tile.label) + 1 ? 1 : 0
        let line = CellRect(x: inside.x + margin, y: inside.y + (inside.height - 1) / 2, width: inside.width - 2 * margin, height: 1)
        buffer.draw(tile.label, in: line, style: labelStyle, alignment: .center)
    }

    /// The top edge across `rect`'s first row and the two sides down the rest: a frame whose
    /// bottom edge would leave no row for the label.
    static func drawOpenFrame(in rect: CellRect, corners: LayoutTileConfiguration.Corners, style: Style, into buffer: inout ScreenBuffer) {
        let rounded = corners == .rounded
        let top = (rounded ? "\u{256D}" : "\u{250C}") + String(repeating: "\u{2500}", count: rect.width - 2) + (rounded ? "\u{256E}" : "\u{2510}")
        buffer.draw(top, in: CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: style)
        for y in (rect.y + 1)..<(rect.y + rect.height) {
            buffer.draw("\u{2502}", in: CellRect(x: rect.x, y: y, width: 1, height: 1), style: style)
            buffer.draw("\u{2502}", in: CellRect(x: rect.x + rect.width - 1, y: y, width: 1, height: 1), style: style)
        }
    }

    static func drawFrame(in rect: CellRect, corners: LayoutTileConfiguration.Corners, style: Style, into buffer: inout ScreenBuffer) {
        buffer.drawBox(rect, style: style, corners: corners == .rounded ? .rounded : .square)
    }
}
