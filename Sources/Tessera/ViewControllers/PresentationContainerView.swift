import TesseraTerminal

/// Holds a presented view controller's view as a window overlay: it fills the window, is drawn
/// blank underneath a full-screen presentation (so the screen below does not show through), and
/// turns an Esc or q that nothing inside took into a dismissal. It stops them in any case: with
/// a modal up they must not go back a screen underneath it.
final class PresentationContainerView: View {
    private weak var controller: ViewController?
    /// Whether the container blanks the screen below before its content draws.
    let isOpaque: Bool

    init(controller: ViewController, isOpaque: Bool) {
        self.controller = controller
        self.isOpaque = isOpaque
        super.init()
    }

    /// The presented view fills the window, as a full-screen presentation does in UIKit.
    override func layoutSubviews() {
        for subview in subviews { subview.frame = bounds }
    }

    override func draw(into buffer: inout ScreenBuffer) {
        if isOpaque { buffer.fill(bounds, style: Style()) }
    }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty else { return false }
        switch key.key {
        case .escape, .character("q"):
            if let controller, !controller.isModalInPresentation { controller.dismiss(animated: true) }
            return true
        default:
            return false
        }
    }

    override var keyHints: [KeyHint] {
        guard let controller, !controller.isModalInPresentation else { return [] }
        return [KeyHint("Esc", "close")]
    }
}
