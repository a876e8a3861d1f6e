import Tessera

extension DemoCatalog {
    /// The launcher's "Diffable Data Source" demos: search and settings first (Mountains,
    /// Wi-Fi), then sorting and editing (Insertion Sort, Table Editing).
    static var diffableDataSourceDemos: [DemoEntry] { searchAndSettingsDemos + sortAndEditingDemos }
}
