extension NavigationController {
    /// Shows or hides the toolbar (Apple's `setToolbarHidden(_:animated:)`); not animated.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// The toolbar shows the top controller's items now: it is on screen and the page gives it
    /// its row. Called at each layout.
    func updateToolbar() {
        toolbar.items = topViewController?.toolbarItems
        toolbar.isHidden = isToolbarHidden
    }
}

extension ViewController {
    /// Sets ``toolbarItems`` (Apple's `setToolbarItems(_:animated:)`); not animated.
    public func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }
}
