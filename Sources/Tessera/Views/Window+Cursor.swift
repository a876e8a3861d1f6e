import TesseraTerminal

/// The real cursor is where the user is.
///
/// Screen readers that follow a terminal read the line under its cursor, and input methods open
/// their composition window beside it, so every frame leaves the cursor with the view that takes
/// keys (`keyResponder`): at a text field's caret, shown; elsewhere where the focused thing's text
/// starts (a list's focused row, a button), shown only in the accessible mode. Mid-animation a
/// collection view places it where its focused row is drawn in that frame.
///
/// Cost: O(depth) per frame to convert the point, plus what the view's `cursorPlacement` costs
/// (a collection view: O(visible elements)).
extension Window {
    /// Sets ``lastFrame``'s cursor for the frame just drawn.
    func placeCursor() {
        lastFrame.cursor = cursorForFrame()
    }

    /// Where this frame leaves the cursor: with the key responder (nil: nobody has focus).
    private func cursorForFrame() -> TerminalCursor? {
        let responder = keyResponder
        guard responder !== rootView || focusedView === rootView, responder.window === self else { return nil }
        var placement = responder.cursorPlacement
        if let list = responder as? CollectionView, let start = list.focusedItemCursor() { placement.point = start }
        let point = responder.convert(placement.point, to: nil)
        let inside = contentBounds.contains(point) && responder.isVisibleInHierarchy
        let position = CellPoint(x: min(max(0, point.x), max(0, size.width - 1)),
                                 y: min(max(0, point.y), max(0, size.height - 1)))
        return TerminalCursor(at: position, visible: inside && (placement.isCaret || isAccessibleModeEnabled))
    }
}
