import TesseraTerminal

/// Quitting without losing work: q on the first screen and Ctrl-C quit at once unless a text
/// field on screen holds text the person typed; then a menu asks "Discard the text you typed?"
/// (Cancel first, so Enter keeps the text). Ctrl-C while it asks quits: Ctrl-C still always works,
/// pressed twice.
extension Application {
    /// Quits (``stop()``), asking first when a text field on screen holds typed text
    /// (``TextField/holdsTypedText``). What q on the first screen and Ctrl-C call.
    public func quit() {
        guard quitConfirmation == nil, window.holdsTypedText else {
            stop()
            return
        }
        let menu = MenuOverlay(title: Self.discardQuestion, entries: [
            MenuOverlay.Entry("Cancel") {},
            MenuOverlay.Entry("Quit", isDestructive: true) { [unowned self] in stop() },
        ])
        quitConfirmation = menu
        menu.present(in: window)
    }

    /// The question the quit confirmation asks.
    static let discardQuestion = "Discard the text you typed?"
}

extension Window {
    /// Whether a text field on screen (under the root view or an overlay, shown) holds text the
    /// person typed: quitting would lose it. O(views on screen); asked only when quitting.
    public var holdsTypedText: Bool {
        ([rootView] + overlays).contains(where: Self.holdsTypedText(in:))
    }

    private static func holdsTypedText(in view: View) -> Bool {
        guard !view.isHidden else { return false }
        if let field = view as? TextField, field.holdsTypedText { return true }
        return view.subviews.contains(where: holdsTypedText(in:))
    }
}
