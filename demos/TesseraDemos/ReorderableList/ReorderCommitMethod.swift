/// How Reorderable List records a reorder in its backing store (the two ways of iOS 14's
/// reordering example; both end with the same store).
enum ReorderCommitMethod: CaseIterable, Hashable {
    /// Apply each section transaction's `difference` to the section's stored array.
    case collectionDifference
    /// Take each section transaction's final section snapshot's items as the new order.
    case finalSnapshotItems

    var title: String {
        switch self {
        case .collectionDifference: "collection difference"
        case .finalSnapshotItems: "final snapshot items"
        }
    }

    /// For the status line.
    var shortTitle: String {
        switch self {
        case .collectionDifference: "difference"
        case .finalSnapshotItems: "final items"
        }
    }
}
