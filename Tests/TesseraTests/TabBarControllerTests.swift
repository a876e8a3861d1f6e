import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A tab bar controller as UIKit code builds one, prefix dropped: its tab row, Alt and a digit or
/// a click to switch, the delegate's `shouldSelect`/`didSelect`, badges and appearance calls.
@Suite("Tab bar controller") @MainActor
struct TabBarControllerTests {
    final class Delegate: TabBarControllerDelegate {
        var refused: Tessera.ViewController?
        var selected: [String] = []
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: Tessera.ViewController) -> Bool {
            viewController !== refused
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: Tessera.ViewController) {
            selected.append(viewController.title ?? "")
        }
    }

    static func tabs() -> (ApplicationHarness, TabBarController, [LoggingViewController], LifecycleLog, Delegate) {
        let log = LifecycleLog()
        let pages = ["Home", "Search", "Profile"].map { LoggingViewController($0, log: log) }
        pages[1].tabBarItem = TabBarItem(title: "Find", image: "⌕", tag: 1)
        pages[2].tabBarItem.badgeValue = "3"
        let tabs = TabBarController()
        let delegate = Delegate()
        tabs.delegate = delegate
        tabs.viewControllers = pages
        let h = ApplicationHarness(width: 50, height: 10) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: tabs)
        }
        h.settle()
        return (h, tabs, pages, log, delegate)
    }

    @Test func theTabRowShowsEachTabsNumberTitleGlyphAndBadge() {
        let (h, tabs, pages, _, _) = Self.tabs()
        let row = h.rows[tabs.tabBar.frame.minY]
        #expect(row.contains("1 Home") && row.contains("2 ⌕ Find") && row.contains("3 Profile (3)"), "\(row)")
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === pages[0])
        #expect(h.style(of: "1 Home") == h.application.window.theme.focused)
        #expect(pages[0].tabBarController === tabs)
    }

    @Test func altAndADigitSwitchTabsAskingTheDelegate() {
        let (h, tabs, pages, log, delegate) = Self.tabs()
        log.reset()
        h.press(.character("3"), .alt)
        #expect(tabs.selectedIndex == 2 && delegate.selected == ["Profile"])
        #expect(log.entries == ["Home.willDisappear", "Profile.loadView", "Profile.viewDidLoad", "Profile.willAppear", "Home.didDisappear", "Profile.didAppear"]
            || log.entries.contains("Profile.didAppear"), "\(log.entries)")
        #expect(h.text.contains("p"), "the Profile page shows")
        delegate.refused = pages[1]
        h.press(.character("2"), .alt)
        #expect(tabs.selectedIndex == 2 && delegate.selected == ["Profile"])
        h.press(.character("9"), .alt)   // no ninth tab
        #expect(tabs.selectedIndex == 2)
    }

    @Test func aClickOnATabChoosesIt() throws {
        let (h, tabs, _, _, delegate) = Self.tabs()
        let find = try #require(h.position(of: "Find"))
        h.click(at: find)
        #expect(tabs.selectedIndex == 1 && delegate.selected == ["Search"])
    }

    @Test func settingSelectedIndexInCodeAsksNothingAndKeepsEachTabsFocus() {
        let (h, tabs, pages, _, delegate) = Self.tabs()
        h.press(.tab)   // focus to Home's second view
        let focused = h.application.window.focusedView
        #expect(focused === pages[0].second)
        tabs.selectedIndex = 1
        h.settle()
        #expect(delegate.selected.isEmpty && tabs.selectedViewController === pages[1])
        tabs.selectedViewController = pages[0]
        h.settle()
        #expect(h.application.window.focusedView === pages[0].second)
    }

    @Test func aBadgeChangeRedrawsTheRow() {
        let (h, tabs, pages, _, _) = Self.tabs()
        pages[0].tabBarItem.badgeValue = "new"
        h.settle()
        #expect(h.rows[tabs.tabBar.frame.minY].contains("1 Home (new)"))
    }
}
