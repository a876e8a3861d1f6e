import Tessera

/// The launcher's groups, in the order of Apple's sample, plus our tools.
public enum DemoGroup: String, CaseIterable, Sendable {
    case compositionalLayout = "Compositional Layout"
    case diffableDataSource = "Diffable Data Source"
    case lists = "Lists"
    case outlines = "Outlines"
    case cellConfigurations = "Cell Configurations"
    case tools = "Tools"
}

/// A demo the launcher lists and the command line opens by name.
public struct DemoEntry: Sendable {
    /// The command-line name, e.g. "mountains".
    public var name: String
    /// The launcher's title, e.g. "Mountains Search".
    public var title: String
    public var group: DemoGroup
    /// One line for the launcher and `--help`.
    public var summary: String
    /// Builds the demo's root view.
    public var make: @MainActor @Sendable (DemoContext) -> View

    public init(name: String, title: String, group: DemoGroup, summary: String, make: @escaping @MainActor @Sendable (DemoContext) -> View) {
        self.name = name
        self.title = title
        self.group = group
        self.summary = summary
        self.make = make
    }
}

/// Every demo that exists, in launcher order. Each group's demos are listed in their own file
/// (`DemoCatalog+<Group>.swift`), so adding one touches one place.
@MainActor
public enum DemoCatalog {
    public static var all: [DemoEntry] {
        compositionalLayoutDemos + diffableDataSourceDemos + listDemos + outlineDemos + cellConfigurationDemos + toolDemos
    }

    public static func entry(named name: String) -> DemoEntry? {
        all.first { $0.name == name }
    }

    static let toolDemos: [DemoEntry] = [
        DemoEntry(name: "keys", title: "Key Inspector", group: .tools,
                  summary: "every key and mouse event the terminal sends, with its bytes") { KeysInspectorScreen(context: $0) },
    ]
}
