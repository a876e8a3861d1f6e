/// The object that filters a page's content for a ``SearchController`` (Apple's
/// `UISearchResultsUpdating`): usually the page's own view controller.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search changed: read `searchController.searchBar.text` and show what matches. Called
    /// on every edit of the text (one call per keystroke, paste or clear), and when the search
    /// bar takes focus or the search is left, as UIKit calls it.
    func updateSearchResults(for searchController: SearchController)
}

/// What a ``SearchController`` tells about the search starting and ending (Apple's
/// `UISearchControllerDelegate`). Every method has an empty default.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// The search is about to become active (the bar is taking focus, or `isActive` was set).
    func willPresentSearchController(_ searchController: SearchController)
    /// The search is active.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search is about to end (Esc left it, or `isActive` was cleared).
    func willDismissSearchController(_ searchController: SearchController)
    /// The search has ended.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    public func willPresentSearchController(_ searchController: SearchController) {}
    public func didPresentSearchController(_ searchController: SearchController) {}
    public func willDismissSearchController(_ searchController: SearchController) {}
    public func didDismissSearchController(_ searchController: SearchController) {}
}
