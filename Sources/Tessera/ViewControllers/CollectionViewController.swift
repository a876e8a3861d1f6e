import Foundation

/// A view controller whose view is a collection view it feeds (Apple's
/// `UICollectionViewController`): it is the collection view's data source and delegate, so a port
/// that subclasses it and overrides `collectionView(_:numberOfItemsInSection:)`,
/// `collectionView(_:cellForItemAt:)`, `collectionView(_:didSelectItemAt:)` and the rest compiles
/// as it does on iOS.
///
/// Every data source and delegate method a subclass commonly overrides is declared here, with
/// UIKit's default, because Swift lets a subclass override only what its class declares (a
/// protocol extension's default cannot be overridden). A diffable data source made in
/// ``ViewController/viewDidLoad()`` with `CollectionViewDiffableDataSource(collectionView:cellProvider:)`
/// replaces the controller as the data source, as in UIKit; the controller stays the delegate.
/// There is no storyboard: register cells in `viewDidLoad()` (or use cell registrations).
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout the collection view is made with (Apple's `collectionViewLayout`); once the view
    /// is loaded, the collection view's own layout, so a layout set on it later is the one read here.
    public var collectionViewLayout: CollectionViewLayout {
        madeCollectionView?.collectionViewLayout ?? initialLayout
    }
    private let initialLayout: CollectionViewLayout
    private var madeCollectionView: CollectionView?
    // The counts are asked when the data source is set (in loadView), before a subclass's
    // viewDidLoad fills its model; UIKit asks at the first layout, so they are asked again then.
    private var needsFirstReload = true

    /// Whether the selected items are deselected each time the view is about to appear (Apple's
    /// `clearsSelectionOnViewWillAppear`, true by default): coming back from a pushed detail
    /// leaves no item selected.
    open var clearsSelectionOnViewWillAppear = true

    /// Accepted for UIKit's sake (Apple's `installsStandardGestureForInteractiveMovement`, true by
    /// default); it has no effect: there is no drag gesture in a terminal. Items the data source
    /// lets move (`collectionView(_:canMoveItemAt:)`) move with Shift-↑/↓ whatever it says.
    open var installsStandardGestureForInteractiveMovement = true

    /// Accepted for UIKit's sake (Apple's `useLayoutToLayoutNavigationTransitions`, false by
    /// default); it has no effect: a push shows the pushed controller's own view, never this
    /// collection view animating to another layout.
    open var useLayoutToLayoutNavigationTransitions = false

    /// A controller whose collection view is laid out by `layout` (Apple's
    /// `init(collectionViewLayout:)`): a compositional layout (`.list(using:)` among them) or a
    /// ``CollectionViewFlowLayout``.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init()
    }

    /// A controller with a ``CollectionViewFlowLayout``, the layout UIKit's controller gets
    /// when made in code without one.
    public override convenience init() {
        self.init(collectionViewLayout: CollectionViewFlowLayout())
    }

    /// A controller with a ``CollectionViewFlowLayout`` (Apple's `init(nibName:bundle:)`). There
    /// are no nibs: both arguments are accepted and ignored, as ``ViewController``'s are.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(collectionViewLayout: CollectionViewFlowLayout())
    }

    /// The collection view this controller feeds (Apple's `collectionView`): the controller's
    /// view, made on first use with this controller as its data source and delegate. Setting it
    /// replaces the view.
    public var collectionView: CollectionView! {
        get {
            if let madeCollectionView { return madeCollectionView }
            loadViewIfNeeded()
            return madeCollectionView
        }
        set {
            madeCollectionView = newValue
            view = newValue
        }
    }

    /// Makes the collection view and makes it the view; its data source and delegate are this controller.
    open override func loadView() {
        let collectionView = CollectionView(collectionViewLayout: initialLayout)
        madeCollectionView = collectionView
        view = collectionView
        collectionView.delegate = self
        collectionView.dataSource = self
    }

    /// Asks this controller's counts again the first time the view appears (UIKit asks them at
    /// the first layout, after `viewDidLoad()`), and deselects the selected items when
    /// ``clearsSelectionOnViewWillAppear`` is true, as UIKit does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collectionView = madeCollectionView else { return }
        if needsFirstReload {
            needsFirstReload = false
            // Only while the controller is still the data source: a diffable one has its snapshot.
            if collectionView.dataSource === self { collectionView.reloadData() }
        }
        if clearsSelectionOnViewWillAppear {
            for selected in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: selected, animated: animated)
            }
        }
    }

    // MARK: Data source (UIKit's defaults; override as on iOS)

    /// Sections in the collection view: 1 unless overridden.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// Items in `section`: 0 unless overridden (UIKit's controller, without a storyboard, has none).
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// The cell for an item: a subclass that reports items must override this.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        fatalError("\(type(of: self)) reports items but does not override collectionView(_:cellForItemAt:)")
    }
    /// A header, footer or badge of `kind`: a blank view unless overridden (UIKit stops the program).
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        CollectionReusableView()
    }
    /// Whether an item may be moved with Shift-↑/↓: false unless overridden.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Moves an item in the model: nothing unless overridden.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}

    // MARK: Delegate (UIKit's defaults; override as on iOS)

    /// Whether an item may be selected: true unless overridden.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// An item was selected: nothing unless overridden.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// An item was deselected: nothing unless overridden.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Keyboard focus moved to `indexPath` (nil: none): nothing unless overridden.
    open func collectionView(_ collectionView: CollectionView, didUpdateFocusTo indexPath: IndexPath?) {}
    /// Whether an item shows pressed: true unless overridden.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// The context menu for the items: the one-item form's for a single item unless overridden.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> ContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// The context menu for one item (iOS 13–15's form): none unless overridden.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> ContextMenuConfiguration? { nil }
}
