import Foundation
import TesseraTerminal

/// Manages a view and its place among the app's screens (Apple's `UIViewController`).
///
/// The view is made on first use through ``loadView()``, then ``viewDidLoad()`` runs, once.
/// The appearance methods (``viewWillAppear(_:)`` and the others) run as the controller's view
/// joins and leaves the screen: installed as the window's ``Window/rootViewController``, pushed
/// or popped by a ``NavigationController``, presented or dismissed. Override them as on iOS,
/// calling `super`.
///
/// An app class named exactly `ViewController`, as UIKit samples write, hides this one: rename it
/// or write `Tessera.ViewController`.
@MainActor
open class ViewController {
    /// The view, once ``loadView()`` made it; it knows its controller (keys reach the
    /// controller's ``keyCommands`` through it).
    private var loadedView: View? {
        didSet {
            if oldValue?.viewController === self { oldValue?.viewController = nil }
            loadedView?.viewController = self
        }
    }
    /// The content-unavailable configuration and the view showing it over ``view``
    /// (see `ViewController+ContentUnavailable.swift`).
    var contentUnavailable = ContentUnavailableState()
    /// The controller's title, shown by a ``NavigationController``'s bar. Setting it sets
    /// ``navigationItem``'s title too, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// What a navigation bar shows while this controller is on top: its title, bar button items.
    public private(set) lazy var navigationItem: NavigationItem = NavigationItem(owner: self)
    /// The container this controller is a child of (a ``NavigationController``, say).
    public internal(set) weak var parent: ViewController?
    /// The controllers whose views are inside this one's, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// Where the controller is between appearing and disappearing; drives which appearance
    /// methods may run next.
    var appearance: AppearanceState = .disappeared
    /// The controller this one presented and that shows over it (nil when none).
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one, stored on the presented controller itself.
    weak var presentingViewControllerStorage: ViewController?
    /// How a presentation shows this controller over the one presenting it.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// When true, Esc does not dismiss the controller while presented (Apple's "swipe to dismiss"
    /// is Esc here); the app dismisses it itself.
    open var isModalInPresentation = false
    /// Accepted for UIKit code; it has no effect: a presented controller covers the whole window
    /// here, whichever controller defines the context (Apple's `definesPresentationContext`).
    open var definesPresentationContext = false
    /// The keys this controller answers wherever focus is inside its view (Apple's
    /// `keyCommands`): override it to return your commands, as in UIKit, or add them with
    /// ``addKeyCommand(_:)``. See ``KeyCommand``.
    open var keyCommands: [KeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    /// The item a tab bar controller shows for this controller, once made (`ViewController+TabBar.swift`).
    var tabBarItemStorage: TabBarItem?
    /// The traits last reported and the trait registrations (`Traits/ViewController+Traits.swift`).
    var traitState = TraitState()
    /// The commands ``addKeyCommand(_:)`` added.
    var addedKeyCommands: [KeyCommand] = []
    /// The items a navigation controller's toolbar shows while this controller is on top and
    /// the toolbar is not hidden (Apple's `toolbarItems`); their keys perform them. Setting it
    /// redraws the toolbar.
    open var toolbarItems: [BarButtonItem]? {
        didSet {
            for item in toolbarItems ?? [] { item.isShown(by: self) }
            navigationController?.viewIfLoaded?.setNeedsLayout()
            barsNeedDisplay()
        }
    }
    /// Whether the controller's content is being edited (Apple's `isEditing`). Setting it calls
    /// ``setEditing(_:animated:)`` without animation, as in UIKit.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether the controller is editing, and its edit button once asked for
    /// (see `ViewController+Editing.swift`).
    var editingState = EditingState()

    /// Starts or ends editing (Apple's `setEditing(_:animated:)`): records it and turns the
    /// ``editButtonItem`` into "done" or back into "edit". Override it to put your list into edit
    /// mode (`collectionView.isEditing = editing`), calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState.isEditing = editing
        editButtonDidChange()
    }

    /// True while the controller is being added to a container (pushed, or set into a
    /// navigation stack): read it in ``viewWillAppear(_:)`` or ``viewDidAppear(_:)``.
    public internal(set) var isMovingToParent = false
    /// True while the controller is leaving its container (popped): read it in
    /// ``viewWillDisappear(_:)`` or ``viewDidDisappear(_:)`` to tell a pop from a push over it.
    public internal(set) var isMovingFromParent = false
    /// True while the controller is being presented: read it in the appearance methods.
    public internal(set) var isBeingPresented = false
    /// True while the controller is being dismissed: read it in the disappearance methods.
    public internal(set) var isBeingDismissed = false
    /// The view that had focus when a container covered this controller's view (a navigation
    /// push), given back when it shows again.
    weak var focusToRestore: View?
    /// The container view a presentation put this controller's view in.
    var presentationContainer: PresentationContainerView?

