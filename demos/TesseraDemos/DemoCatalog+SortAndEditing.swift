import Tessera

extension DemoCatalog {
    /// Insertion Sort Visualization and Table Editing.
    static let sortAndEditingDemos: [DemoEntry] = []
}
