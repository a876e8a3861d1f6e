import Foundation
import TesseraLayout

// UIKit's controls, tab bar and toolbar, which Tessera does not have yet (planned). Each class is
// unavailable with what to write today; each is a View (or ViewController) subclass with its
// everyday members typed as in UIKit, so a ported `view.addSubview(button)` or
// `button.setTitle("Save", for: .normal)` reports the class's message rather than a type mismatch
// or "has no member".

/// Unavailable: UIKit's `UIControl`, the base of buttons, switches and segmented controls.
@available(*, unavailable, message: "there are no controls yet: a View takes keys by overriding handle(_:), and a BarButtonItem runs an Action from its key")
open class Control: View {
    /// Unavailable: UIKit's `UIControl.State`.
    public struct State: OptionSet, Sendable {
        /// Unavailable.
        public let rawValue: Int
        /// Unavailable.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Unavailable.
        public static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2), selected = State(rawValue: 4)
    }
    /// Unavailable: UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Sendable {
        /// Unavailable.
        public let rawValue: Int
        /// Unavailable.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Unavailable.
        public static let touchUpInside = Event(rawValue: 1), valueChanged = Event(rawValue: 2), editingChanged = Event(rawValue: 4),
                          primaryActionTriggered = Event(rawValue: 8)
    }
    /// Unavailable: UIKit's `isEnabled`.
    open var isEnabled = true
    /// Unavailable: UIKit's `isSelected`.
    open var isSelected = false
    /// Unavailable: UIKit's `addTarget(_:action:for:)`; there are no selectors here.
    open func addTarget(_ target: Any?, action: Any?, for controlEvents: Event) {}
    /// Unavailable: UIKit's `addAction(_:for:)`.
    open func addAction(_ action: Action, for controlEvents: Event) {}
    /// Unavailable: UIKit's `sendActions(for:)`.
    open func sendActions(for controlEvents: Event) {}
}

/// Unavailable: UIKit's `UIButton` (planned).
@available(*, unavailable, message: "there is no Button yet: put the command in navigationItem.rightBarButtonItems as BarButtonItem(title:key:primaryAction:), or make a focusable View whose handle(_:) acts on Return")
open class Button: Control {
    /// Unavailable: UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Sendable {
        /// Unavailable.
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }
    /// Unavailable: UIKit's `init(type:)`.
    public init(type: ButtonType) { super.init() }
    /// Unavailable: UIKit's `init(frame:primaryAction:)`.
    public init(frame: CellRect = .zero, primaryAction: Action?) { super.init() }
    /// Unavailable: UIKit's `setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: State) {}
    /// Unavailable: UIKit's `title(for:)`.
    open func title(for state: State) -> String? { nil }
    /// Unavailable: UIKit's `setImage(_:for:)`.
    open func setImage(_ image: Image?, for state: State) {}
    /// Unavailable: UIKit's `titleLabel`.
    open var titleLabel: Label? { nil }
}

/// Unavailable: UIKit's `UISwitch` (planned).
@available(*, unavailable, message: "there is no Switch view yet: a list row with a CellAccessory.toggle(isOn:) accessory is a switch, flipped with Enter or Space")
open class Switch: Control {
    /// Unavailable: UIKit's `isOn`.
    open var isOn = false
    /// Unavailable: UIKit's `setOn(_:animated:)`.
    open func setOn(_ on: Bool, animated: Bool) {}
}

/// Unavailable: UIKit's `UISegmentedControl` (planned).
@available(*, unavailable, message: "there is no SegmentedControl yet: offer the choices as rows of a list section, with a CellAccessory.checkmark() on the chosen one")
open class SegmentedControl: Control {
    /// Unavailable: UIKit's `UISegmentedControl.noSegment`.
    public static let noSegment = -1
    /// Unavailable: UIKit's `init(items:)`.
    public init(items: [Any]?) { super.init() }
    /// Unavailable: UIKit's `selectedSegmentIndex`.
    open var selectedSegmentIndex = 0
    /// Unavailable: UIKit's `numberOfSegments`.
    open var numberOfSegments: Int { 0 }
    /// Unavailable: UIKit's `insertSegment(withTitle:at:animated:)`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
    /// Unavailable: UIKit's `removeAllSegments()`.
    open func removeAllSegments() {}
    /// Unavailable: UIKit's `setTitle(_:forSegmentAt:)`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
    /// Unavailable: UIKit's `titleForSegment(at:)`.
    open func titleForSegment(at segment: Int) -> String? { nil }
}

/// Unavailable: UIKit's `UIActivityIndicatorView` (planned).
@available(*, unavailable, message: "there is no ActivityIndicatorView yet: set contentUnavailableConfiguration = .loading() while the work runs, and nil when it is done")
open class ActivityIndicatorView: View {
    /// Unavailable: UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Sendable {
        /// Unavailable.
        case medium, large
    }
    /// Unavailable: UIKit's `init(style:)`.
    public init(style: Style) { super.init() }
    /// Unavailable: UIKit's `startAnimating()`.
    open func startAnimating() {}
    /// Unavailable: UIKit's `stopAnimating()`.
    open func stopAnimating() {}
    /// Unavailable: UIKit's `hidesWhenStopped`.
    open var hidesWhenStopped = true
}

/// Unavailable: UIKit's `UIProgressView` (planned).
@available(*, unavailable, message: "there is no ProgressView yet: show the progress as text (\"42%\") in a Label or a list row's secondaryText")
open class ProgressView: View {
    /// Unavailable: UIKit's `UIProgressView.Style`.
    public enum Style: Sendable {
        /// Unavailable.
        case `default`, bar
    }
    /// Unavailable: UIKit's `init(progressViewStyle:)`.
    public init(progressViewStyle style: Style) { super.init() }
    /// Unavailable: UIKit's `progress`.
    open var progress: Float = 0
    /// Unavailable: UIKit's `setProgress(_:animated:)`.
    open func setProgress(_ progress: Float, animated: Bool) {}
}

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
