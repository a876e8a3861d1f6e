import Tessera

extension DemoCatalog {
    /// Insertion Sort Visualization, Table Editing and the WWDC19 shortcuts table.
    static let sortAndEditingDemos: [DemoEntry] = [
        DemoEntry(name: "insertion-sort", title: "Insertion Sort Visualization", group: .diffableDataSource,
                  summary: "rows of colours sorted a step at a time through the current snapshot") { InsertionSortScreen(context: $0) },
        DemoEntry(name: "table-editing", title: "Table Editing", group: .diffableDataSource,
                  summary: "Visited and Bucket List: edit mode, move rows within and across sections, delete") { TableEditingScreen(context: $0) },
        DemoEntry(name: "shortcuts-table", title: "Shortcuts Table", group: .diffableDataSource,
                  summary: "WWDC19's table: three titled sections from a data source subclass, subtitle rows; a cycles styles") { ShortcutsTableScreen(context: $0) },
    ]
}
