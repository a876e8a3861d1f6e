import TesseraTerminal

/// A navigation controller's view: its bar on the first row, the top controller's search bar on
/// the next when its navigation item has a search controller, the top controller's view below.
/// Keys nobody inside took reach it: the search's keys (`/` and typing go to the search bar),
/// going back, and the top controller's bar button items.
final class NavigationContainerView: View {
    private unowned let controller: NavigationController

    init(controller: NavigationController) {
        self.controller = controller
        super.init()
        addSubview(controller.navigationBar)
        addSubview(controller.toolbar)
        controller.toolbar.shownHint = { [unowned self] in shownKeyHint(of: $0) }
    }

    /// Puts `content` under the bar (the bar stays first, drawn before it), and the top
    /// controller's search bar with it; the toolbar stays on top.
    func show(_ content: View) {
        addSubview(content)
        addSubview(controller.toolbar)
        showSearchBar()
    }

    /// The search controller of the controller on top, if it has one.
    var topSearchController: SearchController? {
        controller.topViewController?.navigationItem.searchController
    }

    /// Makes the top controller's search bar, and only it, a subview (a page that got its search
    /// controller in `viewDidLoad` gets its bar at the next layout).
    func showSearchBar() {
        let shown = topSearchController?.searchBar
        for case let bar as SearchBar in subviews where bar !== shown { bar.removeFromSuperview() }
        if let shown, shown.superview !== self { addSubview(shown) }
    }

    /// Takes every search bar out (a page change puts the new top's back with its page).
    func removeSearchBars() {
        for case let bar as SearchBar in subviews { bar.removeFromSuperview() }
    }

    /// Focus rests on the container only while the top controller's view has nothing to focus.
    override var canBecomeFocused: Bool {
        guard let top = controller.topViewController?.viewIfLoaded, top.superview === self else { return false }
        return Window.focusable(in: top).isEmpty
    }

    /// Rows the navigation bar takes: one, or none while it is hidden.
    private var barRows: Int { controller.isNavigationBarHidden ? 0 : min(1, bounds.height) }

    /// Rows the toolbar takes at the bottom: one while it is shown, none while hidden.
    private var toolbarRows: Int { controller.isToolbarHidden ? 0 : min(1, max(0, bounds.height - barRows)) }

    /// Everything between the navigation bar and the toolbar: the search bar's row and the page.
    /// A slide covers it.
    var pageRegion: CellRect {
        CellRect(x: bounds.x, y: bounds.y + barRows, width: bounds.width, height: bounds.height - barRows - toolbarRows)
    }

    override func layoutSubviews() {
        showSearchBar()
        controller.navigationBar.isHidden = controller.isNavigationBarHidden
        controller.navigationBar.frame = CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: barRows)
        controller.updateToolbar()
        controller.toolbar.frame = CellRect(x: bounds.x, y: bounds.maxY - toolbarRows, width: bounds.width, height: toolbarRows)
        let region = pageRegion
        var content = region
        if let searchBar = topSearchController?.searchBar, searchBar.superview === self {
            let rows = min(1, region.height)
            searchBar.frame = CellRect(x: region.x, y: region.y, width: region.width, height: rows)
            content = CellRect(x: region.x, y: region.y + rows, width: region.width, height: region.height - rows)
        }
        for subview in subviews where subview !== controller.navigationBar && subview !== controller.toolbar && !(subview is SearchBar) {
            subview.frame = subview is NavigationTransitionView ? region : content
        }
        _checkSearchBarInvariant()
    }

    /// At most one search bar is shown, the top page's (debug builds only).
    private func _checkSearchBarInvariant() {
        #if DEBUG
        let bars = subviews.filter { $0 is SearchBar }
        precondition(bars.count <= 1, "a navigation container shows \(bars.count) search bars")
        if let bar = bars.first { precondition(bar === topSearchController?.searchBar, "a navigation container shows another page's search bar") }
        #endif
    }

    /// Letters typed on a searching page go to its search bar before the page's list sees them
    /// (the list would take `h` `j` `k` `l` and `s` as its own keys); Space and the page's
    /// own keys (`q`, `?`) stay with the page. Text views keep their typing.
    override func preemptKey(_ key: KeyEvent) -> Bool {
        if preemptBarKey(key) { return true }
        guard case .character(let c) = key.key, c != " ", key.modifiers.isSubset(of: .shift),
              let search = topSearchController, let responder = window?.keyResponder,
              !responder.consumesTextInput, !isInSearchBar(responder), responder.isDescendant(of: self) else { return false }
        return search.handleKeyFromPage(key)
    }

    override func handle(_ event: Event) -> Bool {
        if case .paste = event, !isInSearchBar(window?.keyResponder), let search = topSearchController {
            return search.handlePasteFromPage(event)
        }
        guard case .key(let key) = event else { return false }
        if key.modifiers.isSubset(of: .shift), let item = barButtonItem(for: key.key), performingKey(of: item).modifiers.isEmpty {
            return perform(item)
        }
        if !isInSearchBar(window?.keyResponder), let search = topSearchController, search.handleKeyFromPage(key) {
            return true
        }
        // Focus resting here (the page has nothing focused): the page's key commands still work.
        if let top = controller.topViewController, window?.keyResponder === self, top.performKeyCommand(key) { return true }
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .escape, .left, .character("q"):
            return controller.goBack()   // false on the root: the application decides
        default:
            return false
        }
    }

    /// Whether the key came from the search bar (it bubbled here with nobody there taking it).
    private func isInSearchBar(_ view: View?) -> Bool {
        guard let view, let bar = topSearchController?.searchBar else { return false }
        return view.isDescendant(of: bar)
    }

    /// The top controller's bar button items: its navigation item's, then its toolbar's while
    /// the toolbar is shown.
    var shownBarButtonItems: [BarButtonItem] {
        guard let top = controller.topViewController else { return [] }
        return top.navigationItem.allBarButtonItems + (controller.isToolbarHidden ? [] : top.toolbarItems ?? [])
    }

    /// The enabled bar button item of the top controller on `key`.
    func barButtonItem(for key: Key) -> BarButtonItem? {
        shownBarButtonItems.first { $0.isEnabled && $0.key == key }
    }

    /// Performs `item`: its action, or its menu under the place its bar drew it.
    func perform(_ item: BarButtonItem) -> Bool {
        item.perform(in: window, anchor: controller.navigationBar.place(of: item) ?? controller.toolbar.place(of: item))
    }

    /// From the page: `/ search` and, while the search has text, `Esc clear` (the search's keys
    /// come first, as they take the key first); then Esc goes back while there is something to go
    /// back to; then the top controller's items.
    override var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        if let search = topSearchController, !isInSearchBar(window?.keyResponder), search.searchBar.superview === self {
            hints += search.pageKeyHints
        }
        if controller.backViewController != nil {
            // q goes back here too: said here, it replaces the application's "q quit".
            hints += [KeyHint("Esc", "back"), KeyHint("q", "back")]
        }
        hints += shownBarButtonItems.filter(\.isEnabled).map(shownKeyHint(of:))
        if window?.keyResponder === self { hints += controller.topViewController?.keyCommandHints ?? [] }
        return hints
    }
}
