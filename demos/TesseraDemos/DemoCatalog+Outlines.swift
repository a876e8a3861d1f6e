import Tessera

extension DemoCatalog {
    /// The launcher's "Outlines" demos.
    static let outlineDemos: [DemoEntry] = []
}
