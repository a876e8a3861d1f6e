extension ViewController {
    /// What a ``TabBarController``'s tab row shows for this controller (Apple's `tabBarItem`):
    /// made on first use, showing the controller's ``title`` until it has its own.
    public var tabBarItem: TabBarItem! {
        get {
            if let made = tabBarItemStorage { return made }
            let item = TabBarItem(title: nil, image: nil, tag: 0)
            item.owner = self
            tabBarItemStorage = item
            return item
        }
        set {
            newValue?.owner = self
            tabBarItemStorage = newValue
            tabBarController?.viewIfLoaded?.setNeedsDisplay()
        }
    }

    /// The nearest ancestor that is a tab bar controller, or nil when not in one.
    public var tabBarController: TabBarController? {
        var candidate = parent
        while let current = candidate {
            if let tabs = current as? TabBarController { return tabs }
            candidate = current.parent
        }
        return nil
    }
}
