/// Focus between the columns: the column a view is in, and moving focus into a column (to the
/// view it had when focus last left it). The focus engine makes the change.
extension SplitViewController {
    /// The column `view` is in, while expanded; nil when collapsed or when it is in neither.
    public func column(containing view: View) -> Column? {
        guard !isCollapsed else { return nil }
        for column in [Column.primary, .secondary] {
            if let columnView = columnNavigations[column]?.viewIfLoaded, columnView.superview === self.viewIfLoaded,
               view.isDescendant(of: columnView) {
                return column
            }
        }
        return nil
    }

    /// Moves focus into `column` (to where it was when it last left, or its first focusable
    /// view); returns whether focus moved.
    @discardableResult
    func focus(_ column: Column) -> Bool {
        guard let window = viewIfLoaded?.window else { return false }
        let target: NavigationController?
        if isCollapsed {
            target = displayedCollapsedNavigation
        } else {
            target = columnNavigations[column]
        }
        guard let columnView = target?.viewIfLoaded, columnView.window === window, columnView.isVisibleInHierarchy else { return false }
        if let focused = window.focusedView, focused.isDescendant(of: columnView) { return false }
        if let focused = window.focusedView, let from = self.column(containing: focused) {
            focusInColumn[from] = WeakView(focused)
        }
        let remembered = focusInColumn[column]?.view.flatMap { $0.isDescendant(of: columnView) ? $0 : nil }
        return window.focusEngine.focusFirst(of: [remembered, Window.focusable(in: columnView).first])
    }
}

/// A weak reference to a view, for remembering focus without keeping a view alive.
struct WeakView {
    weak var view: View?
    init(_ view: View) { self.view = view }
}
