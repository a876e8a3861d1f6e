import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

/// The launcher: a split view controller with the demos' sidebar and the chosen demo.
@Suite("Launcher screen") @MainActor
struct LauncherScreenTests {
    @Test func narrowListsGroupsAndPushesADemoThenComesBackWithFocusWhereItWas() throws {
        let h = ApplicationHarness(demo: nil)
        let launcher = try h.launcher()
        #expect(launcher.isCollapsed)
        #expect(h.rows[0].contains("Tessera"))
        h.press(.end)       // the Key Inspector, last of all, whatever demos come before it
        #expect(h.text.contains("Key Inspector"))
        #expect(h.text.contains("Tools"))
        let row = launcher.sidebar.collectionView.indexPathForFocusedItem
        h.press(.enter)
        #expect(launcher.shownDemoName == "keys")
        #expect(h.text.contains("key and mouse inspector"))
        #expect(h.rows[0].contains("‹ Tessera") && h.rows[0].contains("Key Inspector"))
        h.press(.escape); h.press(.escape)
        #expect(launcher.shownDemoName == nil)
        #expect(h.text.contains("Tools"))
        #expect(launcher.sidebar.collectionView.isFocused)
        #expect(launcher.sidebar.collectionView.indexPathForFocusedItem == row)
        #expect(h.application.depth == 0)
    }

    @Test func thePushedDemosTitleIsInTheNavigationBarOnly() throws {
        let h = ApplicationHarness(demo: nil)
        try h.launcher().open("simple-list")
        h.settle()
        // The bar has the title; the demo's own title bar keeps its subtitle alone.
        #expect(h.rows[0].contains("Simple List"))
        #expect(h.text.components(separatedBy: "Simple List").count == 2)
        #expect(h.rows[1].contains("inset"))
    }

    @Test func groupsCollapseAndExpand() {
        let h = ApplicationHarness(demo: nil)
        h.press(.end)
        h.press(.up)        // to the Tools group row
        h.press(.left)      // collapse
        #expect(!h.text.contains("Key Inspector"))
        h.press(.right)     // expand
        #expect(h.text.contains("Key Inspector"))
    }

    @Test func wideShowsTheSidebarAndADemoSideBySide() throws {
        let h = ApplicationHarness(demo: nil, width: 160, height: 40)
        let launcher = try h.launcher()
        #expect(!launcher.isCollapsed)
        #expect(launcher.shownDemoName == DemoCatalog.all.first?.name)
        let separator = launcher.primaryColumnWidth
        #expect(h.rows.allSatisfy { Array($0)[separator] == "│" })
        #expect(h.rows[0].prefix(separator).contains("Tessera"))
        #expect(h.rows[0].dropFirst(separator).contains("Grid"))
        #expect(launcher.sidebar.collectionView.isFocused)
        let sidebar = launcher.sidebar.collectionView
        #expect(sidebar.indexPathsForSelectedItems == launcher.sidebar.indexPath(ofDemo: "grid").map { [$0] })

        h.press(.end)
        h.press(.enter)                              // the Key Inspector beside the sidebar
        #expect(launcher.shownDemoName == "keys")
        #expect(sidebar.indexPathsForSelectedItems == launcher.sidebar.indexPath(ofDemo: "keys").map { [$0] })
        #expect(h.rows[0].dropFirst(separator).contains("Key Inspector"))
        #expect(launcher.sidebar.collectionView.isFocused)   // the chosen row keeps focus
        h.press(.tab)                                 // over to the demo
        #expect(!launcher.sidebar.collectionView.isFocused)
        h.press(.escape, .alt)                        // the inspector's way out: back to the sidebar
        #expect(launcher.sidebar.collectionView.isFocused)
    }

    @Test func narrowingKeepsTheShownDemoAndWideningPutsItBesideTheSidebar() throws {
        let h = ApplicationHarness(demo: nil, width: 160, height: 40)
        let launcher = try h.launcher()
        launcher.open("simple-list")
        h.settle()
        h.resize(width: 80, height: 24)
        #expect(launcher.isCollapsed)
        #expect(launcher.shownDemoName == "simple-list")
        #expect(h.rows[0].contains("‹ Tessera") && h.rows[0].contains("Simple List"))
        h.resize(width: 160, height: 40)
        #expect(!launcher.isCollapsed && launcher.shownDemoName == "simple-list")
        #expect(h.rows[0].contains("Tessera") && h.rows[0].contains("Simple List"))
    }

    @Test func aDemoLeftWhileNarrowComesBackFreshBesideTheSidebar() throws {
        let h = ApplicationHarness(demo: nil)
        let launcher = try h.launcher()
        launcher.open("simple-list")
        h.settle()
        let left = try #require(launcher.shownDemo as? DemoScreenViewController)
        h.press(.escape)
        #expect(left.isClosed && launcher.shownDemoName == nil)
        h.resize(width: 160, height: 40)
        #expect(launcher.shownDemoName == "simple-list")
        #expect(launcher.shownDemo !== left)
        #expect(h.text.contains("94 rows"))
    }

    @Test func aDemoRunAloneIsItsViewControllerWithItsOwnTitleBar() throws {
        let h = ApplicationHarness(demo: "simple-list")
        let controller = try #require(h.application.window.rootViewController)
        #expect(controller.title == "Simple List")
        #expect(h.rows[0].contains("Simple List"))
    }
}
