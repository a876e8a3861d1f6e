import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Bar button items as UIKit code makes them, prefix dropped: target/action (a closure for the
/// selector), `(title:image:primaryAction:menu:)`, a menu, `isEnabled`, and a title change that
/// redraws the bar with nothing else said.
@Suite("Bar button items, UIKit's way") @MainActor
struct BarButtonItemUIKitTests {
    final class ComposeViewController: Tessera.ViewController {
        var log: [String] = []
        var sendItem: BarButtonItem!
        var sortItem: BarButtonItem!

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Compose"
            sendItem = BarButtonItem(title: "Send", style: .done, target: self, action: { $0.send() })
            sortItem = BarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: Menu(title: "Sort by", children: [
                Action(title: "Date") { [unowned self] _ in log.append("sort date") },
                Action(title: "Sender") { [unowned self] _ in log.append("sort sender") },
            ]))
            navigationItem.rightBarButtonItems = [sendItem, sortItem]
        }

        func send() { log.append("send") }
    }

    static func compose() -> (ApplicationHarness, ComposeViewController) {
        let compose = ComposeViewController()
        let h = ApplicationHarness(width: 50, height: 10) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: NavigationController(rootViewController: compose))
        }
        h.settle()
        return (h, compose)
    }

    @Test func targetActionRunsTheClosureWithTheTargetOnTheTitlesFirstLetter() {
        let (h, compose) = Self.compose()
        #expect(compose.sendItem.key == .character("s") && h.rows[0].contains("s Send"), "\(h.rows[0])")
        h.press(.character("s"))
        #expect(compose.log == ["send"])
    }

    @Test func theTargetIsHeldWeakly() {
        final class Target { var calls = 0 }
        var target: Target? = Target()
        let item = BarButtonItem(title: "Go", style: .plain, target: target, action: { $0.calls += 1 })
        weak var gone = target
        target = nil
        #expect(gone == nil)
        #expect(item.perform())   // the action runs and finds no target: nothing happens, nothing crashes
        _ = gone
    }

    @Test func aDoneStyleTitleIsBold() throws {
        let (h, _) = Self.compose()
        let style = try #require(h.style(of: "Send"))
        #expect(style.attributes.contains(.bold))
    }

    @Test func aMenuItemOpensItsMenuAndTheChosenActionRuns() {
        let (h, compose) = Self.compose()
        #expect(compose.sortItem.key == .character("s"))   // its title's first letter, as Send's
        compose.sortItem.key = .character("o")   // two items on one key: give the menu its own
        h.settle()
        h.press(.character("o"))
        #expect(h.text.contains("Sort by") && h.text.contains("Sender"), "\(h.text)")
        h.press(.down)
        h.press(.enter)
        #expect(compose.log == ["sort sender"] && !h.text.contains("Sort by"))
    }

    @Test func aTitleChangeRedrawsTheBarWithNothingElseSaid() {
        let (h, compose) = Self.compose()
        compose.sendItem.title = "Post"
        h.settle()
        #expect(h.rows[0].contains("Post") && !h.rows[0].contains("Send"), "\(h.rows[0])")
    }

    @Test func aDisabledItemIsDrawnDimmedAndItsKeyDoesNothing() throws {
        let (h, compose) = Self.compose()
        compose.sortItem.key = .character("o")   // s is Send's alone
        compose.sendItem.isEnabled = false
        h.settle()
        let style = try #require(h.style(of: "Send"))
        #expect(style.attributes.contains(.dim), "\(h.rows[0])")
        h.press(.character("s"))
        #expect(compose.log.isEmpty)
        compose.sendItem.isEnabled = true
        h.settle()
        #expect(h.style(of: "Send")?.attributes.contains(.dim) == false)
        h.press(.character("s"))
        #expect(compose.log == ["send"])
    }

    @Test func primaryActionAndSystemItemTargetActionSpellings() {
        var ran: [String] = []
        let add = BarButtonItem(title: "Add", image: "+", primaryAction: Action(title: "Add") { _ in ran.append("add") })
        #expect(add.key == .character("a") && add.perform())
        final class Owner { var refreshed = false }
        let owner = Owner()
        let refresh = BarButtonItem(barButtonSystemItem: .refresh, target: owner, action: { $0.refreshed = true })
        #expect(refresh.key == .character("r") && refresh.perform() && owner.refreshed)
        #expect(ran == ["add"])
        let plain = BarButtonItem()
        #expect(plain.perform() == false)
    }

    @Test func theEditButtonTitleFollowsEditingThroughTheItemItself() {
        let (h, compose) = Self.compose()
        compose.navigationItem.leftBarButtonItems = [compose.editButtonItem]
        h.settle()
        compose.setEditing(true, animated: false)
        h.settle()
        #expect(h.rows[0].contains("done"), "\(h.rows[0])")
    }
}
