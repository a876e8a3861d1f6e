import Tessera

extension DemoCatalog {
    /// The launcher's "Lists" demos.
    static let listDemos: [DemoEntry] = []
}
