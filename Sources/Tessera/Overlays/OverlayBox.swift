import TesseraTerminal

/// Draws the framed box overlays sit in: a shadow-free rounded border with a title, on the
/// theme's overlay style, and returns the inside.
enum OverlayBox {
    static func draw(title: String, in box: CellRect, into buffer: inout ScreenBuffer, theme: Theme) -> CellRect {
        buffer.fill(box, style: theme.overlay)
        guard box.width >= 2, box.height >= 2 else { return .zero }
        buffer.drawBox(box, style: theme.overlay, corners: .rounded)
        if !title.isEmpty, box.width > 4 {
            var titleStyle = theme.overlay
            titleStyle.attributes.insert(.bold)
            buffer.draw(" \(title) ", in: CellRect(x: box.x + 2, y: box.y, width: box.width - 4, height: 1), style: titleStyle)
        }
        return box.inset(top: 1, left: 2, bottom: 1, right: 2)
    }

    /// A box of the wanted inner size, centred in `bounds` (or placed near `anchor`), clamped to fit.
    static func place(innerWidth: Int, innerHeight: Int, in bounds: CellRect, near anchor: CellRect? = nil) -> CellRect {
        let width = min(bounds.width, innerWidth + 4), height = min(bounds.height, innerHeight + 2)
        guard let anchor else {
            return CellRect(x: bounds.x + (bounds.width - width) / 2, y: bounds.y + (bounds.height - height) / 2, width: width, height: height)
        }
        // Below the anchor if it fits, else above it.
        let below = anchor.maxY
        let y = below + height <= bounds.maxY ? below : max(bounds.y, anchor.y - height)
        let x = min(max(bounds.x, anchor.x + 2), bounds.maxX - width)
        return CellRect(x: x, y: y, width: width, height: height)
    }
}
