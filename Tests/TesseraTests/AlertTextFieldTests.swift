import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@Suite("Alerts with text fields") @MainActor
struct AlertTextFieldTests {
    /// A "Rename" alert with a name field, Cancel and Rename; `log` gets "cancel" or "rename <text>".
    func makeRenameAlert(log: LifecycleLog, secondField: Bool = false) -> AlertController {
        let alert = AlertController(title: "Rename", message: "A new name for the list.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = "Notes"
        }
        if secondField {
            alert.addTextField { field in
                field.placeholder = "Password"
                field.isSecureTextEntry = true
            }
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel") })
        alert.addAction(AlertAction(title: "Rename", style: .default) { [unowned alert] _ in
            log.entries.append("rename \(alert.textFields?.first?.text ?? "?")")
        })
        return alert
    }

    @Test func theFieldsAreDrawnInTheBoxAndTheFirstHasFocus() throws {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let app = ViewControllerHarness(root: root, width: 60, height: 16)
        let alert = makeRenameAlert(log: log, secondField: true)
        #expect(alert.textFields?.count == 2)
        root.present(alert, animated: true)
        app.harness.settle()
        let rows = app.harness.rows
        let titleRow = try #require(rows.firstIndex { $0.contains("Rename") && !$0.contains("[") })
        let fieldRow = try #require(rows.firstIndex { $0.contains("Notes") })
        let passwordRow = try #require(rows.firstIndex { $0.contains("Password") })
        let buttonsRow = try #require(rows.firstIndex { $0.contains("[ Cancel ]   [ Rename ]") })
        #expect(titleRow < fieldRow && fieldRow + 1 == passwordRow && passwordRow + 2 == buttonsRow)
        #expect(rows[fieldRow].contains("│") , "the field is inside the box")
        #expect(app.window.focusedView === alert.textFields?.first)
        #expect(AlertController(title: nil, message: nil, preferredStyle: .alert).textFields == nil)
    }

    @Test func typingGoesToTheFieldAndEnterChoosesTheDefaultActionWhichReadsIt() {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let app = ViewControllerHarness(root: root, width: 60, height: 16)
        root.present(makeRenameAlert(log: log), animated: true)
        log.reset()
        app.harness.press(.character("u"), [.ctrl])
        app.harness.type("Shopping q?")   // q and ? are text in a field
        app.harness.press(.enter)
        #expect(log.entries == ["rename Shopping q?"])
        #expect(root.presentedViewController == nil)
        #expect(root.first.received.isEmpty && app.unhandledKeys.isEmpty)
    }

    @Test func enterPrefersThePreferredActionAndNeverFallsToADestructiveOne() {
        let log = LifecycleLog()
        let root = ViewController()
        let app = ViewControllerHarness(root: root, width: 60, height: 16)
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in log.entries.append("delete") })
        root.present(alert, animated: true)
        app.harness.press(.enter)
        #expect(log.entries.isEmpty && root.presentedViewController === alert, "no preferred or default action: Enter does nothing")
        alert.preferredAction = alert.actions[1]
        app.harness.press(.enter)
        #expect(log.entries == ["delete"])
    }

    @Test func tabAndArrowsGoRoundTheFieldsAndButtonsAndFocusStaysInside() {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let app = ViewControllerHarness(root: root, width: 60, height: 16)
        let alert = makeRenameAlert(log: log, secondField: true)
        root.present(alert, animated: true)
        let fields = alert.textFields ?? []
        #expect(app.window.focusedView === fields[0])
        app.harness.press(.tab)
        #expect(app.window.focusedView === fields[1])
        app.harness.press(.down)
        #expect(app.window.focusedView === alert.view)     // the buttons: Cancel first
        app.harness.press(.right)                          // ← → among the buttons
        app.harness.press(.tab)                            // past the last button: round to the first field
        #expect(app.window.focusedView === fields[0])
        app.harness.press(.up)                             // back round: the last button
        #expect(app.window.focusedView === alert.view)
        app.harness.press(.up, [])
        app.harness.press(.up)
        #expect(app.window.focusedView === fields[1])
        app.harness.press(.tab, [.shift])
        #expect(app.window.focusedView === fields[0])
        #expect(root.first.received.isEmpty && root.second.received.isEmpty && app.unhandledKeys.isEmpty)
        app.harness.press(.tab); app.harness.press(.tab); app.harness.press(.right)   // Cancel → Rename
        log.reset()
        app.harness.press(.enter)
        #expect(log.entries == ["rename Notes"])
    }

    @Test func escapeInAFieldCancelsAndAPasteGoesIntoTheField() {
        let log = LifecycleLog()
        let root = LoggingViewController("Root", log: log)
        let app = ViewControllerHarness(root: root, width: 60, height: 16)
        let alert = makeRenameAlert(log: log)
        root.present(alert, animated: true)
        app.harness.terminal.enqueue(.paste(Paste(text: " and more")))
        app.harness.settle()
        #expect(alert.textFields?.first?.text == "Notes and more")
        log.reset()
        app.harness.press(.escape)
        #expect(log.entries == ["cancel"])
        #expect(app.window.focusedView === root.first, "focus comes back to the screen")
    }

    @Test func aFieldsDelegateCanRefuseEditsInsideAnAlert() {
        final class DigitsOnly: TextFieldDelegate {
            func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                string.allSatisfy(\.isNumber)
            }
        }
        let delegate = DigitsOnly()
        let root = ViewController()
        let app = ViewControllerHarness(root: root, width: 60, height: 16)
        let alert = AlertController(title: "PIN", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.delegate = delegate }
        alert.addAction(AlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        app.harness.type("1a2b")
        #expect(alert.textFields?.first?.text == "12")
    }

    @Test func aClickOnASecondFieldFocusesItWithTheCursorUnderThePointer() throws {
        let log = LifecycleLog()
        let root = ViewController()
        let app = ViewControllerHarness(root: root, width: 60, height: 16)
        let alert = makeRenameAlert(log: log, secondField: true)
        root.present(alert, animated: true)
        app.harness.settle()
        let second = try #require(alert.textFields?.last)
        second.text = "abcdef"
        let origin = second.convert(CellPoint.zero, to: nil)   // where the field is on screen
        app.harness.terminal.enqueue(.mouse(MouseEvent(.press(.left), at: CellPoint(x: origin.x + 3, y: origin.y))))
        app.harness.settle()
        #expect(app.window.focusedView === second)
        #expect(second.cursor == 3)
    }

    @Test func aTinyWindowKeepsTheFieldsInsideTheAlertAndNothingBreaks() {
        for (width, height) in [(12, 5), (8, 3), (30, 6), (3, 2)] {
            let log = LifecycleLog()
            let root = ViewController()
            let app = ViewControllerHarness(root: root, width: width, height: height)
            let alert = makeRenameAlert(log: log, secondField: true)
            root.present(alert, animated: true)
            app.harness.settle()
            for field in alert.textFields ?? [] {
                #expect(field.frame.minX >= 0 && field.frame.maxX <= width && field.frame.maxY <= height && field.frame.width >= 0,
                        "\(width)×\(height): \(field.frame)")
            }
            app.harness.type("xy")
            app.harness.press(.tab); app.harness.press(.tab); app.harness.press(.up)
            app.harness.press(.escape)
            #expect(log.entries == ["cancel"], "\(width)×\(height)")
        }
    }
}
