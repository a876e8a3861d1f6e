import Tessera

extension DemoCatalog {
    /// Mountains Search and Wi-Fi Settings.
    static let searchAndSettingsDemos: [DemoEntry] = []
}
