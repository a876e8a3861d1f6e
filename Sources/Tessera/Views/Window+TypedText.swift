import TesseraTerminal

/// Typed text is work: whatever would lose it (quitting, going back a screen or a page) asks
/// first, with one question and Cancel first, so Enter keeps the text.
extension Window {
    /// Whether a text field on screen (under the root view or an overlay, shown) holds text the
    /// person typed: quitting would lose it. O(views on screen); asked only when leaving.
    public var holdsTypedText: Bool {
        ([rootView] + overlays).contains(where: Self.holdsTypedText(in:))
    }

    /// Whether a shown text field under `view` holds text the person typed.
    static func holdsTypedText(in view: View) -> Bool {
        guard !view.isHidden else { return false }
        if let field = view as? TextField, field.holdsTypedText { return true }
        return view.subviews.contains(where: holdsTypedText(in:))
    }

    /// The question asked before typed text is lost.
    static let discardQuestion = "Discard the text you typed?"

    /// Runs `discard` at once when no text field under `roots` holds typed text; otherwise asks
    /// ``discardQuestion`` in a menu (Cancel, then `choice`) and runs it only if `choice` is chosen.
    /// Returns the menu when it asked.
    @discardableResult
    func confirmDiscardingTypedText(under roots: [View], choice: String, _ discard: @escaping () -> Void) -> MenuOverlay? {
        guard roots.contains(where: Self.holdsTypedText(in:)) else {
            discard()
            return nil
        }
        let menu = MenuOverlay(title: Self.discardQuestion, entries: [
            MenuOverlay.Entry("Cancel") {},
            MenuOverlay.Entry(choice, isDestructive: true, action: discard),
        ])
        menu.present(in: self)
        return menu
    }
}
