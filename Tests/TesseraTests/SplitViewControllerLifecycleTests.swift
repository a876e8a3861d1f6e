import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The appearance calls across a split view's changes: load once, each "will" before its "did",
/// nothing told it appears while it is on screen, nothing that stays on screen told anything.
@Suite("Split view controller life cycle") @MainActor
struct SplitViewControllerLifecycleTests {
    /// The appearance calls only (not loading or moving between parents).
    func appearances(_ log: LifecycleLog) -> [String] {
        log.entries.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    }

    @Test func wideBothColumnsLoadOnceAndAppearOnce() {
        let log = LifecycleLog()
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(LoggingViewController("Primary", log: log), for: .primary)
        split.setViewController(LoggingViewController("Secondary", log: log), for: .secondary)
        _ = ViewControllerHarness(root: split, width: 160, height: 20)
        #expect(log.entries.filter { $0.hasSuffix("loadView") } == ["Primary.loadView", "Secondary.loadView"])
        #expect(appearances(log) == ["Primary.willAppear", "Secondary.willAppear", "Primary.didAppear", "Secondary.didAppear"])
    }

    @Test func startingNarrowOnlyThePrimaryAppears() {
        let log = LifecycleLog()
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(LoggingViewController("Primary", log: log), for: .primary)
        split.setViewController(LoggingViewController("Secondary", log: log), for: .secondary)
        _ = ViewControllerHarness(root: split, width: 80, height: 20)
        #expect(appearances(log) == ["Primary.willAppear", "Primary.didAppear"])
        #expect(!log.entries.contains("Secondary.loadView"))
    }

    @Test func collapsingWithTheSecondaryOnTopOnlyThePrimaryDisappearsAndExpandingBringsItBack() {
        let (app, _, log, _, _) = makeSplit(width: 160, showSecondary: true)
        app.harness.resize(width: 80, height: 20)
        #expect(appearances(log) == ["Primary.willDisappear", "Primary.didDisappear"])
        // The secondary page changed parent (from its column's stack to the primary's), as in UIKit.
        #expect(log.entries.contains("Secondary.didMove(parent)"))
        log.reset()
        app.harness.resize(width: 160, height: 20)
        #expect(appearances(log) == ["Primary.willAppear", "Primary.didAppear"])
        log.reset()
        app.harness.resize(width: 100, height: 20)
        app.harness.resize(width: 90, height: 20)           // still collapsed: nothing changes
        #expect(appearances(log) == ["Primary.willDisappear", "Primary.didDisappear"])
        #expect(!log.entries.contains { $0.hasSuffix("loadView") })
    }

    @Test func collapsingWithThePrimaryOnTopTheSecondaryDisappearsAndComesBack() {
        let (app, _, log, _, _) = makeSplit(width: 160)
        app.harness.resize(width: 80, height: 20)
        #expect(appearances(log) == ["Secondary.willDisappear", "Secondary.didDisappear"])
        log.reset()
        app.harness.resize(width: 160, height: 20)
        #expect(appearances(log) == ["Secondary.willAppear", "Secondary.didAppear"])
    }

    @Test func showingADetailCallsTheAppearanceMethodsInUIKitsOrder() {
        let (app, _, log, primary, _) = makeSplit(width: 160)
        let detail = LoggingViewController("Detail", log: log)
        primary.showDetailViewController(detail, sender: nil)
        #expect(appearances(log) == ["Secondary.willDisappear", "Detail.willAppear", "Secondary.didDisappear", "Detail.didAppear"])
        log.reset()
        app.harness.resize(width: 80, height: 20)             // the detail was shown: it stays on top
        #expect(appearances(log) == ["Primary.willDisappear", "Primary.didDisappear"])
        log.reset()
        app.harness.press(.escape)                            // popped while collapsed
        #expect(appearances(log) == ["Detail.willDisappear", "Primary.willAppear", "Detail.didDisappear", "Primary.didAppear"])
        log.reset()
        app.harness.resize(width: 160, height: 20)            // the detail comes back in its column
        #expect(appearances(log) == ["Detail.willAppear", "Detail.didAppear"])
    }

    @Test func aSecondaryStackMovesWholeAndOnlyItsTopIsOnScreen() {
        let (app, split, log, primary, secondary) = makeSplit(width: 160, showSecondary: true)
        let detail = LoggingViewController("Detail", log: log)
        secondary.show(detail, sender: nil)                   // pushed in the secondary's own stack
        log.reset()
        app.harness.resize(width: 80, height: 20)
        #expect(primary.navigationController?.viewControllers.map { ($0 as? LoggingViewController)?.name } == ["Primary", "Secondary", "Detail"])
        #expect(appearances(log) == ["Primary.willDisappear", "Primary.didDisappear"])
        #expect(split.column(of: detail) == .secondary)
        log.reset()
        app.harness.resize(width: 160, height: 20)
        #expect(detail.navigationController?.viewControllers.map { ($0 as? LoggingViewController)?.name } == ["Secondary", "Detail"])
        #expect(appearances(log) == ["Primary.willAppear", "Primary.didAppear"])
        app.harness.press(.escape)                            // the secondary's stack pops as before
        #expect(secondary.navigationController?.topViewController === secondary)
    }

    @Test func theSplitViewsOwnDisappearanceReachesBothColumns() {
        let (app, _, log, _, _) = makeSplit(width: 160)
        app.harness.application.push(View())
        #expect(Set(appearances(log)) == ["Primary.willDisappear", "Secondary.willDisappear", "Primary.didDisappear", "Secondary.didDisappear"])
        log.reset()
        app.harness.application.pop()
        #expect(Set(appearances(log)) == ["Primary.willAppear", "Secondary.willAppear", "Primary.didAppear", "Secondary.didAppear"])
    }

    @Test func everyWillHasItsDidAcrossManyResizes() {
        let (app, split, log, primary, _) = makeSplit(width: 160)
        let widths = [100, 170, 90, 130, 60, 140, 119, 120, 80, 80, 150, 70, 121, 118, 160, 61, 179, 95, 125, 110]
        for (step, width) in widths.enumerated() {
            if step % 7 == 3 { primary.showDetailViewController(LoggingViewController("D\(step)", log: log), sender: nil) }
            app.harness.resize(width: width, height: 20)
            if step % 5 == 4 { app.harness.press(.escape) }
        }
        var state: [String: String] = [:]
        for entry in appearances(log) {
            let parts = entry.split(separator: ".")
            let name = String(parts[0]), call = String(parts[1])
            let previous = state[name]
            switch call {
            case "willAppear": #expect(previous == nil || previous == "didDisappear", "\(entry) after \(previous ?? "-")")
            case "didAppear": #expect(previous == "willAppear", "\(entry) after \(previous ?? "-")")
            case "willDisappear": #expect(previous == "didAppear" || previous == nil, "\(entry) after \(previous ?? "-")")
            case "didDisappear": #expect(previous == "willDisappear", "\(entry) after \(previous ?? "-")")
            default: break
            }
            state[name] = call
        }
        split._checkSplitInvariants()
    }
}
