import TesseraTerminal

/// `?` — every key of the screen in one box. Any key closes it.
public final class HelpOverlay: View {
    public let title: String
    public let hints: [KeyHint]
    private var previousFocus: View?
    static let footer = "any key closes"

    public init(title: String = "Keys", hints: [KeyHint]) {
        self.title = title
        self.hints = hints
        super.init()
    }

    public override var canBecomeFocused: Bool { true }

    public func present(in window: Window) {
        previousFocus = window.focusedView
        window.present(self)
        window.focusedView = self
    }

    public override func handle(_ event: Event) -> Bool {
        if case .key = event, let window {
            window.dismiss(self)
            window.focusedView = previousFocus
        }
        return true
    }

    public override func draw(into buffer: inout ScreenBuffer) {
        let keyWidth = hints.map { TextWidth.of($0.keys) }.max() ?? 0
        let textWidth = hints.map { TextWidth.of($0.action) }.max() ?? 0
        let box = OverlayBox.place(innerWidth: max(keyWidth + 2 + textWidth, TextWidth.of(Self.footer)), innerHeight: hints.count + 2, in: frame)
        let inside = OverlayBox.draw(title: title, in: box, into: &buffer, theme: theme)
        var keyStyle = theme.overlay
        keyStyle.attributes.insert(.bold)
        for (i, hint) in hints.enumerated() where i < inside.height - 2 {
            let y = inside.y + i
            buffer.draw(hint.keys, in: CellRect(x: inside.x, y: y, width: keyWidth, height: 1), style: keyStyle)
            buffer.draw(hint.action, in: CellRect(x: inside.x + keyWidth + 2, y: y, width: inside.width - keyWidth - 2, height: 1), style: theme.overlay)
        }
        var dim = theme.overlay
        dim.attributes.insert(.dim)
        buffer.draw(Self.footer, in: CellRect(x: inside.x, y: inside.maxY - 1, width: inside.width, height: 1), style: dim, alignment: .trailing)
    }
}
