/// What an element of the layout is (UIKit's `UICollectionView.ElementCategory`).
public enum CollectionElementCategory: Int, Hashable, Sendable, Comparable {
    /// An item from the data source.
    case cell
    /// A header, footer or badge, asked of the data source's supplementary provider.
    case supplementaryView
    /// A background or list separator; the data source never sees it.
    case decorationView

    /// Cells before supplementary views before decoration views: the order elements with the same
    /// index path are listed in.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
