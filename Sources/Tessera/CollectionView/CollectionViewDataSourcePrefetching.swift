import Foundation

/// Told ahead of time which items are about to scroll into view, so their data can start
/// loading (from a file, a database, the network) before their cells are asked for (Apple's
/// `UICollectionViewDataSourcePrefetching`). Set it as the collection view's
/// ``CollectionView/prefetchDataSource``.
///
/// The collection view asks for the items of the next screenful in the direction it last
/// scrolled (down at first), once each; when such an item will no longer come into view (the
/// scrolling turned back), it cancels it. An item that does come into view is neither asked
/// for again nor cancelled: its cell is asked for instead.
@MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of the items at `indexPaths` (Apple's
    /// `collectionView(_:prefetchItemsAt:)`); they are in index-path order and were not asked
    /// for before, or were cancelled since.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stop loading what ``collectionView(_:prefetchItemsAt:)`` started for `indexPaths`: they are
    /// no longer about to come into view (Apple's `collectionView(_:cancelPrefetchingForItemsAt:)`).
    /// Optional: the default does nothing.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Does nothing: a prefetching data source that cannot stop a load need not implement it.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
