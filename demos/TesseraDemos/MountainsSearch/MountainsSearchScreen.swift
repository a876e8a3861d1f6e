import Tessera

/// The Mountains Search demo as the launcher's catalogue shows it today, a view: a navigation
/// controller with ``MountainsSearchViewController`` at its root, its view filling this one. A
/// launcher built on view controllers shows the controller itself (`MountainsSearchViewController(context:)`).
public final class MountainsSearchScreen: View {
    /// The demo's page, with its search controller.
    public let page: MountainsSearchViewController
    /// The stack the page is the root of: its bar shows the title, and the search bar under it.
    public let navigation: NavigationController

    public init(context: DemoContext) {
        page = MountainsSearchViewController(context: context)
        navigation = NavigationController(rootViewController: page)
        super.init()
        addSubview(navigation.view)
    }

    public override func layoutSubviews() {
        navigation.view.frame = bounds
    }

    /// Whether this catalogue is filtered off the main thread (results follow the key).
    public var filtersInBackground: Bool { page.filtersInBackground }
    /// Called on the main actor each time results for a query are on screen (benchmarks wait for it).
    public var onResultsShown: ((String) -> Void)? {
        get { page.onResultsShown }
        set { page.onResultsShown = newValue }
    }
}
