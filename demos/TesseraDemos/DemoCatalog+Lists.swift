import Tessera

extension DemoCatalog {
    /// The launcher's "Lists" demos.
    static let listDemos: [DemoEntry] = [
        DemoEntry(name: "simple-list", title: "Simple List", group: .lists,
                  summary: "94 numbered rows in an inset-grouped list") { SimpleListScreen(context: $0) },
        DemoEntry(name: "reorderable-list", title: "Reorderable List", group: .lists,
                  summary: "emoji by category, moved by key or drag; reorders committed to a backing store two ways") { ReorderableListScreen(context: $0) },
        DemoEntry(name: "list-appearances", title: "List Appearances", group: .lists,
                  summary: "a cycles plain, sidebar plain, sidebar, grouped, inset grouped") { ListAppearancesScreen(context: $0) },
        DemoEntry(name: "lazy-list", title: "Lazy List", group: .lists,
                  summary: "10,000 slow-loading lines, prefetched a screenful ahead of scrolling") { LazyListScreen(context: $0) },
        DemoEntry(name: "custom-cells", title: "List with Custom Cells", group: .lists,
                  summary: "a list cell subclass that builds its content from a custom state key") { CustomCellsScreen(context: $0) },
    ]
}
