/// What a ``TabBarController`` asks and tells as tabs are chosen (Apple's
/// `UITabBarControllerDelegate`). Every method has a default.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the person may switch to `viewController` (by key or click); false keeps the
    /// selected tab. Not asked when the app sets ``TabBarController/selectedIndex`` itself.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The person switched to `viewController` (also told when they choose the tab already shown,
    /// as UIKit does).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// True: every tab may be chosen.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
