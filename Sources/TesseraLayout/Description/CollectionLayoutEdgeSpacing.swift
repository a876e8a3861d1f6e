/// Space outside an item on each edge: it moves the item relative to its siblings and its
/// container (where `contentInsets` shrink the item inside its own slot instead).
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    public var leading: CollectionLayoutSpacing?
    public var top: CollectionLayoutSpacing?
    public var trailing: CollectionLayoutSpacing?
    public var bottom: CollectionLayoutSpacing?

    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
                trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
