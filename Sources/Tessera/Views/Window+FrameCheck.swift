import TesseraTerminal

/// The safety net under damage tracking (debug builds with `SelfChecks` on: this package's
/// tests, or `TESSERA_SELF_CHECKS=1`): after each frame, the hierarchy is drawn whole into a
/// scratch buffer, the way every frame was drawn before windows kept their frame, and compared
/// with the frame drawn from damage. The first cell that differs stops the program with a
/// sentence naming it, both cells and the views covering it: a view whose drawing changed
/// without damaging its cells. Every test of this package that renders a window checks it; an
/// app's debug build does not pay a whole-screen draw and compare per frame unless it asks.
extension Window {
    /// Draws the whole hierarchy into a new buffer, as a full frame would.
    func drawFullFrame() -> ScreenBuffer {
        var full = ScreenBuffer(size: size)
        var ignored = 0
        rootView.drawTree(into: &full, viewsDrawn: &ignored)
        for o in overlays { o.drawTree(into: &full, viewsDrawn: &ignored) }
        liveLine?.drawTree(into: &full, viewsDrawn: &ignored)
        return full
    }

    /// Stops the program at the first cell where ``lastFrame`` differs from a full redraw.
    func checkFrameAgainstFullRedraw() {
        guard SelfChecks.areEnabled else { return }
        let full = drawFullFrame()
        guard full != lastFrame else { return }
        for y in 0..<size.height {
            for x in 0..<size.width where full[x, y] != lastFrame[x, y] {
                let point = CellPoint(x: x, y: y)
                let views = ([rootView] + overlays).flatMap { $0.views(covering: point, origin: .zero) }
                preconditionFailure("""
                    Window: the frame drawn from damage differs from a full redraw at cell (\(x), \(y)): \
                    expected \(full[x, y]), drawn \(lastFrame[x, y]). Views covering it, outermost first: \
                    \(views.joined(separator: ", ")). One of them changed what it draws without damaging \
                    its cells (View.setNeedsDisplay()).
                    """)
            }
        }
    }
}

extension View {
    /// The visible views (this one and its subviews) whose frame covers `point` (window cells),
    /// outermost first, each as its type and frame: for the frame check's message.
    func views(covering point: CellPoint, origin: CellPoint) -> [String] {
        guard !isHidden else { return [] }
        let screenFrame = frame.offsetBy(dx: origin.x, dy: origin.y)
        guard screenFrame.contains(point) else { return [] }
        return ["\(type(of: self)) at \(screenFrame)"] + subviews.flatMap { $0.views(covering: point, origin: screenFrame.origin) }
    }
}
