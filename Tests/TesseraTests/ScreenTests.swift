import Testing
@testable import Tessera

/// One way to change screens: a controller pushes the next screen on its navigation stack, or as
/// the window's next screen, without asking which.
@Suite("Screens") @MainActor
struct ScreenTests {
    @Test func pushScreenOutsideANavigationStackMakesTheWindowsNextScreen() {
        let log = LifecycleLog()
        let root = LoggingViewController("A", log: log)
        let app = ViewControllerHarness(root: root)
        app.window.focusedView = root.second
        let next = LoggingViewController("B", log: log)
        log.reset()
        root.pushScreen(next)
        #expect(app.harness.application.depth == 1)
        #expect(app.window.rootView === next.view)
        #expect(app.window.focusedView === next.first)
        #expect(log.entries == ["B.willMove(parent)", "B.loadView", "B.viewDidLoad", "A.willDisappear", "B.willAppear",
                                "B.isMovingToParent", "A.didDisappear", "B.didAppear", "B.didMove(parent)"])
        #expect(app.harness.application.window.globalKeyHints.contains(KeyHint("q", "back")))
        log.reset()
        #expect(next.popScreen())
        #expect(app.harness.application.depth == 0)
        #expect(app.window.rootViewController === root)
        #expect(app.window.focusedView === root.second, "focus where it was")
        #expect(log.entries == ["B.willMove(nil)", "B.willDisappear", "B.isMovingFromParent", "A.willAppear", "B.didDisappear",
                                "A.didAppear", "B.didMove(nil)"])
        #expect(next.parent == nil)
        #expect(!root.popScreen(), "nothing under the first screen")
    }

    @Test func pushScreenInANavigationStackPushesThere() {
        let log = LifecycleLog()
        let page = LoggingViewController("A", log: log)
        let navigation = NavigationController(rootViewController: page)
        navigation.reducedMotion = true
        let app = ViewControllerHarness(root: navigation)
        let next = LoggingViewController("B", log: log)
        page.pushScreen(next)
        #expect(navigation.topViewController === next)
        #expect(app.harness.application.depth == 0)
        #expect(next.popScreen())
        #expect(navigation.topViewController === page)
    }

    @Test func escapeFromAPushedControllerComesBackAndQFromTheFirstQuits() {
        let log = LifecycleLog()
        let root = LoggingViewController("A", log: log)
        let app = ViewControllerHarness(root: root)
        app.harness.application.onUnhandledEvent = nil
        root.pushScreen(LoggingViewController("B", log: log))
        app.harness.press(.escape)
        #expect(app.window.rootViewController === root)
        #expect(!app.harness.application.loop.isStopRequested)
        app.harness.press(.escape)
        #expect(!app.harness.application.loop.isStopRequested, "Esc never quits")
        app.harness.press(.character("q"))
        #expect(app.harness.application.loop.isStopRequested)
    }
}
