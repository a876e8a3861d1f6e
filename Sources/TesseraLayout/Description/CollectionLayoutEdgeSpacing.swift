/// Space outside an item on each edge: it moves the item relative to its siblings and its
/// container (where `contentInsets` shrink the item inside its own slot instead).
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the item on its left side; nil for none.
    public var leading: CollectionLayoutSpacing?
    /// Space above the item; nil for none.
    public var top: CollectionLayoutSpacing?
    /// Space after the item on its right side; nil for none.
    public var trailing: CollectionLayoutSpacing?
    /// Space below the item; nil for none.
    public var bottom: CollectionLayoutSpacing?

    /// Spacing on each edge, in cells (Apple's `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`);
    /// pass nil for an edge without any.
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
                trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
