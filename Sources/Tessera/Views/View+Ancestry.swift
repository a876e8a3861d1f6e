// Questions about a view's place in its hierarchy, answered by walking up its superviews.
extension View {
    /// Whether this view and every superview are shown.
    public var isVisibleInHierarchy: Bool {
        var v: View? = self
        while let current = v {
            if current.isHidden { return false }
            v = current.superview
        }
        return true
    }

    /// Whether the view is `ancestor` or inside it, at any depth.
    public func isDescendant(of ancestor: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === ancestor { return true }
            v = current.superview
        }
        return false
    }
}
