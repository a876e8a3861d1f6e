/// Searching a page's content from a bar under the navigation bar (Apple's
/// `UISearchController`). Give it to the page's ``NavigationItem/searchController``: the
/// ``NavigationController`` shows its ``searchBar`` while the page is on top, and the
/// ``searchResultsUpdater`` filters the page as the text changes.
///
/// The keys come with it, with no code in the app: `/` or a typed character while the page's
/// list has focus goes to the bar (the character is typed, `/` is not); ↓ in the bar focuses the
/// first result; Esc in the bar ends editing (focus to the results, the text and filter kept),
/// Esc from the results then clears the search, Esc in an empty bar leaves it, and only then
/// does Esc go back a page.
///
/// Only `searchResultsController: nil` is shown as UIKit does, the results being the page's own
/// content; a results controller is kept, not shown.
@MainActor
open class SearchController: ViewController {
    /// The controller that would show results over the page; nil, the only case shown here, means
    /// the page shows them itself.
    public let searchResultsController: ViewController?
    /// Filters the page on every change of the search (weak, as in UIKit).
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Told when the search starts and ends (weak).
    public weak var delegate: SearchControllerDelegate?
    /// The bar the navigation controller shows under its own.
    public let searchBar = SearchBar()
    /// Accepted for UIKit code; it has no effect: a terminal does not dim the page under a search,
    /// and the results stay readable.
    public var obscuresBackgroundDuringPresentation = true
    /// Accepted for UIKit code; it has no effect: the navigation bar always stays.
    public var hidesNavigationBarDuringPresentation = true
    /// The page whose navigation item holds this controller: where the results are.
    weak var page: ViewController?

