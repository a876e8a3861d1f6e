import TesseraTerminal

// Where a view is: its origin in the window and conversions between views' coordinates.
extension View {
    /// The view's top-left in window cells (its root view's coordinates). O(depth).
    public var originInWindow: CellPoint {
        var point = CellPoint.zero
        var v: View? = self
        while let current = v {
            point.x += current.frame.x
            point.y += current.frame.y
            v = current.superview
        }
        return point
    }

    /// `point`, given in this view's coordinates, in `view`'s (the window's when nil). O(depth).
    public func convert(_ point: CellPoint, to view: View?) -> CellPoint {
        let from = originInWindow, to = view?.originInWindow ?? .zero
        return CellPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// `point`, given in `view`'s coordinates (the window's when nil), in this view's. O(depth).
    public func convert(_ point: CellPoint, from view: View?) -> CellPoint {
        let from = view?.originInWindow ?? .zero, to = originInWindow
        return CellPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// `rect`, given in this view's coordinates, in `view`'s (the window's when nil). O(depth).
    public func convert(_ rect: CellRect, to view: View?) -> CellRect {
        CellRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s coordinates (the window's when nil), in this view's. O(depth).
    public func convert(_ rect: CellRect, from view: View?) -> CellRect {
        CellRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
