import Foundation
import TesseraTerminal

/// Controllers shown one at a time, chosen from a row of tabs at the bottom (Apple's
/// `UITabBarController`). Each tab shows its controller's ``ViewController/tabBarItem``: the
/// tab's number, its glyph, title and badge; the selected tab is drawn in the focus style.
///
/// Alt-1 … Alt-9 choose the first nine tabs from anywhere inside (even while a text field has the
/// keys: Alt and a digit types nothing), and a click on a tab chooses it. Plain digits are left
/// to the page (a list or a field may use them). Choosing a tab asks the ``delegate``'s
/// `shouldSelect` first and tells its `didSelect` after; setting ``selectedIndex`` or
/// ``selectedViewController`` in code asks nothing, as in UIKit. Each tab keeps its focus while
/// another is shown.
@MainActor
open class TabBarController: ViewController {
    /// The row of tabs at the bottom.
    public let tabBar = TabBar()
    /// Asked before the person switches tabs and told after.
    public weak var delegate: (any TabBarControllerDelegate)?
    private var tabs: [ViewController] = []
    private var selected = 0

    /// A tab bar controller with no tabs yet; set ``viewControllers``.
    public override init() {
        super.init()
        tabBar.tabBarController = self
    }

    /// A tab bar controller with no tabs yet (Apple's `init(nibName:bundle:)`: there are no nibs,
    /// both are ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.tabBarController = self
    }

    /// The controllers, one per tab, left to right (Apple's `viewControllers`). Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs, keeping the selected controller selected when it stays (else the first).
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let old = selectedViewController
        var unique: [ViewController] = []
        for controller in viewControllers ?? [] where controller !== self && !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let leaving = tabs.filter { tab in !unique.contains { $0 === tab } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in unique where controller.parent !== self { addChild(controller) }
        tabs = unique
        children = unique
        selected = old.flatMap { old in unique.firstIndex { $0 === old } } ?? 0
        if old !== selectedViewController { replaceShown(old, with: selectedViewController) }
        for controller in leaving {
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
        for controller in unique where controller.parent === self { controller.didMove(toParent: self) }
        viewIfLoaded?.setNeedsDisplay()
    }

    /// The selected tab's index (Apple's `selectedIndex`). Setting it shows that tab's controller
    /// without asking the delegate; an index out of range is ignored.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard tabs.indices.contains(newValue), newValue != selected else { return }
            let old = selectedViewController
            selected = newValue
            replaceShown(old, with: selectedViewController)
            viewIfLoaded?.setNeedsDisplay()
        }
    }

    /// The selected tab's controller (Apple's `selectedViewController`). Setting it to one of
    /// ``viewControllers`` selects its tab.
    open var selectedViewController: ViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The person chose the tab at `index` (a key or a click): asks the delegate, selects it,
    /// tells the delegate. Returns whether the tab is now selected.
    @discardableResult
    func choose(_ index: Int) -> Bool {
        guard tabs.indices.contains(index), tabs[index].tabBarItem.isEnabled else { return false }
        let controller = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    /// The container view: the selected controller's view over the tab row.
    open override func loadView() {
        view = TabBarContainerView(controller: self)
    }

    /// Shows the selected controller's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let shown = selectedViewController { container?.show(shown.view) }
    }

    private var container: TabBarContainerView? { viewIfLoaded as? TabBarContainerView }

    /// Swaps the shown view from `old`'s to `new`'s, with the appearance methods when this
    /// controller is on screen; the old tab's focus is remembered and the new tab's given back.
    private func replaceShown(_ old: ViewController?, with new: ViewController?) {
        guard let container else { return }
        let window = container.window
        if let focused = window?.focusedView, let old, let oldView = old.viewIfLoaded, focused.isDescendant(of: oldView) {
            old.focusToRestore = focused
        }
        let swap = {
            old?.viewIfLoaded?.removeFromSuperview()
            if let new { container.show(new.view) }
            container.setNeedsDisplay()
        }
        if isOnScreen { ViewController.transition(from: old, to: new, animated: false, swap: swap) } else { swap() }
        guard let window, let new, let newView = new.viewIfLoaded else { return }
        let remembered = new.focusToRestore.flatMap { $0.isDescendant(of: newView) ? $0 : nil }
        window.focusEngine.focusFirst(of: [remembered, Window.focusable(in: newView).first, container])
        new.focusToRestore = nil
    }
}

/// A tab bar controller's view: the selected controller's view above, the tab row on the last
/// row. Alt and a digit choose a tab before any view inside sees the key.
final class TabBarContainerView: View {
    private unowned let controller: TabBarController

    init(controller: TabBarController) {
        self.controller = controller
        super.init()
        addSubview(controller.tabBar)
    }

    /// Puts `content` above the tab row (the row stays last, drawn over it).
    func show(_ content: View) {
        addSubview(content)
        addSubview(controller.tabBar)
    }

    /// Focus rests here only while the selected controller's view has nothing to focus, so the
    /// tab keys still arrive.
    override var canBecomeFocused: Bool {
        guard let shown = controller.selectedViewController?.viewIfLoaded, shown.superview === self else { return true }
        return Window.focusable(in: shown).isEmpty
    }

    override func layoutSubviews() {
        let rows = min(1, bounds.height)
        controller.tabBar.frame = CellRect(x: bounds.x, y: bounds.maxY - rows, width: bounds.width, height: rows)
        for subview in subviews where subview !== controller.tabBar {
            subview.frame = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height - rows)
        }
    }

    /// Alt-1 … Alt-9 choose a tab from anywhere inside.
    override func preemptKey(_ key: KeyEvent) -> Bool {
        guard key.modifiers == .alt, let index = Self.tabIndex(of: key.key) else { return false }
        return controller.choose(index)
    }

    /// The same keys, when focus rests on the container itself; the shown tab's key commands too.
    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event else { return false }
        if key.modifiers == .alt, let index = Self.tabIndex(of: key.key) { return controller.choose(index) }
        guard window?.keyResponder === self, let shown = controller.selectedViewController else { return false }
        return shown.performKeyCommand(key)
    }

    override var keyHints: [KeyHint] {
        let tabs = (controller.viewControllers?.count ?? 0) > 1 ? [KeyHint("Alt-1…9", "tab")] : []
        guard window?.keyResponder === self else { return tabs }
        return tabs + (controller.selectedViewController?.keyCommandHints ?? [])
    }

    /// The tab a digit chooses: 1 the first … 9 the ninth.
    static func tabIndex(of key: Key) -> Int? {
        guard case .character(let c) = key, let digit = c.wholeNumberValue, (1...9).contains(digit) else { return nil }
        return digit - 1
    }
}
