import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A split view with a primary and a secondary logging controller, in an application of
/// `width`×`height`; the log is reset once it is on screen.
@MainActor func makeSplit(width: Int, height: Int = 20, showSecondary: Bool = false,
                          delegate: (any SplitViewControllerDelegate)? = nil)
    -> (ViewControllerHarness, SplitViewController, LifecycleLog, LoggingViewController, LoggingViewController) {
    let log = LifecycleLog()
    let primary = LoggingViewController("Primary", log: log)
    let secondary = LoggingViewController("Secondary", log: log)
    let split = SplitViewController(style: .doubleColumn)
    split.delegate = delegate
    split.setViewController(primary, for: .primary)
    split.setViewController(secondary, for: .secondary)
    if showSecondary { split.show(.secondary) }
    let app = ViewControllerHarness(root: split, width: width, height: height)
    log.reset()
    return (app, split, log, primary, secondary)
}

/// Where `view` is on the screen (frames are in their superview's coordinates).
@MainActor func screenFrame(of view: View) -> CellRect {
    view.convert(view.bounds, to: nil)
}

/// Records what a split view's delegate is told, and answers the collapse question as set.
@MainActor final class RecordingSplitDelegate: SplitViewControllerDelegate {
    var topColumn: SplitViewController.Column?
    var calls: [String] = []
    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column {
        calls.append("topColumn(proposed: \(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewControllerDidCollapse(_ svc: SplitViewController) { calls.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { calls.append("didExpand") }
}

@Suite("Split view controller") @MainActor
struct SplitViewControllerTests {
    @Test func wideShowsBothColumnsSideBySideWithASeparatorAndEachColumnsTitle() {
        let (app, split, _, primary, secondary) = makeSplit(width: 160)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 48)              // 0.3 × 160
        #expect(screenFrame(of: primary.view) == CellRect(x: 0, y: 1, width: 48, height: 19))
        #expect(screenFrame(of: secondary.view) == CellRect(x: 49, y: 1, width: 111, height: 19))
        let rows = app.harness.rows
        #expect(rows.allSatisfy { Array($0)[48] == "│" })
        #expect(rows[0].prefix(48).contains("Primary") && rows[0].dropFirst(49).contains("Secondary"))
        #expect(rows[5].prefix(48).contains("p") && rows[5].dropFirst(49).contains("s"))
        // Each column's controller is wrapped in its own navigation controller, as in UIKit.
        #expect(primary.navigationController !== secondary.navigationController)
        #expect(primary.splitViewController === split && secondary.splitViewController === split)
        #expect(split.viewController(for: .primary) === primary && split.viewController(for: .secondary) === secondary)
        #expect(app.window.focusedView === primary.first)
    }

    @Test func theColumnWidthFollowsTheFractionWithinItsLimits() {
        let (app, split, _, primary, _) = makeSplit(width: 160)
        split.preferredPrimaryColumnWidthFraction = 0.5
        app.harness.settle()
        #expect(primary.view.frame.width == 48)            // the maximum
        split.maximumPrimaryColumnWidth = 100
        app.harness.settle()
        #expect(primary.view.frame.width == 80)
        split.preferredPrimaryColumnWidthFraction = 0.05
        app.harness.settle()
        #expect(primary.view.frame.width == split.minimumPrimaryColumnWidth)
    }

    @Test func narrowCollapsesToThePrimarysStackWhenTheSecondaryWasNotShown() {
        let (app, split, _, primary, secondary) = makeSplit(width: 80)
        #expect(split.isCollapsed)
        #expect(split.displayMode == .secondaryOnly)
        #expect(screenFrame(of: primary.view) == CellRect(x: 0, y: 1, width: 80, height: 19))
        #expect(!secondary.isViewLoaded)                    // never on screen, never loaded
        #expect(!app.harness.text.contains("│"))
        #expect(app.harness.rows[0].contains("Primary"))
        #expect(app.window.focusedView === primary.first)
    }

    @Test func narrowWithTheSecondaryShownPushesItOnThePrimarysStack() {
        let (app, split, _, primary, secondary) = makeSplit(width: 80, showSecondary: true)
        #expect(split.isCollapsed)
        let navigation = primary.navigationController
        #expect(navigation?.viewControllers.count == 2 && navigation?.topViewController === secondary)
        #expect(secondary.navigationController === navigation)
        #expect(app.harness.rows[0].contains("‹ Primary") && app.harness.rows[0].contains("Secondary"))
        #expect(app.window.focusedView === secondary.first)
        #expect(split.column(of: secondary) == .secondary && split.column(of: primary) == .primary)
        app.harness.press(.escape)                          // back to the primary's page
        #expect(navigation?.topViewController === primary)
        #expect(app.window.focusedView === primary.first)
    }

    @Test func collapsingAndExpandingKeepTheShownPage() {
        let (app, split, _, primary, _) = makeSplit(width: 160)
        let log = LifecycleLog()
        let page = LoggingViewController("Page", log: log)
        primary.show(page, sender: nil)                       // from the primary: the secondary page
        #expect(split.viewController(for: .secondary) === page)
        app.harness.press(.tab)
        #expect(app.window.focusedView === page.first)
        app.window.focusedView = page.second

        app.harness.resize(width: 80, height: 20)
        #expect(split.isCollapsed)
        #expect(primary.navigationController?.topViewController === page)
        #expect(app.window.focusedView === page.second)     // the page keeps its focused view
        #expect(page.view.frame.width == 80)

        app.harness.resize(width: 160, height: 20)
        #expect(!split.isCollapsed)
        #expect(primary.navigationController?.viewControllers.count == 1)
        #expect(page.navigationController?.viewControllers.count == 1 && page.navigationController !== primary.navigationController)
        #expect(screenFrame(of: page.view).minX == 49)
        #expect(app.window.focusedView === page.second)
    }

    @Test func pagesPushedWhileCollapsedGoToTheSecondaryColumnOnExpanding() {
        let (app, split, _, primary, secondary) = makeSplit(width: 80)
        let page = LoggingViewController("Page", log: LifecycleLog())
        primary.showDetailViewController(page, sender: nil)
        #expect(primary.navigationController?.topViewController === page)
        #expect(secondary.parent == nil)                    // replaced
        app.harness.resize(width: 160, height: 20)
        #expect(split.viewController(for: .secondary) === page)
        #expect(page.navigationController?.parent === split && page.navigationController !== primary.navigationController)
        #expect(app.harness.rows[0].dropFirst(49).contains("Page"))
    }

    @Test func aPagePoppedWhileCollapsedComesBackInItsColumnOnExpanding() {
        let (app, split, _, primary, secondary) = makeSplit(width: 80, showSecondary: true)
        app.harness.press(.escape)
        #expect(primary.navigationController?.topViewController === primary)
        app.harness.resize(width: 160, height: 20)
        #expect(!split.isCollapsed)
        #expect(secondary.navigationController?.topViewController === secondary)
        #expect(app.harness.rows[0].dropFirst(49).contains("Secondary"))
        app.harness.resize(width: 80, height: 20)           // it was not shown since: the primary on top
        #expect(primary.navigationController?.topViewController === primary)
    }

    @Test func theDelegateChoosesTheTopColumnAndHearsOfCollapseAndExpand() {
        let delegate = RecordingSplitDelegate()
        delegate.topColumn = .primary
        let (app, split, _, primary, _) = makeSplit(width: 160, showSecondary: true, delegate: delegate)
        #expect(delegate.calls.isEmpty)
        app.harness.resize(width: 100, height: 20)
        #expect(delegate.calls == ["topColumn(proposed: secondary)", "didCollapse"])
        #expect(split.isCollapsed && primary.navigationController?.topViewController === primary)
        app.harness.resize(width: 130, height: 20)
        #expect(delegate.calls.last == "didExpand")
    }

    @Test func theThresholdIsAProperty() {
        let (app, split, _, _, _) = makeSplit(width: 100)
        #expect(split.isCollapsed)
        split.compactWidthThreshold = 90
        app.harness.settle()
        #expect(!split.isCollapsed)
        #expect(app.harness.text.contains("│"))
    }

    @Test func theCompactColumnsControllerIsShownWhileCollapsed() {
        let log = LifecycleLog()
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(LoggingViewController("Primary", log: log), for: .primary)
        split.setViewController(LoggingViewController("Secondary", log: log), for: .secondary)
        let compact = LoggingViewController("Compact", log: log)
        split.setViewController(compact, for: .compact)
        let app = ViewControllerHarness(root: split, width: 80, height: 20)
        #expect(app.harness.rows[0].contains("Compact"))
        #expect(!log.entries.contains("Primary.willAppear"))
        app.harness.resize(width: 160, height: 20)
        #expect(app.harness.rows[0].contains("Primary") && !app.harness.text.contains("Compact"))
        #expect(log.entries.suffix(2) == ["Compact.willDisappear", "Compact.didDisappear"]
                || log.entries.contains("Compact.didDisappear"))
    }

