import Foundation

/// What a collection view asks its data source, in UIKit's words (Apple's
/// `UICollectionViewDataSource`). `CollectionViewDiffableDataSource` conforms: an app or a test
/// can call these as UIKit calls them, and a subclass overrides them to customise the data
/// source (which rows may move, what a move commits, which cell to make).
///
/// The collection view itself asks for cells, supplementaries and moves through these methods;
/// it reads counts from the snapshot directly (an override of the counts cannot make the
/// snapshot say something else).
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// Sections in `collectionView` (Apple's `numberOfSections(in:)`).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// Items in `section` (Apple's `collectionView(_:numberOfItemsInSection:)`).
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell for the item at `indexPath`, usually dequeued from `collectionView`
    /// (Apple's `collectionView(_:cellForItemAt:)`). Asked when the item comes on screen, is
    /// reloaded or reconfigured, or needs measuring.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The configured header, footer or badge of `kind` at `indexPath` (Apple's
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView
    /// Whether the item at `indexPath` may be moved with Shift-↑/↓ (Apple's
    /// `collectionView(_:canMoveItemAt:)`).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Commits a move the user made: the item at `sourceIndexPath` now belongs at
    /// `destinationIndexPath` (Apple's `collectionView(_:moveItemAt:to:)`).
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}
