extension SearchController {
    /// Checks what the search controller, its bar, its page and the navigation container share
    /// (debug builds only): the bar names this controller; the page, if any, holds this
    /// controller in its navigation item; the bar's editor is hidden (only the bar takes focus);
    /// and a bar shown by a navigation controller is its top page's.
    func _checkSearchInvariants() {
        _checkInvariants()
        #if DEBUG
        precondition(searchBar.searchController === self, "a search bar names another search controller")
        if let page {
            precondition(page.navigationItem.searchController === self,
                         "\(type(of: page)) is a search controller's page but its navigation item holds another")
        }
        precondition(searchBar.editor.isHidden && searchBar.editor.superview === searchBar,
                     "a search bar's editor is shown or outside the bar: it would take focus")
        if let container = searchBar.superview as? NavigationContainerView {
            precondition(container.topSearchController === self, "a navigation container shows a search bar not its top page's")
        }
        #endif
    }
}
