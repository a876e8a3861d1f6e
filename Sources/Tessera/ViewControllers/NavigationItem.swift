/// What a navigation bar shows for a view controller while it is on top (Apple's
/// `UINavigationItem`): its title, the back button's title for the controller pushed after it,
/// and its bar button items. Every view controller has one (``ViewController/navigationItem``).
@MainActor
public final class NavigationItem {
    /// The controller this item belongs to; changes ask its view for a new frame.
    private weak var owner: ViewController?

    /// The title in the bar; the controller's ``ViewController/title`` sets it.
    public var title: String? { didSet { changed() } }
    /// The back hint's title while a controller pushed after this one is on top; nil uses this
    /// item's title ("Back" when that is empty too).
    public var backButtonTitle: String? { didSet { changed() } }
    /// Hides the back hint (Esc still goes back unless the controller handles it).
    public var hidesBackButton = false { didSet { changed() } }
    /// Items at the bar's right, first one rightmost as in UIKit; their keys perform them.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { itemsChanged() } }
    /// Items after the back hint, at the bar's left.
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { itemsChanged() } }

    /// The search under the bar while this item's controller is on top: the navigation controller
    /// shows its ``SearchController/searchBar`` on the row under its bar, and hands it the keys
    /// typed on the page (see ``SearchController``).
    public var searchController: SearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if oldValue?.page === owner { oldValue?.page = nil }
            searchController?.page = owner
            owner?.navigationController?.viewIfLoaded?.setNeedsLayout()
            changed()
        }
    }
    /// Accepted for UIKit code; it has no effect: the search bar stays on its row while the page
    /// scrolls (a terminal has no scroll gesture to hide it with).
    public var hidesSearchBarWhenScrolling = true

    /// The first of ``rightBarButtonItems``.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The first of ``leftBarButtonItems``.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// An item with `title`, not yet belonging to a controller (Apple's `init(title:)`).
    public init(title: String) {
        self.title = title
    }

    /// The item every view controller makes for itself.
    init(owner: ViewController) {
        self.owner = owner
        self.title = owner.title
    }

    /// Every bar button item, left ones first.
    var allBarButtonItems: [BarButtonItem] { leftBarButtonItems + rightBarButtonItems }

    /// The items changed: each learns that the owner's bar shows it (so a change of its title or
    /// enabled state draws the bar again), and the bar draws the new list.
    private func itemsChanged() {
        if let owner { for item in allBarButtonItems { item.isShown(by: owner) } }
        changed()
    }

    /// A bar showing this item draws it again: its content changed. The bar is in the owner's
    /// navigation controller's view; any view in the window asks the window for the frame.
    private func changed() {
        owner?.barsNeedDisplay()
    }
}
