import TesseraTerminal

/// `?` — every key of the screen in one box. Any key closes it.
public final class HelpOverlay: View {
    /// The box's title, drawn in its top border; "Keys" by default.
    public let title: String
    /// The keys listed, one a line, in order; lines that do not fit the screen are left out.
    public let hints: [KeyHint]
    static let footer = "any key closes"

    /// A help box listing `hints` under `title`; ``present(in:)`` shows it.
    public init(title: String = "Keys", hints: [KeyHint]) {
        self.title = title
        self.hints = hints
        super.init()
    }

    /// The overlay takes focus while it shows, so the next key reaches it.
    public override var canBecomeFocused: Bool { true }

    /// Shows the box centred over everything in `window` and takes focus; the next key closes it
    /// and gives focus back to the view that had it.
    public func present(in window: Window) {
        window.present(self)   // the window's focus engine gives it focus, and back when it goes
    }

    /// Closes the overlay on any key; every event stops here, so nothing underneath reacts.
    public override func handle(_ event: Event) -> Bool {
        if case .key = event, let window {
            window.dismiss(self)
        }
        return true
    }

    /// Draws the rounded box centred in the window: keys in bold, their actions beside them,
    /// and "any key closes" at the bottom.
    public override func draw(into buffer: inout ScreenBuffer) {
        let keyWidth = hints.map { TextWidth.of($0.keys) }.max() ?? 0
        let textWidth = hints.map { TextWidth.of($0.action) }.max() ?? 0
        let box = OverlayBox.place(innerWidth: max(keyWidth + 2 + textWidth, TextWidth.of(Self.footer)), innerHeight: hints.count + 2, in: bounds)
        let inside = OverlayBox.draw(title: title, in: box, into: &buffer, theme: theme)
        var keyStyle = theme.overlay
        keyStyle.attributes.insert(.bold)
        for (i, hint) in hints.enumerated() where i < inside.height - 2 {
            let y = inside.y + i
            buffer.draw(hint.keys, in: CellRect(x: inside.x, y: y, width: keyWidth, height: 1), style: keyStyle)
            buffer.draw(hint.action, in: CellRect(x: inside.x + keyWidth + 2, y: y, width: inside.width - keyWidth - 2, height: 1), style: theme.overlay)
        }
        // Italic, not dim: dim text falls short of the contrast text needs.
        var quieter = theme.overlay
        quieter.attributes.insert(.italic)
        buffer.draw(Self.footer, in: CellRect(x: inside.x, y: inside.maxY - 1, width: inside.width, height: 1), style: quieter, alignment: .trailing)
    }
}
