/// A screen the application pushed (``Application/push(_:focus:onClose:)``, or
/// ``ViewController/pushScreen(_:)`` outside a navigation stack): it shows a view, or a view
/// controller as its one child, as the window's root view controller, and keeps the root view
/// controller it replaced, which comes back when it is popped. The window's screens are these
/// controllers, each holding the one under it, as a presented controller holds its presenter;
/// nothing else keeps them.
final class ScreenViewController: ViewController {
    /// The root view controller this screen replaced; nil for the bottom screen, which only
    /// stands for a window made with a root view and no controller.
    let covered: ViewController?
    /// Runs when the screen is popped, before it leaves (a screen's timers stop there).
    let onClose: (() -> Void)?
    /// The view shown, when the screen is a view rather than a child controller.
    private let content: View?

    /// A screen showing `content`.
    init(showing content: View, covering covered: ViewController?, onClose: (() -> Void)? = nil) {
        self.content = content
        self.covered = covered
        self.onClose = onClose
        super.init()
    }

    /// A screen showing `child`'s view; `child` is its only child, so it appears and disappears
    /// with the screen and reads ``ViewController/isMovingToParent`` and
    /// ``ViewController/isMovingFromParent`` as it would on a navigation stack.
    init(child: ViewController, covering covered: ViewController, onClose: (() -> Void)? = nil) {
        content = nil
        self.covered = covered
        self.onClose = onClose
        super.init()
        addChild(child)
    }

    /// The child, when the screen shows one.
    var child: ViewController? { children.first }

    /// The screen's view is the view it shows (or its child's): the window's root view is that
    /// view itself.
    override func loadView() {
        view = content ?? child?.view ?? View()
    }

    /// How many screens are under this one.
    var depth: Int {
        var count = 0
        var below = covered
        while let screen = below {
            count += 1
            below = (screen as? ScreenViewController)?.covered
        }
        return count
    }
}
