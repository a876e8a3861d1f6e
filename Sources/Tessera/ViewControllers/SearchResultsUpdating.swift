/// The object that filters a page's content for a ``SearchController`` (Apple's
/// `UISearchResultsUpdating`): usually the page's own view controller.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search changed: read `searchController.searchBar.text` and show what matches. Called
    /// on every edit of the text (one call per keystroke, paste or clear), and when the search
    /// bar takes focus or the search is left, as UIKit calls it. Keys read together (typed
    /// faster than the program reads them) are one edit, as a paste is: one call for the text
    /// the last of them left, none when that is the text of the last call.
    func updateSearchResults(for searchController: SearchController)
}