    @Test func hidingThePrimaryLeavesTheSecondaryAlone() {
        let (app, split, _, primary, secondary) = makeSplit(width: 160)
        split.hide(.primary)
        app.harness.settle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(secondary.view.frame.width == 160 && primary.viewIfLoaded?.window == nil)
        split.show(.primary)
        app.harness.settle()
        #expect(primary.view.frame.width == 48)
    }

    // MARK: Focus between the columns

    @Test func tabAndTheArrowsMoveFocusBetweenTheColumns() {
        let (app, _, _, primary, secondary) = makeSplit(width: 160)
        #expect(app.window.focusedView === primary.first)
        app.harness.press(.tab)
        #expect(app.window.focusedView === secondary.first)
        app.harness.press(.tab, .shift)
        #expect(app.window.focusedView === primary.first)   // where it was
        app.harness.press(.right)                            // the primary did not take it
        #expect(app.window.focusedView === secondary.first)
        app.harness.press(.left)                             // at the secondary's left edge
        #expect(app.window.focusedView === primary.first)
        app.harness.press(.right)
        app.harness.press(.escape)                           // back to the primary, not out of the app
        #expect(app.window.focusedView === primary.first)
        #expect(app.unhandledKeys.isEmpty)
        app.harness.press(.escape)                           // from the primary's root: the app's
        #expect(app.unhandledKeys == [.escape])
        app.harness.press(.tab)
        app.harness.press(.character("q"))                   // q is the app's (it quits there)
        #expect(app.unhandledKeys == [.escape, .character("q")])
        #expect(app.window.focusedView === secondary.first)
    }

