import Tessera

extension DemoCatalog {
    /// The launcher's "Lists" demos.
    static let listDemos: [DemoEntry] = [
        DemoEntry(name: "simple-list", title: "Simple List", group: .lists,
                  summary: "94 numbered rows in an inset-grouped list") { SimpleListDemo(context: $0) },
        DemoEntry(name: "reorderable-list", title: "Reorderable List", group: .lists,
                  summary: "emoji by category, moved by key; reorders committed to a backing store two ways") { ReorderableListDemo(context: $0) },
        DemoEntry(name: "list-appearances", title: "List Appearances", group: .lists,
                  summary: "a cycles plain, sidebar plain, sidebar, grouped, inset grouped") { ListAppearancesDemo(context: $0) },
        DemoEntry(name: "custom-cells", title: "List with Custom Cells", group: .lists,
                  summary: "a list cell subclass that builds its content from a custom state key") { CustomCellsDemo(context: $0) },
    ]
}
