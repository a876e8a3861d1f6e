import Foundation

/// The base of every collection view layout (Apple's `UICollectionViewLayout`): the type a
/// layout-making function returns, so `func createLayout() -> CollectionViewLayout` ports from
/// UIKit as written, and what ``CollectionViewCompositionalLayout`` answers its queries as.
///
/// The base answers UIKit's queries as an empty layout does: no elements, no size. Tessera's
/// collection view lays out with ``CollectionViewCompositionalLayout`` only (a section provider
/// can describe any arrangement of groups, including ``CollectionLayoutGroup/custom(layoutSize:itemProvider:)``
/// frames computed by hand); giving it any other subclass stops the program with a message
/// saying so, where the layout is set.
open class CollectionViewLayout {
    /// An empty layout.
    public init() {}

    /// The size of the whole content, in cells (Apple's `collectionViewContentSize`): its length
    /// along the scrolling axis by the container's size across it. Zero in the base class.
    open var collectionViewContentSize: CellSize { .zero }

    /// Every element whose frame shares a cell with `rect`, in content coordinates (Apple's
    /// `layoutAttributesForElements(in:)`). Empty in the base class.
    open func layoutAttributesForElements(in rect: CellRect) -> [CollectionViewLayoutAttributes] { [] }

    /// Where the cell of the item at `indexPath` goes (Apple's `layoutAttributesForItem(at:)`);
    /// nil when the layout holds no such item, as in the base class.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Where the header, footer or badge of `elementKind` at `indexPath` goes (Apple's
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`); nil when there is none, as in the
    /// base class.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// Where the decoration of `elementKind` at `indexPath` goes (Apple's
    /// `layoutAttributesForDecorationView(ofKind:at:)`); nil when there is none, as in the base
    /// class.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// Throws away what the layout computed, so the next query computes it again (Apple's
    /// `invalidateLayout()`). The base class keeps nothing.
    open func invalidateLayout() {}
}

extension CollectionViewLayout {
    /// A compositional layout whose every section is a list with this configuration (Apple's
    /// `UICollectionViewCompositionalLayout.list(using:)`). Declared on the base class so that
    /// `.list(using: …)` reads wherever a layout is expected, as in
    /// `CollectionView(collectionViewLayout: .list(using: …))`;
    /// `CollectionViewCompositionalLayout.list(using:)` names the same function.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
