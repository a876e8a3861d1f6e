import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Table rows as UIKit settings screens write them, prefix dropped: a `Switch` as a row's
/// `accessoryView`, a registered subclass that picks its style in `init(style:reuseIdentifier:)`,
/// a centred coloured `textLabel`, and a switch's action reading its `sender`.
@Suite("Table view cell accessory view") @MainActor
struct TableViewCellAccessoryViewTests {
    final class ToggleCell: TableViewCell {
        let toggle = Switch()
        var madeWith: CellStyle?

        override init(style: CellStyle, reuseIdentifier: String?) {
            madeWith = style
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
            accessoryView = toggle
        }
    }

    final class SettingsViewController: TableViewController {
        var wifi = true
        var changes: [Bool] = []
        var senders: [Switch] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(ToggleCell.self, forCellReuseIdentifier: "Toggle")
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "Plain")
        }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            switch indexPath.row {
            case 0:
                let cell = tableView.dequeueReusableCell(withIdentifier: "Toggle", for: indexPath) as! ToggleCell
                cell.textLabel?.text = "Wi-Fi"
                cell.detailTextLabel?.text = "Home"
                cell.toggle.isOn = wifi
                cell.toggle.addAction(Action { [unowned self] action in
                    let toggle = action.sender as! Switch
                    self.senders.append(toggle)
                    self.wifi = toggle.isOn
                    self.changes.append(toggle.isOn)
                }, for: .valueChanged)
                return cell
            case 1:
                let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
                cell.textLabel?.text = "Version"
                cell.accessoryView = Label(text: "2.1")
                return cell
            default:
                let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
                cell.textLabel?.text = "Sign Out"
                cell.textLabel?.textAlignment = .center
                cell.textLabel?.textColor = .red
                return cell
            }
        }
    }

    static func hosted() -> (ApplicationHarness, SettingsViewController) {
        let settings = SettingsViewController(style: .insetGrouped)
        let h = ApplicationHarness(width: 50, height: 12) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: NavigationController(rootViewController: settings))
        }
        h.settle()
        return (h, settings)
    }

    static func line(_ h: ApplicationHarness, with text: String) -> Substring? {
        h.text.split(separator: "\n").first { $0.contains(text) }
    }

    @Test func aSwitchAccessoryViewShowsAtTheTrailingEdgeAndEnterFlipsItAsATapWould() throws {
        let (h, settings) = Self.hosted()
        let row = try #require(Self.line(h, with: "Wi-Fi"))
        let knob = try #require(row.range(of: "━━●"), "\(h.text)"), detail = try #require(row.range(of: "Home"))
        #expect(knob.lowerBound > detail.upperBound, "the switch sits after the detail text, at the trailing edge: \(row)")
        h.press(.enter)
        h.settle()
        let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ToggleCell)
        #expect(settings.changes == [false] && settings.senders.first === cell.toggle, "the switch sent .valueChanged, as itself")
        #expect(!cell.toggle.isOn && settings.tableView.indexPathForSelectedRow == nil)
        #expect(try #require(Self.line(h, with: "Wi-Fi")).contains("○──"), "\(h.text)")
        h.press(.character(" "))   // Space flips it too
        h.settle()
        #expect(settings.changes == [false, true] && cell.toggle.isOn)
    }

    @Test func settingTheSwitchInCodeRedrawsTheRowAndSendsNothing() throws {
        let (h, settings) = Self.hosted()
        let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ToggleCell)
        cell.toggle.setOn(false, animated: true)
        h.settle()
        #expect(try #require(Self.line(h, with: "Wi-Fi")).contains("○──"))
        #expect(settings.changes.isEmpty)
    }

    @Test func aDisabledSwitchDoesNotFlip() throws {
        let (h, settings) = Self.hosted()
        let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ToggleCell)
        cell.toggle.isEnabled = false
        h.click(onText: "Wi-Fi")
        h.settle()
        #expect(cell.toggle.isOn && settings.changes.isEmpty)
    }

    @Test func aLabelAccessoryViewShowsItsTextAndFollowsIt() throws {
        let (h, settings) = Self.hosted()
        #expect(try #require(Self.line(h, with: "Version")).contains("2.1"), "\(h.text)")
        let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        (cell.accessoryView as? Label)?.text = "2.2"
        h.settle()
        #expect(try #require(Self.line(h, with: "Version")).contains("2.2"))
        cell.accessoryView = nil
        cell.accessoryType = .disclosureIndicator
        h.settle()
        let row = try #require(Self.line(h, with: "Version"))
        #expect(!row.contains("2.2") && row.contains("›"), "without an accessory view, the accessory type shows")
    }

    @Test func aRegisteredSubclassIsMadeThroughItsInitStyleOverride() throws {
        let (h, settings) = Self.hosted()
        let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ToggleCell)
        #expect(cell.madeWith == .default, "the table asks for the default style, as UIKit's does")
        #expect(cell.detailTextLabel?.text == "Home" && h.text.contains("Home"), "and the subclass chose .value1")
        #expect(cell.accessoryView === cell.toggle)
    }

    @Test func aTextLabelsAlignmentAndColourShow() throws {
        let (h, _) = Self.hosted()
        let signOut = try #require(h.position(of: "Sign Out")), wifi = try #require(h.position(of: "Wi-Fi"))
        #expect(signOut.x > wifi.x + 10, "centred:\n\(h.text)")
        #expect(h.style(of: "Sign Out")?.foreground == .red)
    }

    @Test func anActionsSenderIsTheControlOnlyWhileItRuns() {
        let toggle = Switch()
        var seen: Any?
        let action = Action { seen = $0.sender }
        toggle.addAction(action, for: .valueChanged)
        toggle.performPrimaryAction()
        #expect((seen as? Switch) === toggle && action.sender == nil)
    }
}
