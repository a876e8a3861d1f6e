/// Layering one buffer over another with transparency for unfilled backgrounds.
extension ScreenBuffer {
    /// Copies `image` onto this buffer at `origin`, clipped; cells of the image with the
    /// default background take the background already here, so a cell without a fill of its
    /// own shows the section background (decoration) beneath it.
    public mutating func composite(_ image: ScreenBuffer, at origin: CellPoint, clip: CellRect) {
        let area = CellRect(origin: origin, size: image.size).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        var patch = image
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let ix = x - origin.x, iy = y - origin.y
                let cell = image[ix, iy]
                if cell.style.background == .default {
                    let under = self[x, y].style.background
                    if under != .default { patch.setBackground(under, x: ix, y: iy) }
                }
            }
        }
        blit(patch, at: origin, clip: clip)
    }

    private mutating func setBackground(_ color: Color, x: Int, y: Int) {
        cells[y * width + x].style.background = color
    }
}
