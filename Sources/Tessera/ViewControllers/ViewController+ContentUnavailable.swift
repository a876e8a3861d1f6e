import TesseraTerminal

extension ViewController {
    /// What the controller shows over its whole view in place of its content (Apple's iOS 17
    /// `UIViewController.contentUnavailableConfiguration`): ``ContentUnavailableConfiguration/loading()``
    /// while data is on its way, ``ContentUnavailableConfiguration/search()`` when a search found
    /// nothing, ``ContentUnavailableConfiguration/empty()`` filled in for anything else; nil (the
    /// default) shows the view as it is. Set it before the view loads and it appears with it.
    ///
    /// The view drawing it sits on top of the controller's view and follows its size; it takes no
    /// focus, so keys still reach the view underneath (a search field keeps typing). A
    /// ``CollectionView`` has its own `contentUnavailableConfiguration` too, for a list without a
    /// controller.
    public var contentUnavailableConfiguration: (any ContentConfiguration)? {
        get { contentUnavailable.configuration }
        set {
            let old = contentUnavailable.view
            contentUnavailable.show(newValue)
            if old !== contentUnavailable.view { old?.removeFromSuperview() }
            placeContentUnavailableView()
        }
    }

    /// Puts the content-unavailable view on top of the loaded view, filling it. O(subviews).
    func placeContentUnavailableView() {
        guard let view = viewIfLoaded, let overlay = contentUnavailable.view else { return }
        overlay.frame = view.bounds
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if overlay.superview !== view || view.subviews.last !== overlay { view.addSubview(overlay) }
        overlay.setNeedsDisplay()
    }
}

/// What an update of the content-unavailable configuration may read (Apple's
/// `UIContentUnavailableConfigurationState`): the search text of the controller's search.
public struct ContentUnavailableConfigurationState: Hashable, Sendable {
    /// The text in the controller's search bar, nil when it has no search.
    public var searchText: String?
}

extension ViewController {
    /// Asks for ``updateContentUnavailableConfiguration(using:)`` (Apple's iOS 17
    /// `setNeedsUpdateContentUnavailableConfiguration()`). It runs at once here: there is no
    /// deferred update pass for it to wait for, and the next frame draws what it set.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        let search = navigationItem.searchController?.searchBar.text
        updateContentUnavailableConfiguration(using: ContentUnavailableConfigurationState(searchText: search))
    }
}
