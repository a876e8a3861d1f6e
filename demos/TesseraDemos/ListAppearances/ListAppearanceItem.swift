/// A row of List Appearances: a section's parent ("Section 2"), shown as its header, or one
/// of the parent's children ("Item 2.3").
struct ListAppearanceItem: Hashable {
    let section: Int
    /// Nil for the parent.
    let child: Int?

    var isParent: Bool { child == nil }

    var title: String {
        child.map { "Item \(section).\($0)" } ?? "Section \(section)"
    }
}