    /// A controller whose view is not loaded yet.
    public init() {}

    /// A controller whose view is not loaded yet (Apple's `init(nibName:bundle:)`). There are no
    /// nibs: both arguments are accepted and ignored, so a subclass that overrides this
    /// initializer and calls `super.init(nibName: nil, bundle: nil)` ports unchanged; build the
    /// view in ``loadView()`` or ``viewDidLoad()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Sets ``contentUnavailableConfiguration`` for `state` (Apple's iOS 17
    /// `updateContentUnavailableConfiguration(using:)`); ``setNeedsUpdateContentUnavailableConfiguration()``
    /// calls it. Override it to show "no results" from the search text, say. Does nothing by default.
    open func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {}

    // MARK: The view

    /// The controller's view, made by ``loadView()`` (then ``viewDidLoad()``) on first use.
    /// Setting it replaces the view without calling either.
    public var view: View! {
        get {
            if let loadedView { return loadedView }
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: override to build your own and assign ``ViewController/view`` (without calling super).
    /// The default makes a plain ``View``.
    open func loadView() {
        view = View()
    }

    /// Runs once, right after the view was loaded: set up subviews and data here.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View() }   // a loadView that forgot to set one
        viewDidLoad()
        placeContentUnavailableView()   // over whatever viewDidLoad added
    }

    // MARK: Appearance

    /// The view is about to join the screen (pushed, presented, installed as the root).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the screen (covered, popped, dismissed).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The controller's traits changed (Apple's `traitCollectionDidChange(_:)`): the terminal
    /// was resized across a size-class threshold. Called on the controller tree top-down, parents
    /// before children, with the traits before; read ``traitCollection`` for the new ones.
    /// Override to adapt (one column when compact), calling super.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Containers

    /// Called before the controller joins `parent` (or, with nil, before it leaves its parent).
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller joined `parent` (or, with nil, after it left its parent).
    open func didMove(toParent parent: ViewController?) {}

    /// Shows `viewController` the way the context calls for (Apple's `show(_:sender:)`). From a
    /// page in a split view's primary column, it is shown as the secondary page (beside the
    /// primary while expanded, pushed while collapsed); in a navigation stack it is pushed;
    /// elsewhere it is presented. Containers (a split view controller) override it to show it in
    /// their own way.
    open func show(_ viewController: ViewController, sender: Any?) {
        if let split = splitViewController, split.column(of: self) == .primary {
            split.showDetailViewController(viewController, sender: sender)
        } else if let navigation = self as? NavigationController ?? navigationController {
            navigation.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows `vc` as the detail of what this controller shows (Apple's
    /// `showDetailViewController(_:sender:)`): in a split view, as its secondary page (replacing
    /// it while expanded, pushed while collapsed); otherwise as ``show(_:sender:)`` does.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    /// The nearest ancestor that is a navigation controller, or nil when not in a navigation stack.
    public var navigationController: NavigationController? {
        var candidate = parent
        while let current = candidate {
            if let navigation = current as? NavigationController { return navigation }
            candidate = current.parent
        }
        return nil
    }

    /// The nearest ancestor that is a split view controller, or nil when not in a split view.
    public var splitViewController: SplitViewController? {
        var candidate = parent
        while let current = candidate {
            if let split = current as? SplitViewController { return split }
            candidate = current.parent
        }
        return nil
    }

    /// The controller that presented this one or one of its ancestors; nil when none was presented.
    public var presentingViewController: ViewController? {
        presentingViewControllerStorage ?? parent?.presentingViewController
    }
}

/// How a presented view controller covers the one that presented it (Apple's
/// `UIModalPresentationStyle`, the styles a terminal can show).
public enum ModalPresentationStyle: Hashable, Sendable {
    /// The style the presented controller prefers: `.overFullScreen` for an alert, otherwise
    /// `.fullScreen`.
    case automatic
    /// Covers the whole screen; the controller underneath disappears.
    case fullScreen
    /// Drawn over the whole screen, the controller underneath still showing (and not told it
    /// disappeared): alerts.
    case overFullScreen

    /// UIKit's page sheet: a terminal sheet covers the screen, as ``fullScreen``.
    public static let pageSheet = ModalPresentationStyle.fullScreen
    /// UIKit's form sheet: shown as ``fullScreen``.
    public static let formSheet = ModalPresentationStyle.fullScreen
    /// UIKit's current-context presentation: a presentation covers the whole window here
    /// (see ``ViewController/definesPresentationContext``), as ``fullScreen``.
    public static let currentContext = ModalPresentationStyle.fullScreen
    /// UIKit's over-current-context presentation: shown as ``overFullScreen``.
    public static let overCurrentContext = ModalPresentationStyle.overFullScreen
}
