import Foundation
import TesseraTerminal

/// A stack of view controllers, the top one's view on screen under a one-row bar with its title
/// and a back hint (Apple's `UINavigationController`).
///
/// Esc, q, or ← where the focused view does not take it, pops the top controller; on the root
/// controller they are not handled here, so the application goes back a screen or quits as it
/// does without a navigation controller. Each controller's focus is remembered when another is
/// pushed over it and given back when it is on top again. The bar's right shows the top
/// controller's bar button items, whose keys perform them.
///
/// An animated push slides the old page off to the left and a pop slides it off to the right,
/// over about 200 ms (``reducedMotion`` turns the slide off); the new page is in place, with
/// focus, from the start.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first; the last one is on screen. Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [ViewController] = []
    /// The bar above the top controller's view.
    public let navigationBar = NavigationBar()
    /// Pushes and pops change the screen at once instead of sliding (the `TESSERA_REDUCED_MOTION`
    /// environment variable sets it for every navigation controller, as for collection views).
    public var reducedMotion = ProcessInfo.processInfo.environment["TESSERA_REDUCED_MOTION"].map { $0 != "" && $0 != "0" } ?? false
    /// Hides the bar; the top controller's view takes its row too.
    public var isNavigationBarHidden = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The bar at the bottom that shows the top controller's ``ViewController/toolbarItems``
    /// while ``isToolbarHidden`` is false (see `NavigationController+Toolbar.swift`).
    public let toolbar = Toolbar()
    /// Hides the toolbar; true by default, as in UIKit: a controller with toolbar items shows them
    /// once the app sets it false.
    public var isToolbarHidden = true {
        didSet { viewIfLoaded?.setNeedsLayout(); viewIfLoaded?.setNeedsDisplay() }
    }

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.navigationController = self
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller; push a controller before it is shown.
    public override init() {
        super.init()
        navigationBar.navigationController = self
    }

    /// An empty navigation controller (Apple's `init(nibName:bundle:)`: there are no nibs, both
    /// are ignored); push a controller before it is shown.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    /// The controller on top of the stack, whose view is on screen.
    public var topViewController: ViewController? { stack.last }

    /// What the user sees of this stack: the controller the top one presented, if any, else the
    /// top one.
    public var visibleViewController: ViewController? {
        var visible = topViewController
        var presenter: ViewController? = self
        while let presented = presenter?.presentedViewController {
            visible = presented
            presenter = presented
        }
        return visible
    }

    /// Shows/hides the bar (Apple's `setNavigationBarHidden(_:animated:)`).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The container view: the bar over the top controller's view.
    open override func loadView() {
        view = NavigationContainerView(controller: self)
    }

    /// Puts the top controller's view under the bar.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { container?.show(top.view) }
    }

    // MARK: Pushing and popping

    /// Pushes `viewController` on the stack and shows it; focus moves to its first focusable view
    /// (the one that had focus is remembered for the way back). A controller already in the
    /// stack, or in another container, is not pushed.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard viewController.parent == nil, viewController !== self else { return }
        let old = topViewController
        addChild(viewController)
        stack.append(viewController)
        viewController.isMovingToParent = true
        replaceShown(old, with: viewController, animated: animated)
        viewController.isMovingToParent = false
        viewController.didMove(toParent: self)
        _checkStackInvariants()
    }

    /// Pops the top controller and shows the one under it, with focus where it was; returns the
    /// popped controller, or nil on the root (which is never popped).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops every controller above the root; returns them, bottom first (nil when the root is on
    /// top already).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them, bottom first, or nil when it is
    /// not in the stack or already on top. Only the top one is told it disappears.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        for controller in popped {
            controller.willMove(toParent: nil)
            controller.isMovingFromParent = true
        }
        stack.removeSubrange((index + 1)...)
        replaceShown(popped.last, with: viewController, animated: animated)
        for controller in popped {
            controller.isMovingFromParent = false
            controller.removeFromParent()
        }
        _checkStackInvariants()
        return popped
    }

    /// Replaces the whole stack; the new top is shown (told it appears if it was not on top) and
    /// controllers no longer in the stack leave it. Repeats, this controller itself, and
    /// controllers that are children of another container are left out.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        var unique: [ViewController] = []
        for controller in viewControllers where controller !== self && (controller.parent == nil || controller.parent === self)
            && !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let old = topViewController
        let leaving = stack.filter { controller in !unique.contains { $0 === controller } }
        let arriving = unique.filter { controller in !stack.contains { $0 === controller } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        stack = unique
        // The children's order follows the stack's, as UIKit's `children` does.
        children = unique
        for controller in leaving { controller.isMovingFromParent = true }
        for controller in arriving { controller.isMovingToParent = true }
        if old !== topViewController { replaceShown(old, with: topViewController, animated: animated) }
        for controller in arriving { controller.isMovingToParent = false }
        for controller in leaving {
            controller.isMovingFromParent = false
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
        for controller in arriving { controller.didMove(toParent: self) }
        _checkStackInvariants()
    }

    // MARK: Showing the top

    private var container: NavigationContainerView? { viewIfLoaded as? NavigationContainerView }

    /// Swaps the shown view from `old`'s to `new`'s, with the appearance methods when this
    /// controller is on screen, and hands focus over: what had focus in `old` is remembered;
    /// `new` gets what it remembered or its first focusable view. Focus elsewhere (an overlay,
    /// another column) is left alone.
    private func replaceShown(_ old: ViewController?, with new: ViewController?, animated: Bool) {
        guard let container else { return }   // viewDidLoad shows the top when the view loads
        let window = container.window
        let focused = window?.focusedView
        let focusWasHere = focused.map { $0.isDescendant(of: container) } ?? true
        if let focused, let old, Self.page(of: old, holds: focused) { old.focusToRestore = focused }
        let slide = slideAway(old, animated: animated, direction: isPush(old) ? .push : .pop)
        let swap = {
            // The old page's search bar leaves first: were it still there when the old page's
            // view leaves, focus passing on could land in it and start a search on a page going away.
            container.removeSearchBars()
            old?.viewIfLoaded?.removeFromSuperview()
            if let new { container.show(new.view) }
            if let slide { container.addSubview(slide) }   // above the new page
            container.setNeedsDisplay()
        }
        if isOnScreen {
            ViewController.transition(from: old, to: new, animated: animated, swap: swap)
        } else {
            swap()
        }
        guard let window, focusWasHere, let new, let newView = new.viewIfLoaded else { return }
        // What the page remembered, else its first focusable view; a page with nothing to focus
        // leaves focus on the container, so its keys (Esc to go back) still arrive when the
        // stack is not the window's root view.
        let remembered = new.focusToRestore.flatMap { Self.page(of: new, holds: $0) ? $0 : nil }
        window.focusEngine.focusFirst(of: [remembered, Window.focusable(in: newView).first, container])
        new.focusToRestore = nil
    }

    /// Whether `view` is part of `controller`'s page: inside its view, or its search bar.
    private static func page(of controller: ViewController, holds view: View) -> Bool {
        if let pageView = controller.viewIfLoaded, view.isDescendant(of: pageView) { return true }
        if let bar = controller.navigationItem.searchController?.searchBar, view.isDescendant(of: bar) { return true }
        return false
    }

    /// The slide that takes `old`'s page away, or nil when the change is not animated, motion is
    /// reduced (or the window is in the accessible mode), or `old`'s page is not on screen. A slide still running gives way to the new one,
    /// which starts from the picture on screen now.
    private func slideAway(_ old: ViewController?, animated: Bool, direction: NavigationTransitionView.Direction) -> NavigationTransitionView? {
        guard let container, let window = container.window else { return nil }
        for running in container.subviews where running is NavigationTransitionView { running.removeFromSuperview() }
        guard animated, !reducedMotion, !window.isAccessibleModeEnabled, isOnScreen, let oldView = old?.viewIfLoaded, oldView.superview === container,
              !container.pageRegion.isEmpty else { return nil }
        // The page and its search bar: everything under the navigation bar, in window cells.
        let region = container.convert(container.pageRegion, to: nil)
        return NavigationTransitionView(snapshot: NavigationTransitionView.snapshot(of: region, in: window), direction: direction)
    }

    /// Whether `old` stays in the stack under the new top (a push) rather than leaving it (a pop;
    /// `setViewControllers` counts as one when the old top leaves).
    private func isPush(_ old: ViewController?) -> Bool {
        guard let old else { return true }
        return stack.contains { $0 === old }
    }

    /// Checks the stack against the children (debug builds only): they are the same controllers in
    /// the same order, and only the top one's view is in the container.
    func _checkStackInvariants() {
        _checkInvariants()
        #if DEBUG
        precondition(stack.count == children.count && zip(stack, children).allSatisfy { $0 === $1 },
                     "a navigation controller's stack and children differ")
        if let container {
            for controller in stack.dropLast() {
                precondition(!(controller.viewIfLoaded?.isDescendant(of: container) ?? false),
                             "\(type(of: controller)) below the top still has its view on screen")
            }
        }
        #endif
    }

    /// The controller under the top one, whose title the back hint shows.
    var backViewController: ViewController? {
        stack.count > 1 ? stack[stack.count - 2] : nil
    }

    /// Pops when there is something to pop (asking first when a text field on the page holds
    /// typed text: `Window+TypedText.swift`); the container's keys call it.
    func goBack() -> Bool {
        guard backViewController != nil else { return false }
        guard let window = viewIfLoaded?.window, let page = topViewController?.viewIfLoaded else {
            return popViewController(animated: true) != nil
        }
        window.confirmDiscardingTypedText(under: [page], choice: "Go back") { [weak self] in
            self?.popViewController(animated: true)
        }
        return true
    }
}
