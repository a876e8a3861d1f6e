import Tessera

/// A demo screen that is a view, as a view controller with the demo's title: the launcher shows
/// it in a navigation controller (whose bar then carries the title), `tessera-demos <name>` runs
/// it as the root view controller (the screen exactly as before, its own title bar included).
///
/// The screen is built on first use of ``view``, on the controller's context.
public final class DemoScreenViewController: DemoViewController {
    private let makeScreen: @MainActor (DemoContext) -> View

    /// A controller titled `title` whose view `makeScreen` builds on `context`.
    public init(title: String, context: DemoContext, makeScreen: @escaping @MainActor (DemoContext) -> View) {
        self.makeScreen = makeScreen
        super.init(title: title, context: context)
    }

    /// A page `context`'s demo pushed (`DemoContext.push`): `view`, titled `title`.
    init(title: String, page view: View, of context: DemoContext) {
        makeScreen = { _ in view }
        super.init(title: title, pageOf: context)
    }

    public override func loadView() {
        view = makeScreen(context)
    }
}