    /// A search controller; pass nil to show the results in the page itself.
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
        searchBar.searchController = self
    }

    /// Whether a search is under way: from the bar taking focus until the search is left (Esc in
    /// an empty bar, Esc from the results). Setting it true focuses the bar; setting it false
    /// ends the search and gives focus back to the results if the bar had it.
    public var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue {
                if searchBar.window != nil, searchBar.isVisibleInHierarchy {
                    searchBar.becomeFirstResponder()   // focusing the bar starts the search
                }
                if !active { present() }
            } else {
                dismissSearch()
            }
        }
    }
    private var active = false
    /// The text the updater last heard: a batch of keys that leaves it unchanged asks nothing.
    private var textLastUpdated: String?

    private func present() {
        delegate?.willPresentSearchController(self)
        active = true
        delegate?.didPresentSearchController(self)
        _checkSearchInvariants()
    }

    private func dismissSearch() {
        delegate?.willDismissSearchController(self)
        active = false
        if searchBar.isFocused { _ = focusResults(first: false) }
        updateSearchResults()
        delegate?.didDismissSearchController(self)
        _checkSearchInvariants()
    }

    // MARK: What the bar and the navigation container call

    /// The bar took focus: the search is active, and the updater hears of it.
    func searchBarDidBeginEditing() {
        if !active { present() }
        updateSearchResults()
    }

    /// The person changed the text. Keys read together (a burst typed faster than the loop
    /// turns, a paste) are one change: the updater hears once, after the last of them, and not
    /// at all when they leave the text it last heard (typed, then erased). A change made by
    /// code, outside a batch of input, is heard at once.
    func searchTextDidChange() {
        _checkSearchInvariants()
        let deferred = searchBar.window?.afterEvents(of: self) { [weak self] in
            guard let self, searchBar.text != textLastUpdated else { return }
            updateSearchResults()
        }
        if deferred != true { updateSearchResults() }
    }

    /// Tells the updater, and notes the text it heard.
    private func updateSearchResults() {
        textLastUpdated = searchBar.text
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Leaves the search (UIKit's Cancel button): the text is cleared (the updater hears of it),
    /// focus goes back to the results, the search ends, then the bar's delegate hears of it.
    func cancelSearch() {
        searchBar.clearText()
        if searchBar.isFocused { _ = focusResults(first: false) }
        if active { dismissSearch() }
        searchBar.delegate?.searchBarCancelButtonClicked(searchBar)
    }

    /// Esc in a bar with text (UIKit's `resignFirstResponder()`): focus goes to the results, or
    /// with none to go to, nowhere; the text, its filter and the search stay.
    func endEditing() {
        guard searchBar.isFocused else { return }
        if !focusResults(first: false) { searchBar.resignFirstResponder() }
    }

    /// The view the results are in: the page's, or (for a bar an app placed itself) the bar's
    /// superview.
    private var resultsRoot: View? { page?.viewIfLoaded ?? searchBar.superview }

    /// The page's first focusable collection view that has an item: where ↓ goes.
    var firstResultsView: CollectionView? {
        guard let root = resultsRoot else { return nil }
        for case let list as CollectionView in Window.focusable(in: root) where list.hasItems { return list }
        return nil
    }

    /// ↓ from the bar: the first result gets focus. Returns false when there is none.
    func focusFirstResult() -> Bool { focusResults(first: true) }

    /// Gives focus to the results: the first item when `first`, else the one focused before.
    /// With no result to focus, the page's first focusable view. Returns whether focus moved.
    private func focusResults(first: Bool) -> Bool {
        guard searchBar.window != nil else { return false }
        if let list = firstResultsView {
            list.becomeFirstResponder()
            if first || list.indexPathForFocusedItem == nil { list.moveFocusToEnd(last: false) }
            return true
        }
        guard !first, let root = resultsRoot, let any = Window.focusable(in: root).first(where: { $0 !== searchBar }) else {
            return false
        }
        any.becomeFirstResponder()
        return true
    }

    /// A key from the page that nobody there used (the navigation container asks): `/` focuses
    /// the bar; a printable character other than `q` and `?` (which keep their meaning) focuses
    /// it and is typed; Backspace edits the text when there is some; ↑ (from the list's top row)
    /// goes to the bar; Esc, while the bar has text, leaves the search. Returns whether it took
    /// the key.
    func handleKeyFromPage(_ key: KeyEvent) -> Bool {
        guard searchBar.window != nil, searchBar.isVisibleInHierarchy, key.modifiers.isSubset(of: .shift) else { return false }
        switch key.key {
        case .character("/") where key.modifiers.isEmpty, .up where key.modifiers.isEmpty:
            searchBar.becomeFirstResponder()
            return true
        case .character(let c) where !Self.pageKeys.contains(c) && TextWidth.of(c) > 0:
            searchBar.becomeFirstResponder()
            return searchBar.editor.handle(.key(key))
        case .backspace where key.modifiers.isEmpty && !searchBar.text.isEmpty:
            searchBar.becomeFirstResponder()
            searchBar.editor.deleteBackward()
            return true
        case .escape where key.modifiers.isEmpty && !searchBar.text.isEmpty:
            cancelSearch()
            return true
        case .escape where key.modifiers.isEmpty && active:
            dismissSearch()
            return false   // nothing to clear: Esc goes on (back a page)
        default:
            return false
        }
    }

    /// A paste on the page that nobody there took: it goes into the bar, as typing does.
    func handlePasteFromPage(_ paste: Event) -> Bool {
        guard searchBar.window != nil, searchBar.isVisibleInHierarchy else { return false }
        searchBar.becomeFirstResponder()
        return searchBar.editor.handle(paste)
    }

    /// Characters that keep their meaning on the page instead of starting a search: `q` goes
    /// back (or quits), `?` lists the keys.
    static let pageKeys: Set<Character> = ["q", "?"]

    /// The hints a page with this search offers: `/` to search, and Esc to leave a search that
    /// has text.
    var pageKeyHints: [KeyHint] {
        var hints = [KeyHint("/", "search")]
        if !searchBar.text.isEmpty { hints.append(KeyHint("Esc", "clear")) }
        return hints
    }
}

extension CollectionView {
    /// Whether any section has an item.
    var hasItems: Bool {
        (0..<numberOfSections).contains { numberOfItems(inSection: $0) > 0 }
    }
}
