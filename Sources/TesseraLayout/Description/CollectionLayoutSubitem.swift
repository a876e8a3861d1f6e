/// What a group is built from: an item or another group. `CollectionLayoutItem` and
/// `CollectionLayoutGroup` conform, so `subitems: [leadingItem, trailingGroup]` reads as in
/// UIKit, where a group is a kind of item.
///
/// The engine treats any conformer other than `CollectionLayoutGroup` as a plain item described
/// by these properties.
public protocol CollectionLayoutSubitem {
    /// The size, each dimension a fraction of the containing group, a number of cells, or an estimate.
    var layoutSize: CollectionLayoutSize { get }
    /// Shrinks the content inside its slot (the slot keeps its size). Ignored on an axis whose
    /// dimension is estimated, as UIKit documents.
    var contentInsets: DirectionalEdgeInsets { get set }
    /// Space outside the slot, moving it relative to its siblings and container.
    var edgeSpacing: CollectionLayoutEdgeSpacing? { get set }
    /// Supplementaries anchored to this subitem's frame.
    var supplementaryItems: [CollectionLayoutSupplementaryItem] { get }
}
