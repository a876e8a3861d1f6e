/// An extra view attached to an item or a group (a badge, say). It follows the index path of
/// the item it is attached to (a group's supplementary takes the group's first item), sits at
/// its anchor, and never moves its item or its siblings.
public struct CollectionLayoutSupplementaryItem {
    /// The supplementary's size; fractions are of the item's (or group's) frame. An estimated size
    /// stays at its estimate: only items, headers and footers are measured.
    public let layoutSize: CollectionLayoutSize
    /// Identifies the kind of view; each kind needs its own string.
    public let elementKind: String
    /// The point on the item (or group) the supplementary attaches to.
    public let containerAnchor: CollectionLayoutAnchor
    /// The point on the supplementary that meets the container anchor; by default the same
    /// edges, so the supplementary sits just inside them.
    public let itemAnchor: CollectionLayoutAnchor?
    /// Drawn above the item (at zIndex 0) by default.
    public var zIndex: Int = 1

    /// A supplementary of `elementKind` attached at `containerAnchor`, sitting just inside the edges it
    /// names (Apple's `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:)`).
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = nil
    }

    /// A supplementary of `elementKind` whose `itemAnchor` point meets the item's `containerAnchor`
    /// point: `itemAnchor: .init(edges: [.top, .leading])` at `containerAnchor: .init(edges: [.top, .trailing])`
    /// puts its top-left corner on the item's top-right corner.
    public init(layoutSize: CollectionLayoutSize, elementKind: String,
                containerAnchor: CollectionLayoutAnchor, itemAnchor: CollectionLayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }
}
