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

/// A demo the launcher lists and the command line opens by name. Each is a view controller with
/// the demo's title: the launcher shows it beside the sidebar (or pushes it, when narrow), and
/// `tessera-demos <name>` runs it as the app's root view controller.
public struct DemoEntry: Sendable {
    /// The command-line name, e.g. "mountains".
    public var name: String
    /// The launcher's title, e.g. "Mountains Search": the controller's title too.
    public var title: String
    public var group: DemoGroup
    /// One line for the launcher and `--help`.
    public var summary: String
    /// Builds the demo's view controller (the example, on a context of its own).
    public var makeViewController: @MainActor @Sendable (DemoContext) -> ViewController

    /// A demo whose screen is a view: it is shown by a ``DemoScreenViewController`` titled `title`.
    public init(name: String, title: String, group: DemoGroup, summary: String, make: @escaping @MainActor @Sendable (DemoContext) -> View) {
        self.init(name: name, title: title, group: group, summary: summary) { context in
            DemoScreenViewController(title: title, context: context, makeScreen: make)
        }
    }

    /// A demo that is a view controller of its own (set its `title`; read `DemoContext` for the
    /// options and timers).
    public init(name: String, title: String, group: DemoGroup, summary: String,
                makeViewController: @escaping @MainActor @Sendable (DemoContext) -> ViewController) {
        self.name = name
        self.title = title
        self.group = group
        self.summary = summary
        self.makeViewController = makeViewController
    }

    /// The demo's screen as a view (its controller's view), for code that shows views.
    @MainActor public func make(_ context: DemoContext) -> View {
        let controller = makeViewController(context)
        context.viewController = controller
        return controller.view
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
