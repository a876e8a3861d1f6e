/// One coloured cell of the visualization. Its value decides its colour and its place in the
/// sorted row; its `id` makes it unique across the whole snapshot, as identifiers must be,
/// even though every row holds the same values.
struct InsertionSortItem: Hashable {
    let id: Int
    let value: Int
}
