import TesseraTerminal

/// The accessible mode's live line: the window's last row, where the newest announcement is
/// written whole. A screen reader reads text that appears on screen, so writing the words here
/// is how they are said. Not a subview of anything: the window lays it out and draws it after
/// the overlays (`Window+Accessibility.swift`), and keys never go to it.
final class LiveLineView: View {
    /// The words shown; a change redraws the row.
    var text = "" {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    override func draw(into buffer: inout ScreenBuffer) {
        buffer.fill(bounds, style: theme.text)
        buffer.draw(TextWidth.truncate(text, to: bounds.width), at: bounds.origin, style: theme.text, clip: bounds)
    }
}
