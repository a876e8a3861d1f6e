import Testing
@testable import Tessera
import TesseraTesting

/// A click on a bar does what the bar's keys do, written as UIKit code is (prefix dropped): a
/// tap on a navigation bar's item or a toolbar's item performs it, a tap on the back button goes
/// back, and a disabled item does nothing.
@Suite("Clicks on bars") @MainActor
struct BarClickTests {
    final class Page: Tessera.ViewController {
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = BarButtonItem(title: "Save", style: .done, target: self, action: { $0.log.append("save") })
            let archive = BarButtonItem(title: "Archive", style: .plain, target: self, action: { $0.log.append("archive") })
            let trash = BarButtonItem(title: "Trash", style: .plain, target: self, action: { $0.log.append("trash") })
            trash.isEnabled = false
            toolbarItems = [archive, trash]
        }
    }

    static func pushedPage() -> (ApplicationHarness, Page, NavigationController) {
        let root = Tessera.ViewController()
        root.title = "Mailbox"
        let navigation = NavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let h = ApplicationHarness(width: 60, height: 10) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: navigation)
        }
        h.settle()
        let page = Page()
        page.title = "Draft"
        navigation.pushViewController(page, animated: false)
        h.settle()
        return (h, page, navigation)
    }

    @Test func aClickOnANavigationBarItemPerformsIt() {
        let (h, page, _) = Self.pushedPage()
        #expect(h.rows[0].contains("Save"), "\(h.rows[0])")
        h.click(onText: "Save")
        #expect(page.log == ["save"])
    }

    @Test func aClickOnAToolbarItemPerformsItAndADisabledOneDoesNothing() {
        let (h, page, _) = Self.pushedPage()
        h.click(onText: "Archive")
        h.click(onText: "Trash")
        #expect(page.log == ["archive"])
    }

    @Test func aClickOnTheBackButtonGoesBack() {
        let (h, _, navigation) = Self.pushedPage()
        #expect(h.rows[0].contains("‹ Mailbox"))
        h.click(onText: "Mailbox")
        #expect(navigation.viewControllers.count == 1)
        #expect(!h.rows[0].contains("‹"))
    }
}
