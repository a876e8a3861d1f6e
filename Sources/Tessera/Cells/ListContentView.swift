import TesseraTerminal

/// Draws a `ListContentConfiguration`: margins, the image glyph, then text and secondary text
/// side by side (value cells) or stacked (subtitle cells), truncated with "…" or wrapped.
/// The block of lines is centred vertically in rows taller than it.
public final class ListContentView: View, ContentView {
    /// The configuration drawn: a ``ListContentConfiguration`` (anything else draws as an empty
    /// ``ListContentConfiguration/cell()``).
    public var configuration: any ContentConfiguration
    private var list: ListContentConfiguration { configuration as? ListContentConfiguration ?? .cell() }

    /// A view drawing `configuration` (Apple's `UIListContentView(configuration:)`).
    public init(configuration: ListContentConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// Rows the content needs at `width` columns: its text and secondary text wrapped as their
    /// line limits allow (at least one row), plus the top and bottom margins.
    public func preferredHeight(forWidth width: Int) -> Int {
        let c = list
        let margins = c.directionalLayoutMargins.inset(CellRect(x: 0, y: 0, width: width, height: 0))
        let layout = ListContentLayout(c, width: margins.width, maxRows: .max)
        return max(1, layout.height) + CellRounding.cells(c.directionalLayoutMargins.top) + CellRounding.cells(c.directionalLayoutMargins.bottom)
    }

    /// Draws the glyph and text lines inside the margins of `rect`, centred vertically, on the
    /// `base` style the background resolved; lines that do not fit are cut.
    public func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
        let c = list
        let inner = c.directionalLayoutMargins.inset(rect)
        guard !inner.isEmpty else { return }
        let layout = ListContentLayout(c, width: inner.width, maxRows: inner.height)
        let top = inner.y + max(0, (inner.height - layout.height) / 2)

        var base = base
        if c.drawsDim { base.attributes.insert(.dim) }
        let colors = !c.yieldsColorsToFocus
        if let image = c.image, let column = layout.imageColumn {
            var style = base
            if colors, let tint = c.imageProperties.tintColor { style.foreground = tint }
            buffer.draw(image, at: CellPoint(x: inner.x + column, y: top), style: style, clip: inner)
        }
        let textStyle = theme.quieterText(c.textProperties.resolvedStyle(over: base, colors: colors), base: base, yieldsToFocus: !colors)
        let secondaryStyle = theme.quieterText(c.secondaryTextProperties.resolvedStyle(over: base, colors: colors), base: base,
                                               yieldsToFocus: !colors)
        for line in layout.lines {
            let y = top + line.row
            guard y < inner.maxY else { break }
            let clip = CellRect(x: inner.x + line.column, y: y, width: line.width, height: 1).intersection(inner)
            var x = clip.x + line.offset
            let lineStyle = line.isSecondary ? secondaryStyle : textStyle
            for item in line.text {
                x += buffer.put(item.character, at: CellPoint(x: x, y: y), style: lineStyle.overlaid(with: item.style), clip: clip)
            }
        }
    }
}
