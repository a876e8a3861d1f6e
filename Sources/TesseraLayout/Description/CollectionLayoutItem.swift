/// The smallest piece of a layout: one cell of the collection, sized by `layoutSize`.
public struct CollectionLayoutItem: CollectionLayoutSubitem {
    /// The item's size; fractions are of its group's size (after the group's content insets).
    public let layoutSize: CollectionLayoutSize
    /// Shrinks the cell inside its slot, in cells (the slot keeps its size, so siblings do not move).
    /// Ignored on an estimated axis, as UIKit documents. Zero by default.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space outside the item's slot, pushing it away from its siblings and its group's edges; nil
    /// (none) by default.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Supplementaries (badges, say) anchored to this item's frame after its insets.
    public let supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// An item of `layoutSize` with no supplementaries (Apple's `NSCollectionLayoutItem(layoutSize:)`).
    public init(layoutSize: CollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` carrying `supplementaryItems`, each anchored to the item's frame.
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