    @Test func aKeyTheColumnTakesStaysInIt() {
        let (app, _, _, primary, secondary) = makeSplit(width: 160)
        primary.first.handledKeys = [.right]
        app.harness.press(.right)
        #expect(app.window.focusedView === primary.first)
        app.window.focusedView = secondary.first
        secondary.first.handledKeys = [.left]
        app.harness.press(.left)
        #expect(app.window.focusedView === secondary.first)
    }

    @Test func collapsedTabStaysInTheOneStack() {
        let (app, _, _, primary, _) = makeSplit(width: 80)
        app.harness.press(.tab)
        #expect(app.window.focusedView === primary.second)  // the window's Tab, within the page
    }

    // MARK: show(_:sender:)

    @Test func showFromThePrimaryReplacesTheSecondaryWhenWideAndPushesWhenCollapsed() {
        let (app, split, _, primary, secondary) = makeSplit(width: 160)
        let first = LoggingViewController("First", log: LifecycleLog())
        primary.show(first, sender: nil)
        #expect(split.viewController(for: .secondary) === first)
        #expect(first.navigationController?.viewControllers.count == 1 && secondary.parent == nil)
        #expect(primary.navigationController?.viewControllers.count == 1)
        #expect(app.window.focusedView === primary.first)    // focus stays on the chosen row

        app.harness.resize(width: 80, height: 20)
        let second = LoggingViewController("Second", log: LifecycleLog())
        primary.showDetailViewController(second, sender: nil)
        #expect(primary.navigationController?.topViewController === second)
        #expect(primary.navigationController?.viewControllers.count == 2)
    }

    @Test func showFromTheSecondaryPushesInItsOwnColumn() {
        let (_, split, _, primary, secondary) = makeSplit(width: 160)
        let detail = LoggingViewController("Detail", log: LifecycleLog())
        secondary.show(detail, sender: nil)
        #expect(secondary.navigationController?.viewControllers.count == 2)
        #expect(secondary.navigationController?.topViewController === detail)
        #expect(split.viewController(for: .secondary) === secondary)
        #expect(primary.navigationController?.viewControllers.count == 1)
        // showDetailViewController from the secondary replaces it, as UIKit's split view does.
        let other = LoggingViewController("Other", log: LifecycleLog())
        secondary.showDetailViewController(other, sender: nil)
        #expect(other.navigationController?.viewControllers.count == 1)
    }

    @Test func showInAPlainNavigationControllerPushes() {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let navigation = NavigationController(rootViewController: root)
        _ = ViewControllerHarness(root: navigation)
        root.showDetailViewController(LoggingViewController("Next", log: log), sender: nil)
        #expect(navigation.viewControllers.count == 2)
        #expect(root.splitViewController == nil)
    }
}
