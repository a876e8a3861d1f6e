extension DiffableDataSourceSectionSnapshot {
    /// Whether `item` has children (an outline parent). O(1). Not in Apple's API, which
    /// answers it through `snapshot(of:)` at O(subtree) cost; the collection view asks it for
    /// every visible row.
    public func hasChildren(_ item: ItemIdentifierType) -> Bool {
        !(nodes[item]?.children.isEmpty ?? true)
    }

    /// The direct children of `item`, in order. O(1).
    public func children(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        nodes[item]?.children ?? []
    }
}
