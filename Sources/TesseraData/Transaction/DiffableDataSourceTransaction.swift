/// What a reorder did, as iOS 14's `NSDiffableDataSourceTransaction`: the snapshots before and
/// after, and the difference between their flattened items. Applying `difference` to the
/// app's own array of items (in the initial order) reproduces the final order.
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot before the reorder: what the collection view showed when the drag began.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the reorder: what the data source now holds.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// `initialSnapshot.itemIdentifiers.applying(difference) == finalSnapshot.itemIdentifiers`.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section whose items changed.
    public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// A transaction with the section transactions the caller built (the data source has the
    /// real section snapshots, outline structure included). O(n + k log k).
    public init(
        initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = finalSnapshot.changes(from: initialSnapshot).difference
        self.sectionTransactions = sectionTransactions
    }

    /// A transaction whose section transactions treat each section as a flat list: one for
    /// every section, in final order, whose items differ between the two snapshots (a section
    /// missing on one side counts as empty there; deleted sections come last).
    public init(
        initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        func items(of section: SectionIdentifierType, in snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> [ItemIdentifierType] {
            snapshot.indexOfSection(section) == nil ? [] : snapshot.itemIdentifiers(inSection: section)
        }
        var sections = finalSnapshot.sectionIdentifiers
        sections += initialSnapshot.sectionIdentifiers.filter { finalSnapshot.indexOfSection($0) == nil }
        var transactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in sections {
            let before = items(of: section, in: initialSnapshot)
            let after = items(of: section, in: finalSnapshot)
            guard before != after else { continue }
            var initial = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            initial.append(before)
            var final = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            final.append(after)
            transactions.append(DiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: initial, finalSnapshot: final))
        }
        self.init(initialSnapshot: initialSnapshot, finalSnapshot: finalSnapshot, sectionTransactions: transactions)
    }
}

extension DiffableDataSourceTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
