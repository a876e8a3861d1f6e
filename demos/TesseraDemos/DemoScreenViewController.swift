import Tessera

/// A demo screen that is a view, as a view controller with the demo's title: the launcher shows
/// it in a navigation controller (whose bar then carries the title), `tessera-demos <name>` runs
/// it as the root view controller (the screen exactly as before, its own title bar included).
///
/// The screen is built on first use of ``view``, on the controller's ``context``; its timers
/// stop and its close actions run once it leaves its navigation stack for good.
public final class DemoScreenViewController: ViewController {
    /// The demo's context: options, timers, and the way to open another screen.
    public let context: DemoContext
    private let makeScreen: @MainActor (DemoContext) -> View
    /// Whether the screen was closed (popped, or replaced beside the sidebar): its timers stopped.
    public private(set) var isClosed = false
    /// False for a page a demo pushed (a detail view): it shares the demo's context, which goes on.
    private let ownsContext: Bool

    /// A controller titled `title` whose view `makeScreen` builds on `context`.
    public init(title: String, context: DemoContext, makeScreen: @escaping @MainActor (DemoContext) -> View) {
        self.context = context
        self.makeScreen = makeScreen
        ownsContext = true
        super.init()
        self.title = title
        context.viewController = self
    }

    /// A page `context`'s demo pushed (`DemoContext.push`): `view`, titled `title`.
    init(title: String, page view: View, of context: DemoContext) {
        self.context = context
        makeScreen = { _ in view }
        ownsContext = false
        super.init()
        self.title = title
    }

    public override func loadView() {
        view = makeScreen(context)
    }

    /// In a navigation controller the bar shows the title: the screen's own title bars keep only
    /// their subtitles.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        TitleBar.showTitles(navigationController == nil, in: view)
    }

    /// Leaving the stack for good (popped, or replaced) closes the demo: its timers stop.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent, ownsContext, !isClosed {
            isClosed = true
            context.didClose()
        }
    }
}
