import Foundation
import TesseraLayout

// UIKit's tab bar, toolbar and key commands, which Tessera does not have yet (planned). Each class is
// unavailable with what to write today; each is a View (or ViewController) subclass with its
// everyday members typed as in UIKit, so a ported `view.addSubview(button)` or
// `button.setTitle("Save", for: .normal)` reports the class's message rather than a type mismatch
// or "has no member".

/// Unavailable: UIKit's `UIToolbar` (planned).
@available(*, unavailable, message: "there is no toolbar yet: put the commands in navigationItem.rightBarButtonItems, each with its key")
open class Toolbar: View {
    /// Unavailable: UIKit's `items`.
    open var items: [BarButtonItem]?
    /// Unavailable: UIKit's `setItems(_:animated:)`.
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {}
}

/// Unavailable: UIKit's `UITabBarController` (planned).
@available(*, unavailable, message: "there is no tab bar controller yet: list the sections in a SplitViewController's sidebar, or push them from a list")
open class TabBarController: ViewController {
    /// Unavailable: UIKit's `viewControllers`.
    open var viewControllers: [ViewController]?
    /// Unavailable: UIKit's `setViewControllers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {}
    /// Unavailable: UIKit's `selectedIndex`.
    open var selectedIndex = 0
    /// Unavailable: UIKit's `selectedViewController`.
    open var selectedViewController: ViewController?
}

/// Unavailable: UIKit's `UIKeyCommand`.
@available(*, unavailable, message: "there are no key commands: override handle(_:) and keyHints on a View, or give a BarButtonItem its key")
public final class KeyCommand {
    /// Unavailable: UIKit's `init(input:modifierFlags:action:)`; there are no selectors here.
    public init(input: String, modifierFlags: Any, action: Any?) {}
    /// Unavailable: UIKit's `init(title:image:action:input:modifierFlags:)`.
    public init(title: String, image: Image?, action: Any?, input: String, modifierFlags: Any) {}
}
