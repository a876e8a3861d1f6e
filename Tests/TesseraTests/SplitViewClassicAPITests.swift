import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The split view's classic API, as split-view coordinators written before iOS 14 use it:
/// `viewControllers`, `.allVisible`/`.primaryHidden`, and the delegate's
/// `collapseSecondary(_:onto:)` and `separateSecondaryFrom(_:)`.
@Suite("Split view, classic API") @MainActor
struct SplitViewClassicAPITests {
    final class Coordinator: SplitViewControllerDelegate {
        var keepSecondaryOffTheStack = false
        var separated: Tessera.ViewController?
        var asked: [String] = []
        func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: Tessera.ViewController,
                                 onto primaryViewController: Tessera.ViewController) -> Bool {
            asked.append("collapse \(secondaryViewController.title ?? "?") onto \(primaryViewController.title ?? "?")")
            return keepSecondaryOffTheStack
        }
        func splitViewController(_ splitViewController: SplitViewController,
                                 separateSecondaryFrom primaryViewController: Tessera.ViewController) -> Tessera.ViewController? {
            asked.append("separate from \(primaryViewController.title ?? "?")")
            return separated
        }
    }

    static func split(width: Int, coordinator: Coordinator) -> (ApplicationHarness, SplitViewController, LoggingViewController, LoggingViewController) {
        let log = LifecycleLog()
        let list = LoggingViewController("List", log: log)
        let detail = LoggingViewController("Detail", log: log)
        let split = SplitViewController()
        split.delegate = coordinator
        split.viewControllers = [list, detail]
        split.preferredDisplayMode = .allVisible
        let h = ApplicationHarness(width: width, height: 12) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: split)
        }
        h.settle()
        return (h, split, list, detail)
    }

    @Test func viewControllersSetsAndReadsThePrimaryAndSecondary() {
        let (_, split, list, detail) = Self.split(width: 130, coordinator: Coordinator())
        #expect(split.viewControllers.count == 2 && split.viewControllers[0] === list && split.viewControllers[1] === detail)
        #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
        #expect(split.displayMode == .oneBesideSecondary && SplitViewController.DisplayMode.allVisible == .oneBesideSecondary)
    }

    @Test func primaryHiddenShowsTheSecondaryAlone() {
        let (h, split, _, _) = Self.split(width: 130, coordinator: Coordinator())
        split.preferredDisplayMode = .primaryHidden
        h.settle()
        #expect(split.displayMode == .secondaryOnly && !h.text.contains("List"))
        switch split.preferredDisplayMode {
        case .primaryHidden: break
        default: Issue.record("the classic name matches its iOS 14 case")
        }
    }

    @Test func collapseSecondaryAnsweringTrueKeepsTheListOnTop() {
        let coordinator = Coordinator()
        coordinator.keepSecondaryOffTheStack = true
        let (h, split, list, _) = Self.split(width: 130, coordinator: coordinator)
        split.show(.secondary)
        h.resize(width: 80, height: 12)
        h.settle()
        #expect(split.isCollapsed && coordinator.asked == ["collapse Detail onto List"])
        #expect(split.navigation(for: .primary)?.topViewController === list)
    }

    @Test func collapseSecondaryAnsweringFalsePushesTheDetail() {
        let coordinator = Coordinator()
        let (h, split, _, detail) = Self.split(width: 130, coordinator: coordinator)
        split.show(.secondary)
        h.resize(width: 80, height: 12)
        h.settle()
        #expect(split.navigation(for: .primary)?.topViewController === detail)
    }

    @Test func separateSecondaryFromSuppliesTheSecondaryOnExpanding() {
        let coordinator = Coordinator()
        let (h, split, _, _) = Self.split(width: 80, coordinator: coordinator)
        let fresh = LoggingViewController("Fresh", log: LifecycleLog())
        coordinator.separated = fresh
        h.resize(width: 130, height: 12)
        h.settle()
        #expect(!split.isCollapsed && coordinator.asked.last == "separate from List")
        #expect(split.viewController(for: .secondary) === fresh && split.navigation(for: .secondary)?.topViewController === fresh)
        #expect(h.text.contains("Fresh"))
    }
}
