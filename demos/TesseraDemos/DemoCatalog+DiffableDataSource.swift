import Tessera

extension DemoCatalog {
    /// The launcher's "Diffable Data Source" demos.
    static let diffableDataSourceDemos: [DemoEntry] = []
}
