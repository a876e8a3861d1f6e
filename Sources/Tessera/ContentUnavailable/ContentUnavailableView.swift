import TesseraTerminal

/// Draws a ``ContentUnavailableConfiguration``: the image, the text and the secondary text,
/// each line centred, the block centred vertically in the rect (Apple's
/// `UIContentUnavailableView`). Lines that do not fit are cut from the bottom.
public final class ContentUnavailableView: View, ContentView {
    /// The configuration drawn: a ``ContentUnavailableConfiguration`` (anything else draws nothing).
    public var configuration: any ContentConfiguration {
        didSet { setNeedsDisplay() }
    }

    /// A view showing `configuration` (Apple's `UIContentUnavailableView(configuration:)`).
    public init(configuration: ContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// One line of the block: its text and whether it is the image, the text or the secondary text.
    struct Line: Equatable {
        enum Role: Equatable { case image, text, secondaryText, blank }
        let text: String
        let role: Role
    }

    /// The block's lines at `width` columns, top to bottom, paddings included.
    func lines(forWidth width: Int) -> [Line] {
        guard let c = configuration as? ContentUnavailableConfiguration, width > 0 else { return [] }
        var lines: [Line] = []
        let text = c.text.map { TextWidth.wrap($0, width: width) } ?? []
        let secondary = c.secondaryText.map { TextWidth.wrap($0, width: width) } ?? []
        if let image = c.image, !image.isEmpty {
            lines.append(Line(text: image, role: .image))
            if !text.isEmpty || !secondary.isEmpty {
                lines += Array(repeating: Line(text: "", role: .blank), count: max(0, c.imageToTextPadding))
            }
        }
        lines += text.map { Line(text: $0, role: .text) }
        if !text.isEmpty && !secondary.isEmpty {
            lines += Array(repeating: Line(text: "", role: .blank), count: max(0, c.textToSecondaryTextPadding))
        }
        lines += secondary.map { Line(text: $0, role: .secondaryText) }
        return lines
    }

    /// Rows the block needs at `width` columns (at least one).
    public func preferredHeight(forWidth width: Int) -> Int { max(1, lines(forWidth: width).count) }

    /// Fills `rect` with `base` and draws the block centred in it.
    public func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme) {
        buffer.fill(rect, style: base)
        guard let c = configuration as? ContentUnavailableConfiguration, !rect.isEmpty else { return }
        // Two columns of margin each side where there is room, so text never touches the edges.
        let margin = rect.width > 8 ? 2 : 0
        let inner = CellRect(x: rect.x + margin, y: rect.y, width: rect.width - 2 * margin, height: rect.height)
        let lines = lines(forWidth: inner.width)
        let top = inner.y + max(0, (inner.height - lines.count) / 2)
        for (index, line) in lines.enumerated() where top + index < inner.maxY && line.role != .blank {
            var style = base
            switch line.role {
            case .image:
                if let tint = c.imageProperties.tintColor { style.foreground = tint }
            case .text:
                style = styled(base, c.textProperties, defaultColor: theme.text.foreground)
            case .secondaryText:
                style = styled(base, c.secondaryTextProperties, defaultColor: theme.secondaryText.foreground)
                style.attributes.formUnion(theme.secondaryText.attributes)
            case .blank:
                break
            }
            let row = CellRect(x: inner.x, y: top + index, width: inner.width, height: 1)
            buffer.draw(line.text, in: row, style: style, alignment: .center)
        }
    }

    /// Draws the configuration into the view's own frame, so it also works as an ordinary view.
    public override func draw(into buffer: inout ScreenBuffer) {
        draw(into: &buffer, in: bounds, base: theme.text, theme: theme)
    }

    private func styled(_ base: Style, _ properties: TextProperties, defaultColor: Color) -> Style {
        var style = base
        style.foreground = properties.color ?? defaultColor
        style.attributes.formUnion(properties.emphasis)
        return style
    }
}
