/// The smallest piece of a layout: one cell of the collection, sized by `layoutSize`.
public struct CollectionLayoutItem: CollectionLayoutSubitem {
    public let layoutSize: CollectionLayoutSize
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    public let supplementaryItems: [CollectionLayoutSupplementaryItem]

    public init(layoutSize: CollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
