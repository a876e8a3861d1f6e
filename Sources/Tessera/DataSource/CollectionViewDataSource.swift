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
    func numberOfSections(in collectionView: CollectionView) -> Int
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}
