import Tessera

extension DemoCatalog {
    /// The launcher's "Compositional Layout" demos.
    static let compositionalLayoutDemos: [DemoEntry] = []
}
