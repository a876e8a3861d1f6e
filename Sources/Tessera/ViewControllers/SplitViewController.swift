import Foundation
import TesseraTerminal

/// Columns of view controllers side by side, collapsing into one navigation stack when the
/// terminal is narrow (Apple's `UISplitViewController` in its iOS 14 column style).
///
/// Each column's controller is shown in a ``NavigationController``, as UIKit wraps it: the one you
/// set when it is one, otherwise a navigation controller made for it, so each column has its own
/// bar with its page's title. At ``compactWidthThreshold`` columns or more (120 by default) the
/// primary column (a `.sidebar` list, say) and the secondary are side by side with a separator
/// line; narrower, the split view is collapsed: the primary column's stack fills the screen,
/// with the secondary's pages pushed on it when the secondary was shown (or the `.compact`
/// column's controller instead, when one is set). Widening expands it again, each page going
/// back to its column with its state.
///
/// Tab (or Shift-Tab), → where the primary column does not take it, and ← or Esc where the
/// secondary does not, move focus between the columns while they are side by side.
@MainActor
open class SplitViewController: ViewController {
    /// How many columns the split view has (Apple's `UISplitViewController.Style`).
    public enum Style: Hashable, Sendable {
        /// UIKit's older, not column-style split view; Tessera builds only the column style and
        /// treats it as ``doubleColumn``.
        case unspecified
        /// A primary column beside the secondary.
        case doubleColumn
        /// A primary and a supplementary column beside the secondary (not built yet).
        case tripleColumn
    }

    /// A place for a view controller (Apple's `UISplitViewController.Column`).
    public enum Column: Hashable, Sendable, CustomStringConvertible {
        /// The leading column: a sidebar list.
        case primary
        /// The middle column of a triple-column split view (not built yet).
        case supplementary
        /// The trailing column: the chosen item's page.
        case secondary
        /// The controller shown instead of the others while collapsed, when one is set.
        case compact

        /// The column's name, as UIKit spells the case.
        public var description: String {
            switch self {
            case .primary: "primary"
            case .supplementary: "supplementary"
            case .secondary: "secondary"
            case .compact: "compact"
            }
        }
    }

    /// How the columns share the screen while expanded (Apple's `UISplitViewController.DisplayMode`).
    /// A terminal has no room to lay a column over another, so the "over" and "displace" modes
    /// are shown as their "beside" ones.
    public enum DisplayMode: Hashable, Sendable {
        /// The split view decides: the primary beside the secondary.
        case automatic
        /// The secondary alone.
        case secondaryOnly
        /// The primary beside the secondary.
        case oneBesideSecondary
        /// Shown as ``oneBesideSecondary``.
        case oneOverSecondary
        /// Shown as ``oneBesideSecondary`` (two columns need ``Style/tripleColumn``).
        case twoBesideSecondary
        /// Shown as ``oneBesideSecondary``.
        case twoOverSecondary
        /// Shown as ``oneBesideSecondary``.
        case twoDisplaceSecondary
    }

