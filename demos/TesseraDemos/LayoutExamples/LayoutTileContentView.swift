import Tessera

/// Draws a `LayoutTileConfiguration`: the frame in the background's ink (so it follows focus
/// and selection), then the label, bold and centred. A tile two rows tall sets its label into
/// the frame's top edge; one row tall, it has no frame.
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
            // Two rows: the frame's top and bottom edges, the label set into the top one.
            Self.drawFrame(in: rect, corners: tile.corners, style: base, into: &buffer)
            let edge = CellRect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1)
            buffer.draw(" \(tile.label) ", in: edge, style: labelStyle, alignment: .center)
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

    static func drawFrame(in rect: CellRect, corners: LayoutTileConfiguration.Corners, style: Style, into buffer: inout ScreenBuffer) {
        buffer.drawBox(rect, style: style, corners: corners == .rounded ? .rounded : .square)
    }
}
