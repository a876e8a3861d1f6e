import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@Suite("View controller life cycle") @MainActor
struct ViewControllerLifecycleTests {
    @Test func theViewLoadsOnFirstUseAndOnlyOnce() {
        let log = LifecycleLog()
        let controller = LoggingViewController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(log.entries == ["A.loadView", "A.viewDidLoad"])
    }

    @Test func theDefaultViewIsAPlainView() {
        let controller = ViewController()
        #expect(type(of: controller.view!) == View.self)
    }

    @Test func installingTheRootViewControllerMakesItAppearWithFocusInside() {
        let log = LifecycleLog()
        let root = LoggingViewController("A", log: log)
        let app = ViewControllerHarness(root: root)
        #expect(log.entries == ["A.loadView", "A.viewDidLoad", "A.willAppear", "A.didAppear"])
        #expect(app.window.rootViewController === root)
        #expect(app.window.rootView === root.view)
        #expect(app.window.focusedView === root.first)
        #expect(app.harness.text.contains("a"))
    }

    @Test func replacingTheRootViewControllerSwapsInUIKitsOrder() {
        let log = LifecycleLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let app = ViewControllerHarness(root: a)
        log.reset()
        app.window.rootViewController = b
        #expect(log.entries == ["B.loadView", "B.viewDidLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(app.window.rootView === b.view)
    }

    @Test func theApplicationsScreensMakeTheRootControllerDisappearAndComeBack() {
        let log = LifecycleLog()
        let a = LoggingViewController("A", log: log)
        let app = ViewControllerHarness(root: a)
        log.reset()
        app.harness.application.push(View())
        #expect(log.entries == ["A.willDisappear", "A.didDisappear"])
        log.reset()
        app.harness.application.pop()
        #expect(log.entries == ["A.willAppear", "A.didAppear"])
    }

    @Test func childrenJoinAndLeaveTheirParentAndAppearWithIt() {
        let log = LifecycleLog()
        let parent = ViewController()
        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && child.parent === parent)

        let app = ViewControllerHarness(root: parent)
        #expect(log.entries.suffix(2) == ["C.willAppear", "C.didAppear"])
        log.reset()
        app.harness.application.push(View())
        #expect(log.entries == ["C.willDisappear", "C.didDisappear"])

        log.reset()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(log.entries == ["C.willMove(nil)", "C.didMove(nil)"])
    }

    @Test func appearanceCallsArePairedEvenWhenAContainerRepeatsThem() {
        let log = LifecycleLog()
        let controller = LoggingViewController("A", log: log)
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        #expect(log.entries == ["A.loadView", "A.viewDidLoad", "A.willAppear", "A.didAppear", "A.willDisappear", "A.didDisappear"])
    }
}
