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
    /// Does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}
