import Tessera

/// The launcher, built as Apple's sample app is: a split view controller with the demos'
/// sidebar in the primary column and the chosen demo as the secondary page. At 120 columns or
/// more they are side by side (Tab, → and ← or Esc move between them); narrower, the sidebar
/// fills the screen and Enter pushes the demo over it, its title in the navigation bar.
public final class LauncherViewController: SplitViewController {
    /// The sidebar in the primary column.
    public let sidebar: DemoSidebarViewController

    /// A launcher listing `entries`, the first one shown beside the sidebar until another is chosen.
    public init(context: DemoContext, entries: [DemoEntry] = DemoCatalog.all) {
        sidebar = DemoSidebarViewController(context: context, entries: entries)
        super.init(style: .doubleColumn)
        // The sidebar's titles ("Section Background Decoration") fit; the demo keeps 80 columns or more.
        preferredPrimaryColumnWidthFraction = 0.25
        minimumPrimaryColumnWidth = 36
        maximumPrimaryColumnWidth = 44
        delegate = self
        setViewController(sidebar, for: .primary)
        if let first = entries.first {
            let demoContext = DemoContext(application: context.application, options: context.options)
            setViewController(first.makeViewController(demoContext), for: .secondary)
        }
        // `--no-animation` (or TESSERA_REDUCED_MOTION) takes the pages' slide away too.
        if !context.options.animationsEnabled {
            sidebar.navigationController?.reducedMotion = true
            viewController(for: .secondary)?.navigationController?.reducedMotion = true
        }
    }

    /// Shows the demo called `name` as if chosen in the sidebar.
    public func open(_ name: String) {
        sidebar.open(name)
    }

    /// The demo's controller on screen as the secondary page: beside the sidebar, or pushed over
    /// it while narrow (nil when the sidebar is on top).
    public var shownDemo: ViewController? {
        if isCollapsed {
            guard let stack = sidebar.navigationController?.viewControllers, stack.count > 1 else { return nil }
            return stack[1]
        }
        return viewController(for: .secondary)
    }

    /// The name of the shown demo (see ``shownDemo``).
    public var shownDemoName: String? {
        guard let title = shownDemo?.title else { return nil }
        return sidebar.entries.first { $0.title == title }?.name
    }
}

extension LauncherViewController: SplitViewControllerDelegate {
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) { sidebar.fitToColumns() }

    /// Beside the sidebar again: a demo that was popped while narrow (its timers stopped) comes
    /// back fresh, and its row is selected.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {
        if let closed = viewController(for: .secondary) as? DemoViewController, closed.isClosed,
           let name = shownDemoName, let entry = sidebar.entries.first(where: { $0.name == name }) {
            let context = DemoContext(application: closed.context.application, options: closed.context.options)
            showDetailViewController(entry.makeViewController(context), sender: self)
        }
        sidebar.fitToColumns()
    }
}
