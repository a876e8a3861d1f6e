import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A navigation controller's toolbar with the top controller's `toolbarItems`, and a view
/// controller's `keyCommands`, written as UIKit code is, prefix dropped.
@Suite("Toolbars and key commands") @MainActor
struct ToolbarAndKeyCommandTests {
    final class MailboxViewController: Tessera.ViewController {
        var log: [String] = []
        let field = TextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Mailbox"
            view.addSubview(field)
            field.frame = CellRect(x: 0, y: 0, width: 20, height: 1)
            toolbarItems = [
                BarButtonItem(title: "Compose", style: .plain, target: self, action: { $0.log.append("compose") }),
                BarButtonItem(title: "Archive", key: .function(5), primaryAction: Action(title: "Archive") { [unowned self] _ in log.append("archive") }),
            ]
        }

        override var keyCommands: [KeyCommand]? {
            let find = KeyCommand(input: "f", modifierFlags: .command, action: { [unowned self] _ in log.append("find") })
            find.discoverabilityTitle = "Find"
            find.wantsPriorityOverSystemBehavior = true   // a text field's Ctrl-F gives way
            return [find, KeyCommand(input: KeyCommand.inputRightArrow, modifierFlags: .alternate, action: { [unowned self] _ in log.append("next") })]
        }
    }

    static func mailbox(toolbarHidden: Bool = false) -> (ApplicationHarness, MailboxViewController, NavigationController) {
        let mailbox = MailboxViewController()
        let navigation = NavigationController(rootViewController: mailbox)
        navigation.isToolbarHidden = toolbarHidden
        let h = ApplicationHarness(width: 50, height: 10) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: navigation)
        }
        h.settle()
        return (h, mailbox, navigation)
    }

    @Test func theToolbarIsHiddenByDefaultAsInUIKit() {
        #expect(NavigationController().isToolbarHidden)
        let (h, _, _) = Self.mailbox(toolbarHidden: true)
        #expect(!h.text.contains("Compose"))
    }

    @Test func theToolbarShowsTheTopControllersItemsOnTheLastRowAboveTheHints() {
        let (h, mailbox, navigation) = Self.mailbox()
        let row = h.rows.firstIndex { $0.contains("Compose") }
        #expect(row != nil && row! >= h.rows.count - 2, "\(h.rows)")
        #expect(h.rows.joined().contains("F5 Archive"))
        #expect(navigation.toolbar.frame.maxY <= navigation.view.bounds.maxY && mailbox.view.frame.maxY <= navigation.toolbar.frame.minY)
        navigation.setToolbarHidden(true, animated: true)
        h.settle()
        #expect(!h.text.contains("Compose") && mailbox.view.frame.maxY == navigation.view.bounds.maxY)
    }

    @Test func toolbarItemKeysPerformThemEvenWhileAFieldHasTheKeys() {
        let (h, mailbox, _) = Self.mailbox()
        #expect(h.application.window.focusedView === mailbox.field)
        h.press(.function(5))
        #expect(mailbox.log == ["archive"])
        h.press(.character("c"), .alt)   // c is typed into the field: Compose is Alt-c here
        #expect(mailbox.log == ["archive", "compose"] && mailbox.field.text == "")
    }

    @Test func aKeyCommandFiresFromInsideTheControllersViewAndIsListed() {
        let (h, mailbox, _) = Self.mailbox()
        #expect(h.application.window.focusedView === mailbox.field)
        h.press(.character("f"), .ctrl)
        #expect(mailbox.log == ["find"])
        h.press(.right, .alt)   // the field's own key (a word forward): the command waits
        #expect(mailbox.log == ["find"])
        #expect(h.application.window.activeKeyHints.contains(KeyHint("Ctrl-F", "Find")))
        h.press(.escape)   // out of the field
        h.press(.right, .alt)
        #expect(mailbox.log == ["find", "next"])
        h.press(.character("?"))
        #expect(h.text.contains("Find"), "\(h.text)")
    }

    @Test func addKeyCommandAndShiftedLetters() {
        let controller = Tessera.ViewController()
        var ran = 0
        let command = KeyCommand(input: "n", modifierFlags: .shift, action: { _ in ran += 1 })
        controller.addKeyCommand(command)
        #expect(controller.performKeyCommand(KeyEvent(.character("N"))) && ran == 1)
        #expect(!controller.performKeyCommand(KeyEvent(.character("n"))))
        controller.removeKeyCommand(command)
        #expect(controller.keyCommands == nil)
    }
}
