import Foundation
import Testing
import TesseraData
import TesseraTesting
@testable import Tessera

/// The accessible mode of one window: the live line, the cursor at focus, no motion, and what is
/// said when (UIKit's rules: differences wait for keys to pause; the app's own words win).
@Suite("Accessible mode") @MainActor
struct AccessibleModeTests {
    func listHarness(rows: Int) -> (ApplicationHarness, CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "row \(item)"
            cell.contentConfiguration = content
        }
        let list = CollectionView(collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: list) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<rows))
        dataSource.apply(snapshot, animatingDifferences: false)
        let h = ApplicationHarness(rootView: list, width: 40, height: 12)
        h.application.window.focusedView = list
        h.settle()
        return (h, list, dataSource)
    }

    func apply(_ items: [Int], to dataSource: CollectionViewDiffableDataSource<Int, Int>) {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    @Test func theLiveLineTakesTheLastRowAndTheCursorShowsAtFocusOnlyInTheMode() {
        let (h, list, _) = listHarness(rows: 5)
        #expect(h.cursor == TerminalCursor(at: CellPoint(x: 1, y: 0), visible: false), "off: placed at the focused row, hidden")
        #expect(list.frame.height == 12)
        h.enableAccessibleMode()
        #expect(list.frame.height == 11, "the root view gives up the last row")
        #expect(h.cursor == TerminalCursor(at: CellPoint(x: 1, y: 0), visible: true), "where the text starts, after the margin")
        #expect(h.rows[11].hasPrefix("row 0, 1 of 5"))
        h.press(.down)
        #expect(h.cursor == TerminalCursor(at: CellPoint(x: 1, y: 1), visible: true))
        #expect(h.announcements == ["row 0, 1 of 5", "row 1, 2 of 5"])
        h.application.window.isAccessibleModeEnabled = false
        h.settle()
        #expect(list.frame.height == 12 && h.cursor?.isVisible == false, "off again: the row and the cursor go back")
    }

    @Test func differencesWaitForKeysToPauseAndAreSummed() {
        let (h, list, dataSource) = listHarness(rows: 6)
        h.enableAccessibleMode()
        let said = h.announcements.count
        apply([0, 1, 2, 3], to: dataSource)                  // 2 removed
        h.application.window.dispatch(.key(KeyEvent(.character("x"))))   // a key: the difference waits
        h.application.loop.step()
        apply([0, 1, 2, 3, 10, 11, 12], to: dataSource)      // 3 added
        #expect(h.announcements.count == said, "nothing said while keys arrive: \(h.announcements)")
        #expect(!list.isAnimating, "the mode moves nothing")
        h.clock.advance(by: .milliseconds(300))   // step by hand: the harness's settling would let the pause pass
        h.application.loop.step()
        #expect(h.announcements.count == said, "not yet: under the pause")
        h.clock.advance(by: .milliseconds(250))
        h.application.loop.step()
        #expect(Array(h.announcements.dropFirst(said)) == ["7 items, 3 added, 2 removed"], "one announcement, summed")
    }

    @Test func theAppsOwnAnnouncementWinsOverAPendingDifference() {
        let (h, _, dataSource) = listHarness(rows: 6)
        h.enableAccessibleMode()
        let said = h.announcements.count
        apply([0, 1], to: dataSource)
        Accessibility.post(notification: .announcement, argument: "Filtered to two rows")
        h.advance(by: .seconds(1))
        #expect(Array(h.announcements.dropFirst(said)) == ["Filtered to two rows"])
        #expect(h.spokenAnnouncements.last?.kind == .app)
    }

    @Test func alertsAreSaidWholeThenTheirFocusedButton() {
        let root = ViewController()
        root.title = "Notes"
        let app = ViewControllerHarness(root: root)
        app.harness.enableAccessibleMode()
        #expect(app.harness.announcements.first == "Notes")
        let alert = AlertController(title: "Delete “Notes”?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in })
        root.present(alert, animated: true)
        app.harness.settle()
        #expect(app.harness.spokenAnnouncements.contains(Accessibility.Announcement(.alert,
                "Alert, Delete “Notes”?, This cannot be undone., buttons: Delete, Cancel")), "\(app.harness.announcements)")
        #expect(app.harness.rows.last?.isEmpty == false)
    }

    @Test func numbersAreGroupedAsTheScreensShowThem() {
        #expect(DifferenceAnnouncement.spoken(7) == "7")
        #expect(DifferenceAnnouncement.spoken(1_645) == "1,645")
        #expect(DifferenceAnnouncement.spoken(1_234_567) == "1,234,567")
        #expect(DifferenceAnnouncement(total: 1, inserted: 0, deleted: 3, due: .zero).words == "1 item, 3 removed")
    }

    @Test func theFlagAndTheVariableTurnTheModeOn() {
        #expect(Accessibility.initialMode(environment: "1", arguments: ["app"]))
        #expect(!Accessibility.initialMode(environment: "0", arguments: ["app", "--accessible"]), "the variable wins")
        #expect(Accessibility.initialMode(environment: nil, arguments: ["app", "--accessible"]))
        #expect(!Accessibility.initialMode(environment: nil, arguments: ["--accessible"]), "the program's own name is not a flag")
    }
}

@Suite("Accessibility elements") @MainActor
struct AccessibilityElementTests {
    @Test func aContainerIsReadAsItsElementsInOrder() {
        let chart = View()
        let high = AccessibilityElement(accessibilityContainer: chart)
        high.accessibilityLabel = "Highest"
        high.accessibilityValue = "Everest, 8,849 m"
        let low = AccessibilityElement(accessibilityContainer: chart)
        low.accessibilityLabel = "Lowest"
        low.accessibilityValue = "Mount Wycheproof, 148 m"
        low.accessibilityTraits = .staticText
        chart.accessibilityElements = [high, Label(text: "2 peaks"), low]
        #expect(chart.accessibilitySummary == "Highest, Everest, 8,849 m, 2 peaks, Lowest, Mount Wycheproof, 148 m")
        #expect(high.accessibilityContainer === chart)
        low.isAccessibilityElement = false
        #expect(chart.accessibilitySummary == "Highest, Everest, 8,849 m, 2 peaks")
        chart.accessibilityElementsHidden = true
        #expect(chart.accessibilitySummary == nil)
    }
}

@Suite("Accessible mode: navigation") @MainActor
struct AccessibleModeNavigationTests {
    @Test func pushesDoNotSlideInTheAccessibleMode() {
        let first = ViewController()
        first.title = "Settings"
        let navigation = NavigationController(rootViewController: first)
        let app = ViewControllerHarness(root: navigation)
        app.harness.enableAccessibleMode()
        let second = ViewController()
        second.title = "Wi-Fi"
        navigation.pushViewController(second, animated: true)
        app.harness.application.loop.step()   // one frame: a slide would still be running
        #expect(!navigation.view.subviews.contains { $0 is NavigationTransitionView }, "nothing slides")
        app.harness.settle()
        #expect(app.harness.announcements.contains("Settings, Wi-Fi"), "\(app.harness.announcements)")
    }
}
