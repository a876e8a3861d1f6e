/// The axis the whole layout scrolls along (UIKit's `UICollectionView.ScrollDirection`).
public enum CollectionViewScrollDirection: Hashable, Sendable {
    /// `vertical` stacks sections downward, in rows; `horizontal` lays them out rightward, in columns.
    case vertical, horizontal
}
