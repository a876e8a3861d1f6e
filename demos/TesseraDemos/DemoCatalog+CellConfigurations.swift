import Tessera

extension DemoCatalog {
    /// The launcher's "Cell Configurations" demos.
    static let cellConfigurationDemos: [DemoEntry] = []
}
