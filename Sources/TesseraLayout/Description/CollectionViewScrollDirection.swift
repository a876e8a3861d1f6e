/// The axis the whole layout scrolls along (UIKit's `UICollectionView.ScrollDirection`).
public enum CollectionViewScrollDirection: Hashable, Sendable {
    case vertical, horizontal
}
