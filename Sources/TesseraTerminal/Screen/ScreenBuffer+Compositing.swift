/// Layering one buffer over another with transparency for unfilled backgrounds.
extension ScreenBuffer {
    /// Copies `image` onto this buffer at `origin`, clipped; cells of the image with the
    /// default background take the background already here, so a cell without a fill of its
    /// own shows the section background (decoration) beneath it.
    public mutating func composite(_ image: ScreenBuffer, at origin: CellPoint, clip: CellRect) {
        let origin = inBuffer(origin)
        let area = CellRect(origin: origin, size: image.size).intersection(visibleRect(clip))
        copy(image, at: origin, into: area, keepingBackgroundUnder: true)
    }
}
