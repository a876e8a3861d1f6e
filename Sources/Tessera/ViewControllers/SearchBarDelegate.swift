/// What a ``SearchBar`` tells the object that uses it (Apple's `UISearchBarDelegate`). Every
/// method has an empty default, so an adopter writes only the ones it needs.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The person changed the text (typed, deleted, pasted, or cleared it with Esc). Not called
    /// when the app sets ``SearchBar/text``.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The bar took keyboard focus.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// The bar lost keyboard focus.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// Enter in the bar (the keyboard's Search button).
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The person left the search: Esc in an empty bar, or Esc from the results while the bar
    /// has text (UIKit's Cancel button, which also clears the text).
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}
