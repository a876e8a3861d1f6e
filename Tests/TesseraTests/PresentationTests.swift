import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@Suite("Presenting view controllers and alerts") @MainActor
struct PresentationTests {
    @Test func presentAndDismissPairTheAppearanceMethodsAndGiveFocusBack() {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let app = ViewControllerHarness(root: root)
        app.harness.press(.tab)
        #expect(app.window.focusedView === root.second)
        log.reset()
        let modal = LoggingViewController("Modal", log: log)
        var presented = false
        root.present(modal, animated: true) { presented = true }
        #expect(presented)
        #expect(log.entries == ["Modal.loadView", "Modal.viewDidLoad", "Root.willDisappear", "Modal.willAppear", "Modal.isBeingPresented",
                                "Root.didDisappear", "Modal.didAppear"])
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        #expect(app.window.focusedView === modal.first)
        app.harness.settle()
        #expect(app.harness.rows.allSatisfy { !$0.contains("r") })   // full screen: nothing of the root shows

        log.reset()
        app.harness.press(.escape)   // Esc dismisses a presented controller
        #expect(log.entries == ["Modal.willDisappear", "Modal.isBeingDismissed", "Root.willAppear", "Modal.didDisappear", "Root.didAppear"])
        #expect(!modal.isBeingDismissed && !modal.isBeingPresented)
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(app.window.focusedView === root.second)
        #expect(app.unhandledKeys.isEmpty)
    }

    /// `definesPresentationContext` is accepted for UIKit code and changes nothing: the presented
    /// controller still comes from the outermost parent and covers the window (issue 32).
    @Test func definesPresentationContextIsAcceptedAndChangesNothing() {
        let root = ViewController()
        let app = ViewControllerHarness(root: root)
        root.definesPresentationContext = true
        #expect(root.definesPresentationContext)
        let modal = ViewController()
        root.present(modal, animated: false)
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        app.harness.press(.escape)
        #expect(root.presentedViewController == nil)
    }

    @Test func aModalInPresentationStaysOnEscapeAndTheKeyGoesNoFurther() {
        let root = ViewController()
        let app = ViewControllerHarness(root: root)
        let modal = ViewController()
        modal.isModalInPresentation = true
        root.present(modal, animated: false)
        app.harness.press(.escape)
        #expect(root.presentedViewController === modal)
        #expect(app.unhandledKeys.isEmpty)
        modal.dismiss(animated: false)   // the presented one asks its presenter
        #expect(root.presentedViewController == nil)
    }

    @Test func aChildPresentsFromItsOutermostParent() {
        let log = LifecycleLog()
        let top = LoggingViewController("Top", log: log)
        let navigation = NavigationController(rootViewController: top)
        let app = ViewControllerHarness(root: navigation)
        let modal = ViewController()
        top.present(modal, animated: true)
        #expect(navigation.presentedViewController === modal)
        #expect(modal.presentingViewController === navigation)
        #expect(navigation.visibleViewController === modal)
        #expect(log.entries.suffix(2) == ["Top.willDisappear", "Top.didDisappear"])
        top.present(ViewController(), animated: true)   // already presenting: refused, as in UIKit
        #expect(navigation.presentedViewController === modal)
        #expect(app.window.overlays.count == 1)
    }

    func makeAlert(style: AlertController.Style, log: LifecycleLog) -> AlertController {
        let alert = AlertController(title: "Delete “Notes”?", message: "This cannot be undone.", preferredStyle: style)
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in log.entries.append("delete") })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel") })
        return alert
    }

    @Test func anAlertsDestructiveActionRunsItsHandlerAfterDismissal() {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let app = ViewControllerHarness(root: root)
        log.reset()
        let alert = makeAlert(style: .alert, log: log)
        var dismissedBeforeHandler = false
        alert.addAction(AlertAction(title: "Check", style: .default) { _ in dismissedBeforeHandler = root.presentedViewController == nil })
        root.present(alert, animated: true)
        #expect(log.entries.isEmpty)   // over full screen: the root does not disappear
        app.harness.settle()
        #expect(app.harness.text.contains("Delete “Notes”?"))
        #expect(app.harness.text.contains("This cannot be undone."))
        #expect(app.harness.text.contains("Cancel"))
        #expect(app.harness.text.contains("r"))   // the screen underneath still shows

        app.harness.press(.down)   // Delete (first) → Check
        app.harness.press(.up)     // back to Delete
        app.harness.press(.enter)
        #expect(log.entries == ["delete"])
        #expect(root.presentedViewController == nil)
        #expect(app.window.focusedView === root.first)

        let second = makeAlert(style: .alert, log: log)
        second.addAction(AlertAction(title: "Check", style: .default) { _ in dismissedBeforeHandler = root.presentedViewController == nil })
        root.present(second, animated: true)
        app.harness.press(.down)
        app.harness.press(.enter)
        #expect(dismissedBeforeHandler)
    }

    @Test func escapeChoosesOnlyTheCancelAction() {
        let log = LifecycleLog()
        let root = ViewController()
        let app = ViewControllerHarness(root: root)
        root.present(makeAlert(style: .alert, log: log), animated: true)
        app.harness.press(.escape)
        #expect(log.entries == ["cancel"])
        #expect(root.presentedViewController == nil)
        #expect(app.unhandledKeys.isEmpty)
    }

    @Test func twoButtonsSitSideBySideWithCancelFirstAndArrowsMoveBetweenThem() {
        let log = LifecycleLog()
        let root = ViewController()
        let app = ViewControllerHarness(root: root, width: 60, height: 14)
        let alert = makeAlert(style: .alert, log: log)
        root.present(alert, animated: true)
        app.harness.settle()
        let buttons = app.harness.rows.first { $0.contains("[ Cancel ]") } ?? ""
        #expect(buttons.contains("[ Cancel ]   [ Delete ]"))
        app.harness.press(.left)   // from Cancel (the first enabled) to Delete, wrapping
        app.harness.press(.tab)    // and on to Cancel
        app.harness.press(.enter)
        #expect(log.entries == ["cancel"])
    }

    @Test func anAlertWithoutCancelIgnoresEscapeAndKeepsFocusInside() {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let app = ViewControllerHarness(root: root)
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .actionSheet)
        alert.addAction(AlertAction(title: "OK", style: .default) { _ in log.entries.append("ok") })
        root.present(alert, animated: true)
        log.reset()
        app.harness.press(.escape)
        app.harness.press(.tab)
        app.harness.type("q")
        app.harness.terminal.enqueue(.paste(Paste(text: "pasted")))
        app.harness.settle()
        #expect(root.presentedViewController === alert)
        #expect(app.window.focusedView === alert.view)
        #expect(!app.window.activeKeyHints.contains { $0.keys == "Esc" })   // Esc does nothing here
        #expect(!app.window.activeKeyHints.contains { $0.keys == "q" }, "q stays in the alert: not offered")
        #expect(app.window.activeKeyHints.contains { $0.keys == "?" }, "help still works")
        #expect(root.first.received.isEmpty && root.second.received.isEmpty)
        #expect(app.unhandledKeys.isEmpty)
        app.harness.settle()
        #expect(app.harness.rows.last?.contains("╰") == true)   // an action sheet sits at the bottom
        app.harness.press(.enter)
        #expect(log.entries == ["ok"])
    }
}
