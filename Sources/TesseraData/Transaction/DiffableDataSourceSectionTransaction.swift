/// One section's part of a transaction, as iOS 14's `NSDiffableDataSourceSectionTransaction`:
/// its section snapshots before and after, and the difference between their `items`
/// (depth-first), so `initialSnapshot.items.applying(difference) == finalSnapshot.items`.
public struct DiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section this transaction is about.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items (and outline) before the reorder.
    public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items (and outline) after the reorder.
    public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// `initialSnapshot.items.applying(difference) == finalSnapshot.items`, over the depth-first
    /// `items` (collapsed children included); moves are associated.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// Computes the difference between the two section snapshots' items. O(n + k log k).
    public init(
        sectionIdentifier: SectionIdentifierType,
        initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        let before = initialSnapshot.items, after = finalSnapshot.items
        self.difference = OrderMatching(old: before, new: after).difference(old: before, new: after)
    }
}

extension DiffableDataSourceSectionTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
