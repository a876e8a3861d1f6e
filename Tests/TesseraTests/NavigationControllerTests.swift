import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@Suite("Navigation controller") @MainActor
struct NavigationControllerTests {
    func makeStack() -> (ViewControllerHarness, NavigationController, LifecycleLog, LoggingViewController) {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let navigation = NavigationController(rootViewController: root)
        let app = ViewControllerHarness(root: navigation)
        log.reset()
        return (app, navigation, log, root)
    }

    @Test func pushAndPopKeepTheStackAndTheTop() {
        let (_, navigation, log, root) = makeStack()
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers.count == 3)
        #expect(navigation.topViewController === c && navigation.visibleViewController === c)
        #expect(c.navigationController === navigation && c.parent === navigation)

        let popped = navigation.popViewController(animated: true)
        #expect(popped === c && c.parent == nil && c.navigationController == nil)
        #expect(navigation.topViewController === b)
        navigation.pushViewController(c, animated: false)
        let toRoot = navigation.popToRootViewController(animated: true)
        #expect(toRoot?.count == 2 && toRoot?.first === b && toRoot?.last === c)
        #expect(navigation.topViewController === root && navigation.viewControllers.count == 1)
        #expect(navigation.popViewController(animated: true) == nil)   // the root stays
        #expect(navigation.popToRootViewController(animated: true) == nil)

        navigation.setViewControllers([root, c], animated: false)
        #expect(navigation.topViewController === c && navigation.children.count == 2 && c.parent === navigation)
        navigation.viewControllers = [b]
        #expect(navigation.topViewController === b && root.parent == nil && c.parent == nil)
    }

    @Test func theRootControllerAppearsWithTheNavigationController() {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let app = ViewControllerHarness(root: NavigationController(rootViewController: root))
        #expect(log.entries == ["Root.willMove(parent)", "Root.didMove(parent)", "Root.loadView", "Root.viewDidLoad",
                                "Root.willAppear", "Root.didAppear"])
        #expect(app.window.focusedView === root.first)
    }

    @Test func aControllerInAnotherContainerIsNotPushed() {
        let (_, navigation, log, root) = makeStack()
        let other = NavigationController(rootViewController: LoggingViewController("B", log: log))
        let b = other.topViewController!
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(root, animated: false)
        navigation.setViewControllers([root, b], animated: false)
        #expect(navigation.viewControllers.count == 1 && b.parent === other)
    }

    @Test func pushAndPopCallTheAppearanceMethodsInUIKitsOrder() {
        let (_, navigation, log, _) = makeStack()
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: true)
        // Root is covered, not leaving: only B is moving (to its parent).
        #expect(log.entries == ["B.willMove(parent)", "B.loadView", "B.viewDidLoad", "Root.willDisappear",
                                "B.willAppear", "B.isMovingToParent", "Root.didDisappear", "B.didAppear", "B.didMove(parent)"])
        log.reset()
        navigation.popViewController(animated: true)
        #expect(log.entries == ["B.willMove(nil)", "B.willDisappear", "B.isMovingFromParent", "Root.willAppear",
                                "B.didDisappear", "Root.didAppear", "B.didMove(nil)"])
        #expect(!b.isMovingFromParent && !b.isMovingToParent)   // only while the transition runs
        log.reset()
        navigation.pushViewController(b, animated: true)   // loaded once: no second loadView
        #expect(!log.entries.contains("B.loadView") && !log.entries.contains("B.viewDidLoad"))
    }

    @Test func poppingSeveralTellsOnlyTheTopItDisappears() {
        let (_, navigation, log, _) = makeStack()
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        log.reset()
        navigation.popToRootViewController(animated: false)
        let appearance = log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
        #expect(appearance == ["C.willDisappear", "Root.willAppear", "C.didDisappear", "Root.didAppear"])
    }

    @Test func theBarShowsTheTitleAndTheBackHint() {
        let (app, navigation, log, _) = makeStack()
        #expect(app.harness.rows[0].contains("Root"))
        #expect(!app.harness.rows[0].contains("‹"))
        let b = LoggingViewController("Details", log: log)
        navigation.pushViewController(b, animated: true)
        app.harness.settle()
        #expect(app.harness.rows[0].contains("‹ Root"))
        #expect(app.harness.rows[0].contains("Details"))
        b.title = "Renamed"
        app.harness.settle()
        #expect(app.harness.rows[0].contains("Renamed"))
        #expect(b.view.frame.y == 1)   // the controller's view starts under the bar
    }

    @Test func escapePopsAndFocusReturnsWhereItWas() {
        let (app, navigation, log, root) = makeStack()
        app.harness.press(.tab)
        #expect(app.window.focusedView === root.second)
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: true)
        #expect(app.window.focusedView === b.first)
        app.harness.press(.escape)
        #expect(navigation.topViewController === root)
        #expect(app.window.focusedView === root.second)
        #expect(app.unhandledKeys.isEmpty)
    }

    @Test func leftArrowPopsOnlyWhenTheFocusedViewDoesNotTakeIt() {
        let (app, navigation, log, _) = makeStack()
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: true)
        b.first.handledKeys = [.left]
        app.harness.press(.left)
        #expect(navigation.topViewController === b)
        #expect(b.first.receivedKeys == [.left])
        b.first.handledKeys = []
        app.harness.press(.left)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func escapeOnTheRootIsNotSwallowed() {
        let (app, navigation, _, _) = makeStack()
        app.harness.press(.escape)
        #expect(app.unhandledKeys == [.escape])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func escapeOnTheRootNeverQuitsButQDoes() {
        let navigation = NavigationController(rootViewController: ViewController())
        let harness = ApplicationHarness { terminal, clock in Application(terminal: terminal, clock: clock, rootViewController: navigation) }
        harness.press(.escape)
        #expect(!harness.application.loop.isStopRequested, "Esc goes back; there is nothing to go back to")
        harness.press(.character("q"))
        #expect(harness.application.loop.isStopRequested)
    }

    @Test func barButtonItemsRunFromTheirKeysAndShowAsHints() {
        let (app, navigation, log, _) = makeStack()
        let b = LoggingViewController("B", log: log)
        var added = 0
        b.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: Action(title: "Add") { _ in added += 1 })
        navigation.pushViewController(b, animated: true)
        app.harness.settle()
        #expect(app.harness.rows[0].hasSuffix("+ add "))
        #expect(app.window.activeKeyHints.contains(KeyHint("+", "add")))
        #expect(app.window.activeKeyHints.contains(KeyHint("Esc", "back")))
        #expect(app.window.activeKeyHints.contains(KeyHint("q", "back")), "q pops here: not the app's 'q quit'")
        #expect(!app.window.activeKeyHints.contains(KeyHint("q", "quit")))
        app.harness.type("+")
        #expect(added == 1)
        b.navigationItem.rightBarButtonItem?.isEnabled = false
        app.harness.type("+")
        #expect(added == 1)
        #expect(!app.window.activeKeyHints.contains(KeyHint("+", "add")))
    }
}

