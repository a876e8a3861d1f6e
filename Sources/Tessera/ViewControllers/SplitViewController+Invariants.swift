extension SplitViewController {
    /// Checks the columns (debug builds only): each column's navigation controller is a child of
    /// this one, no controller is in two columns, and while collapsed the secondary's pages are
    /// not also in its own column.
    func _checkSplitInvariants() {
        _checkInvariants()
        #if DEBUG
        var seen = Set<ObjectIdentifier>()
        for (column, navigation) in columnNavigations {
            precondition(navigation.parent === self, "the \(column) column's navigation controller is not a child of its split view")
            precondition(seen.insert(ObjectIdentifier(navigation)).inserted, "one navigation controller shows two columns")
            for controller in navigation.viewControllers {
                precondition(seen.insert(ObjectIdentifier(controller)).inserted, "\(type(of: controller)) is in two columns")
            }
        }
        if primaryStackCount != nil {
            precondition(isCollapsed, "the primary's own page count is kept only while collapsed")
        }
        #endif
    }
}
