import Tessera

extension DemoCatalog {
    /// Mountains Search and Wi-Fi Settings.
    static let searchAndSettingsDemos: [DemoEntry] = [
        DemoEntry(name: "mountains", title: "Mountains Search", group: .diffableDataSource,
                  summary: "filter 1,645 mountains as you type; --synthetic N",
                  makeViewController: { MountainsSearchViewController(context: $0) }),
        DemoEntry(name: "wifi", title: "Settings: Wi-Fi", group: .diffableDataSource,
                  summary: "a Wi-Fi switch and a live scan of networks (--seed)") { WiFiSettingsScreen(context: $0) },
    ]
}