@Suite("Navigation controller, presented and empty pages") @MainActor
struct NavigationControllerEmptyPageTests {
    @Test func aPresentedStackGoesBackFromAPageWithNothingToFocusThenEscapeDismissesIt() {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let app = ViewControllerHarness(root: root)
        let navigation = NavigationController(rootViewController: LoggingViewController("List", log: log))
        root.present(navigation, animated: true)
        let empty = ViewController()   // a plain view: nothing to focus
        navigation.topViewController?.show(empty, sender: nil)
        #expect(navigation.topViewController === empty)
        #expect(app.window.focusedView === navigation.view)
        app.harness.press(.escape)
        #expect(navigation.viewControllers.count == 1)
        #expect(root.presentedViewController === navigation)
        app.harness.press(.escape)
        #expect(root.presentedViewController == nil)
        #expect(app.window.focusedView === root.first)
    }

    @Test func showPresentsOutsideANavigationStack() {
        let root = ViewController()
        let app = ViewControllerHarness(root: root)
        let other = ViewController()
        root.show(other, sender: nil)
        #expect(root.presentedViewController === other)
        #expect(app.window.overlays.count == 1)
    }
}

@Suite("Navigation controller, sliding") @MainActor
struct NavigationControllerSlideTests {
    /// A stack whose root fills its page with "r", at 20×6; reduced motion as asked.
    func makeStack(reducedMotion: Bool) -> (ViewControllerHarness, NavigationController, LifecycleLog) {
        let log = LifecycleLog()
        let navigation = NavigationController(rootViewController: LoggingViewController("Root", log: log))
        navigation.reducedMotion = reducedMotion
        let app = ViewControllerHarness(root: navigation, width: 20, height: 6)
        return (app, navigation, log)
    }

    /// Steps the loop until `time` has passed since `start` (frames draw on the way).
    func step(_ app: ViewControllerHarness, to time: Duration, after start: Duration) {
        app.harness.step(until: { app.harness.clock.now - start >= time })
    }

    @Test func aPushSlidesTheOldPageOffToTheLeftOverTheNewOne() {
        let (app, navigation, log) = makeStack(reducedMotion: false)
        let start = app.harness.clock.now
        navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
        step(app, to: .milliseconds(100), after: start)
        let middle = app.harness.rows[3]
        #expect(middle.hasPrefix("r") && middle.hasSuffix("b"), "half way: the old page's right part, then the new page")
        app.harness.settle()
        #expect(app.harness.rows[3] == String(repeating: "b", count: 20))
        #expect(app.harness.rows[0].contains("‹ Root"))
    }

    @Test func aPopSlidesThePoppedPageOffToTheRight() {
        let (app, navigation, log) = makeStack(reducedMotion: false)
        navigation.pushViewController(LoggingViewController("B", log: log), animated: false)
        app.harness.settle()
        let start = app.harness.clock.now
        app.harness.terminal.enqueue(.key(KeyEvent(.escape)))
        step(app, to: .milliseconds(100), after: start)
        let middle = app.harness.rows[3]
        #expect(middle.hasPrefix("r") && middle.hasSuffix("b"), "half way: the page underneath, then the popped page")
        app.harness.settle()
        #expect(app.harness.rows[3] == String(repeating: "r", count: 20))
    }

    @Test func reducedMotionShowsTheNewPageInTheFirstFrame() {
        let (app, navigation, log) = makeStack(reducedMotion: true)
        navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
        let frames = app.harness.application.loop.framesDrawn
        app.harness.step(until: { app.harness.application.loop.framesDrawn > frames })
        #expect(app.harness.rows[3] == String(repeating: "b", count: 20))
        #expect(app.harness.application.loop.nextDeadline() == nil)   // nothing left to animate
    }
}