    /// The columns the split view has.
    public let style: Style
    /// Told when the split view collapses, expands, and shows or hides a column.
    public weak var delegate: (any SplitViewControllerDelegate)?
    /// The display mode you would like while expanded; `.automatic` shows both columns.
    /// ``hide(_:)`` and ``show(_:)`` change it for the primary column.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if preferredDisplayMode != oldValue { viewIfLoaded?.setNeedsLayout(); arrangeColumns() } }
    }
    /// The share of the width the primary column takes while beside the secondary, 0…1, kept
    /// between ``minimumPrimaryColumnWidth`` and ``maximumPrimaryColumnWidth``.
    public var preferredPrimaryColumnWidthFraction: CGFloat = 0.3 {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's narrowest width, in cells.
    public var minimumPrimaryColumnWidth = 24 {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's widest width, in cells.
    public var maximumPrimaryColumnWidth = 48 {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The width (in terminal columns) from which the split view shows its columns side by
    /// side; narrower, it is collapsed. 120 by default: the width at which a sidebar and an
    /// 80-column page both fit. It stands in for UIKit's horizontal size class.
    public var compactWidthThreshold = 120 {
        didSet { arrangeColumns() }
    }

    /// Whether the split view is collapsed into one navigation stack (narrower than
    /// ``compactWidthThreshold``). It is decided once the view has a width; until then, false.
    public internal(set) var isCollapsed = false

    /// The controllers set for each column, as set (not the navigation controllers wrapping them).
    var columnControllers: [Column: ViewController] = [:]
    /// The navigation controller showing each column: the one set, or the one made around it.
    var columnNavigations: [Column: NavigationController] = [:]
    /// Whether the secondary column was asked to show (``show(_:)``, `showDetailViewController`)
    /// since it was set: collapsing then keeps it on top.
    var secondaryWasShown = false
    /// While collapsed into the primary's stack: how many controllers at its bottom are the
    /// primary column's own (the rest came from the secondary, and go back to it on expanding).
    /// Popping below it (the primary's own pages) leaves it larger than the stack; readers clamp.
    var primaryStackCount: Int?
    /// The width the columns were last arranged for; nil until the view first had a width.
    var arrangedWidth: Int?
    /// The view that had focus in each column when focus last left it for the other.
    var focusInColumn: [Column: WeakView] = [:]

    /// A split view controller with `style`'s columns. `.tripleColumn` is not built yet: it stops
    /// the program with a message rather than showing two columns where three were asked for.
    public init(style: Style) {
        precondition(style != .tripleColumn,
                     "SplitViewController(style: .tripleColumn) is not built yet; use .doubleColumn (primary and secondary)")
        self.style = style == .unspecified ? .doubleColumn : style
        super.init()
    }

    /// A double-column split view controller.
    public override convenience init() {
        self.init(style: .doubleColumn)
    }

    // MARK: Columns

    /// Puts `viewController` in `column` (Apple's `setViewController(_:for:)`). A controller that
    /// is not a navigation controller is wrapped in a new one, as UIKit does; the column's old
    /// controller leaves. A controller that is already a child of another container is not
    /// moved (as a navigation push of it is not): the column is then left empty.
    public func setViewController(_ viewController: ViewController?, for column: Column) {
        precondition(column != .supplementary, "SplitViewController: the .supplementary column needs .tripleColumn, which is not built yet")
        let oldNavigation = columnNavigations[column]
        let newNavigation: NavigationController?
        if let viewController {
            if let navigation = viewController as? NavigationController {
                newNavigation = navigation
            } else if let navigation = oldNavigation, navigation !== columnControllers[column] {
                newNavigation = navigation   // keep the wrapper, replace what it shows
            } else {
                newNavigation = NavigationController()
            }
        } else {
            newNavigation = nil
        }
        columnControllers[column] = viewController
        if column == .secondary { secondaryWasShown = false }
        replaceColumn(column, navigation: oldNavigation, with: newNavigation, showing: viewController)
        _checkSplitInvariants()
    }

    /// The controller set for `column` (Apple's `viewController(for:)`): the one given to
    /// ``setViewController(_:for:)``, not the navigation controller made around it.
    public func viewController(for column: Column) -> ViewController? {
        columnControllers[column]
    }

    /// The navigation controller that shows `column`.
    func navigation(for column: Column) -> NavigationController? {
        columnNavigations[column]
    }

    /// The display mode in effect: what ``preferredDisplayMode`` asked for, as the terminal shows
    /// it, or `.secondaryOnly` while collapsed (one column at a time).
    public var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        return preferredDisplayMode == .secondaryOnly ? .secondaryOnly : .oneBesideSecondary
    }

    /// The primary column's width in cells while it is beside the secondary, for the split
    /// view's current width.
    public var primaryColumnWidth: Int {
        primaryColumnWidth(forWidth: viewIfLoaded?.bounds.width ?? 0)
    }

    func primaryColumnWidth(forWidth width: Int) -> Int {
        let fraction = min(1, max(0, preferredPrimaryColumnWidthFraction))
        let preferred = Int((CGFloat(width) * fraction).rounded())
        let clamped = min(max(preferred, minimumPrimaryColumnWidth), max(minimumPrimaryColumnWidth, maximumPrimaryColumnWidth))
        return max(0, min(clamped, width - 1))
    }

    // MARK: Showing columns

    /// Brings `column` on screen (Apple's `show(_:)`): the primary beside the secondary when it was
    /// hidden; while collapsed, the secondary's pages pushed on the stack (or the stack back to the
    /// primary's own pages). Focus moves into the column.
    public func show(_ column: Column) {
        switch column {
        case .primary:
            if isCollapsed {
                popToPrimaryWhileCollapsed()
            } else if preferredDisplayMode == .secondaryOnly {
                delegate?.splitViewController(self, willShow: .primary)
                preferredDisplayMode = .oneBesideSecondary
            }
        case .secondary:
            secondaryWasShown = true
            if isCollapsed { pushSecondaryWhileCollapsed() }
        case .supplementary, .compact:
            return
        }
        focus(column)
    }

    /// Takes `column` off the screen (Apple's `hide(_:)`): hiding the primary while expanded leaves
    /// the secondary alone on screen; while collapsed, hiding the secondary goes back to the
    /// primary's pages.
    public func hide(_ column: Column) {
        switch column {
        case .primary where !isCollapsed && preferredDisplayMode != .secondaryOnly:
            delegate?.splitViewController(self, willHide: .primary)
            preferredDisplayMode = .secondaryOnly
        case .secondary where isCollapsed:
            popToPrimaryWhileCollapsed()
        default:
            return
        }
    }

    /// Shows `vc` as the secondary column's page (Apple's `showDetailViewController(_:sender:)`
    /// on a split view): it replaces the secondary's pages beside the primary while expanded, and
    /// is pushed on the one stack while collapsed. While expanded, focus stays where it is (the
    /// chosen row keeps it, as on iPadOS); → or Tab goes over.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if vc is NavigationController {
            setViewController(vc, for: .secondary)
            show(.secondary)
            return
        }
        guard vc.parent == nil, let secondary = columnNavigations[.secondary] else {
            if columnNavigations[.secondary] == nil, vc.parent == nil {
                setViewController(vc, for: .secondary)
                show(.secondary)
            }
            return
        }
        if columnControllers[.secondary] !== secondary { columnControllers[.secondary] = vc }
        secondaryWasShown = true
        if isCollapsed, let compact = columnNavigations[.compact] {
            compact.pushViewController(vc, animated: true)
        } else if isCollapsed, let primary = columnNavigations[.primary] {
            if primaryStackCount == nil {
                primaryStackCount = primary.viewControllers.count
                secondary.setViewControllers([], animated: false)   // off screen: its old pages leave
            }
            let own = min(primaryStackCount ?? 0, primary.viewControllers.count)
            primaryStackCount = own
            if primary.viewControllers.count == own {
                primary.pushViewController(vc, animated: true)
            } else {
                primary.setViewControllers(Array(primary.viewControllers.prefix(own)) + [vc], animated: true)
            }
        } else {
            secondary.setViewControllers([vc], animated: false)
        }
        _checkSplitInvariants()
    }

    /// From the split view controller itself, `show(_:sender:)` shows `viewController` as the
    /// secondary page, as UIKit's does.
    open override func show(_ viewController: ViewController, sender: Any?) {
        showDetailViewController(viewController, sender: sender)
    }

    /// Which column `controller` (or the ancestor of it that is in a column) is in: `.primary`,
    /// `.secondary` or `.compact`; while collapsed, pages pushed on the primary's stack for the
    /// secondary count as `.secondary`. Nil when it is not inside this split view.
    public func column(of controller: ViewController) -> Column? {
        var page: ViewController? = controller
        while let current = page {
            guard let parent = current.parent else { return nil }
            if parent === self {
                return columnNavigations.first { $0.value === current }?.key
            }
            if let navigation = parent as? NavigationController, navigation.parent === self {
                if navigation === columnNavigations[.primary], let own = primaryStackCount,
                   let index = navigation.viewControllers.firstIndex(where: { $0 === current }), index >= own {
                    return .secondary
                }
                return columnNavigations.first { $0.value === navigation }?.key
            }
            page = parent
        }
        return nil
    }

    // MARK: The view

    open override func loadView() {
        view = SplitContainerView(controller: self)
    }
}
