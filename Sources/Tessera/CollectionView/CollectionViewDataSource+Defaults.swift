import Foundation

/// UIKit's optional data-source methods, defaulted as UIKit behaves when an app leaves them out,
/// so a classic data source implements only the counts and the cells.
extension CollectionViewDataSource {
    /// One section, as UIKit assumes when `numberOfSections(in:)` is left out.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// An empty view: a layout that asks for a header or footer the data source does not make
    /// gets a blank one (UIKit stops the program instead).
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        CollectionReusableView()
    }

    /// No item moves unless the data source says so.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: a data source that lets items move records the move in its model here.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
