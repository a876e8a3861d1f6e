import TesseraTerminal

/// How a view turns its changes into damage: the window cells the next frame draws again (see
/// `Window+Damage.swift` for the invariant this keeps).
extension View {
    /// `rect` (the view's coordinates) in window cells, cut to the view's bounds, every
    /// superview's, and the window's: the cells of it the view can draw. Hidden views count as
    /// shown (damage is cheap; drawing skips them). O(depth).
    func visibleRectInWindow(_ rect: CellRect) -> CellRect {
        var r = rect.intersection(bounds)
        var view = self
        while let superview = view.superview {
            r = r.offsetBy(dx: view.frame.x, dy: view.frame.y).intersection(superview.bounds)
            view = superview
        }
        return r.offsetBy(dx: view.frame.x, dy: view.frame.y)
    }

    /// Damages `rect` given in the superview's coordinates (the view's frame, old or new): the
    /// cells the view covered or covers. A root view or an overlay damages it in the window.
    func damageInSuperview(_ rect: CellRect) {
        if let superview {
            superview.setNeedsDisplay(rect)
        } else if let window, window.rootView === self || window.overlays.contains(where: { $0 === self }) {
            window.damage(rect)
        }
    }

    /// The tree's preparations for the frame: each view that will be drawn (shown, and
    /// partly inside `clip`, window cells) gets `prepareToDraw()`, outermost first, whatever the
    /// damage. `origin` is the superview's top-left in window cells.
    final func prepareTree(visibleIn clip: CellRect, origin: CellPoint) {
        guard !isHidden else { return }
        let screenFrame = frame.offsetBy(dx: origin.x, dy: origin.y)
        let visible = clip.intersection(screenFrame)
        guard !visible.isEmpty else { return }
        prepareToDraw()
        for s in subviews { s.prepareTree(visibleIn: visible, origin: screenFrame.origin) }
    }
}
