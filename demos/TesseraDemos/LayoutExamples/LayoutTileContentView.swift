import Tessera

/// Draws a `LayoutTileConfiguration`: the frame in the background's ink (so it follows focus
/// and selection), then the label, bold and centred, with the caption under it. A tile two rows
/// tall sets its label into the frame's top edge; one row tall, it has no frame.
final class LayoutTileContentView: ContentView {
    var configuration: any ContentConfiguration
    private var tile: LayoutTileConfiguration {
        configuration as? LayoutTileConfiguration ?? LayoutTileConfiguration(label: "")
    }

    init(configuration: LayoutTileConfiguration) { self.configuration = configuration }

    /// The smallest tile that has room for a frame around a line of label.
    static let smallestFramed = Size(width: 4, height: 3)

    func draw(into buffer: inout ScreenBuffer, in rect: Rect, base: Style, theme: Theme) {
        let tile = tile
        var labelStyle = base
        labelStyle.attributes.insert(.bold)
        let framed = tile.showsFrame && rect.width >= Self.smallestFramed.width
        if framed && rect.height == 2 {
            // Two rows: the frame's top and bottom edges, the label set into the top one.
            Self.drawFrame(in: rect, corners: tile.corners, style: base, into: &buffer)
            let edge = Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1)
            buffer.draw(" \(tile.label) ", in: edge, style: labelStyle, alignment: .center)
            return
        }
        var inside = rect
        if framed && rect.height >= Self.smallestFramed.height {
            Self.drawFrame(in: rect, corners: tile.corners, style: base, into: &buffer)
            inside = rect.inset(top: 1, left: 1, bottom: 1, right: 1)
        }
        guard !inside.isEmpty else { return }
        let lines = tile.caption.map { inside.height >= 2 ? [tile.label, $0] : [tile.label] } ?? [tile.label]
        let top = inside.y + (inside.height - lines.count) / 2
        var captionStyle = base
        captionStyle.attributes.insert(.dim)
        for (row, line) in lines.enumerated() {
            // A column of margin on each side when there is room, so text never touches the frame.
            let margin = inside.width > TextWidth.of(line) + 1 ? 1 : 0
            let lineRect = Rect(x: inside.x + margin, y: top + row, width: inside.width - 2 * margin, height: 1)
            buffer.draw(line, in: lineRect, style: row == 0 ? labelStyle : captionStyle, alignment: .center)
        }
    }

    static func drawFrame(in rect: Rect, corners: LayoutTileConfiguration.Corners, style: Style, into buffer: inout ScreenBuffer) {
        let glyphs: [Character] = corners == .rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        let left = rect.minX, right = rect.maxX - 1, top = rect.minY, bottom = rect.maxY - 1
        for x in (left + 1)..<right {
            buffer.put("─", at: Point(x: x, y: top), style: style)
            buffer.put("─", at: Point(x: x, y: bottom), style: style)
        }
        for y in (top + 1)..<bottom {
            buffer.put("│", at: Point(x: left, y: y), style: style)
            buffer.put("│", at: Point(x: right, y: y), style: style)
        }
        buffer.put(glyphs[0], at: Point(x: left, y: top), style: style)
        buffer.put(glyphs[1], at: Point(x: right, y: top), style: style)
        buffer.put(glyphs[2], at: Point(x: left, y: bottom), style: style)
        buffer.put(glyphs[3], at: Point(x: right, y: bottom), style: style)
    }
}
