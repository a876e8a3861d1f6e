import Tessera

/// What every demo's view controller shares: its ``DemoContext`` (options, timers, the way to
/// open another screen), its screen's own title bars keeping only their subtitles under a
/// navigation bar (which shows the title), and the demo closing — timers stopped, close actions
/// run — once it leaves its navigation stack for good. Subclass it for a demo that is a view
/// controller of its own; ``DemoScreenViewController`` shows a demo whose screen is a view.
open class DemoViewController: ViewController {
    /// The demo's context.
    public let context: DemoContext
    /// Whether the demo was closed (popped, or replaced beside the sidebar): its timers stopped.
    public private(set) var isClosed = false
    /// False for a page a demo pushed (a detail view): it shares the demo's context, which goes on.
    private let ownsContext: Bool

    /// A demo controller titled `title` on `context` (which then names it as the demo's controller).
    public init(title: String, context: DemoContext) {
        self.context = context
        ownsContext = true
        super.init()
        self.title = title
        context.viewController = self
    }

    /// A page of `context`'s demo (see `DemoContext.push`), titled `title`.
    init(title: String, pageOf context: DemoContext) {
        self.context = context
        ownsContext = false
        super.init()
        self.title = title
    }

    /// In a navigation controller the bar shows the title: the screen's own title bars keep only
    /// their subtitles.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        TitleBar.showTitles(navigationController == nil, in: view)
    }

    /// Leaving the stack for good (popped, or replaced) closes the demo: its timers stop.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent, ownsContext, !isClosed {
            isClosed = true
            context.didClose()
        }
    }
}
