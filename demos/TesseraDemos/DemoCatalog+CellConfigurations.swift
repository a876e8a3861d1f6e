import Tessera

extension DemoCatalog {
    /// The launcher's "Cell Configurations" demos.
    static let cellConfigurationDemos: [DemoEntry] = [
        DemoEntry(name: "custom-configurations", title: "Custom Configurations", group: .cellConfigurations,
                  summary: "300 symbol tiles whose custom configuration follows focus, selection and the press") {
            CustomConfigurationsScreen(context: $0)
        },
    ]
}
