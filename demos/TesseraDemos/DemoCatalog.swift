import Tessera

/// Everything a demo may want to know about where it runs.
public struct DemoEnvironment: Sendable {
    public var capabilities: TerminalCapabilities
    public init(capabilities: TerminalCapabilities) { self.capabilities = capabilities }
}

/// A demo the launcher lists and the command line can open by name.
public struct DemoEntry: Sendable {
    /// The subcommand name, e.g. "keys".
    public var name: String
    /// One line for the launcher.
    public var summary: String
    public var make: @Sendable (DemoEnvironment) -> any DemoScreen

    public init(name: String, summary: String, make: @escaping @Sendable (DemoEnvironment) -> any DemoScreen) {
        self.name = name
        self.summary = summary
        self.make = make
    }
}

/// What exists, in launcher order. A new demo adds its entry here and a subcommand.
public enum DemoCatalog {
    public static let all: [DemoEntry] = [
        DemoEntry(name: "keys", summary: "Key and mouse inspector: what your terminal sends for each key") {
            KeysInspector(environment: $0)
        },
    ]
}
