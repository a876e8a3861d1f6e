import Foundation
import TesseraLayout

/// Unavailable: UIKit's `UITableViewDataSourcePrefetching`.
@available(*, unavailable, message: "a terminal table has few rows on screen: load the data before applying the snapshot, or set the collection view's prefetchDataSource")
@MainActor public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Unavailable: UIKit's `tableView(_:prefetchRowsAt:)`.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Unavailable: UIKit's `tableView(_:cancelPrefetchingForRowsAt:)`.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

/// Unavailable: UIKit's `UINavigationControllerDelegate`.
@available(*, unavailable, message: "Tessera's navigation controller has no delegate: react in the shown view controller's viewWillAppear(_:) or viewDidAppear(_:)")
@MainActor public protocol NavigationControllerDelegate: AnyObject {
    /// Unavailable: UIKit's `navigationController(_:willShow:animated:)`.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Unavailable: UIKit's `navigationController(_:didShow:animated:)`.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}
