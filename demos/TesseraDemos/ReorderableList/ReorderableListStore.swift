import Tessera

/// Reorderable List's backing store: each category's emoji in the order the user left them.
/// It is the app's source of truth; the data source's reordering handlers keep it in step.
struct ReorderableListStore: Equatable {
    typealias Transaction = DiffableDataSourceTransaction<String, Emoji>

    /// Categories in the order the screen shows them (the catalogue's, so it never varies).
    let categories: [String]
    private(set) var items: [String: [Emoji]]

    /// The first `perCategory` emoji of each of the catalogue's groups that are a single code
    /// point (no ZWJ sequences, flags or skin tones, which terminals draw at differing widths).
    init(groups: [EmojiCatalog.Group], perCategory: Int) {
        var categories: [String] = []
        var items: [String: [Emoji]] = [:]
        for group in groups {
            let chosen = group.subgroups.lazy.flatMap(\.emoji).filter { !$0.codePoints.contains(" ") }.prefix(perCategory)
            guard !chosen.isEmpty else { continue }
            categories.append(group.name)
            items[group.name] = Array(chosen)
        }
        self.categories = categories
        self.items = items
    }

    func items(in category: String) -> [Emoji] { items[category] ?? [] }

    /// Records a reorder the data source has made, `method`'s way. Either every section takes
    /// the change or none does: returns false, leaving the store as it was, when a section's
    /// difference does not apply to what the store holds (the store had fallen out of step).
    @discardableResult
    mutating func commit(_ transaction: Transaction, using method: ReorderCommitMethod) -> Bool {
        var updated = items
        for section in transaction.sectionTransactions {
            let category = section.sectionIdentifier
            switch method {
            case .collectionDifference:
                guard let reordered = (items[category] ?? []).applying(section.difference) else { return false }
                updated[category] = reordered
            case .finalSnapshotItems:
                updated[category] = section.finalSnapshot.items
            }
        }
        items = updated
        return true
    }
}
