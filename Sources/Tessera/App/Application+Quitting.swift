import TesseraTerminal

/// Quitting without losing work: q on the first screen and Ctrl-C quit at once unless a text
/// field on screen holds text the person typed; then a menu asks "Discard the text you typed?"
/// (Cancel first, so Enter keeps the text). Ctrl-C while it asks quits: Ctrl-C still always works,
/// pressed twice. Going back a screen from typed text asks the same (`Window+TypedText.swift`).
extension Application {
    /// Quits (``stop()``), asking first when a text field on screen holds typed text
    /// (``TextField/holdsTypedText``). What q on the first screen and Ctrl-C call.
    public func quit() {
        guard quitConfirmation == nil else {
            stop()   // Ctrl-C (or q from elsewhere) while asking: quit
            return
        }
        quitConfirmation = window.confirmDiscardingTypedText(under: [window.rootView] + window.overlays, choice: "Quit") { [unowned self] in
            stop()
        }
    }

    /// Goes back a screen (Esc, and q below the first screen), asking first when a text field on
    /// the screen holds typed text. Returns false on the first screen, where there is no going back.
    func goBackAScreen() -> Bool {
        guard depth > 0 else { return false }
        window.confirmDiscardingTypedText(under: [window.rootView], choice: "Go back") { [unowned self] in
            _ = window.popScreen()
        }
        return true
    }

    /// The question asked before typed text is lost.
    static let discardQuestion = Window.discardQuestion
}
