// Drives LoopKit's MockServiceTableViewController (LoopKitMockService.swift), ported by dropping
// the prefix, with the test kit: what shows, and what the app's service and navigation saw.

import Foundation
import Tessera
import Testing
import TesseraTesting

@Suite("Ported: LoopKit's mock service settings") @MainActor
struct PortedScreensLoopKitTests {
    static func shown(_ operation: MockServiceTableViewController.Operation = .update)
        -> (ApplicationHarness, ServiceNavigationController, MockServiceTableViewController, MockService) {
        let service = MockService()
        service.history = ["2024-02-19T10:24:21Z: [LoggingService] Loop ran", "2024-02-19T10:29:21Z: [RemoteDataService] Upload alert data (stored: 1)"]
        let screen = MockServiceTableViewController(service: service, for: operation)
        let navigation = ServiceNavigationController(rootViewController: screen)
        let h = ApplicationHarness(width: 70, height: 24) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: navigation)
        }
        h.settle()
        return (h, navigation, screen, service)
    }

    static func line(_ h: ApplicationHarness, with text: String) -> Substring? {
        h.text.split(separator: "\n").first { $0.contains(text) }
    }

    static func switchCell(_ screen: MockServiceTableViewController, row: Int) -> SwitchTableViewCell? {
        screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? SwitchTableViewCell
    }

    @Test func showsTheSourceSwitchesTheHistoryAndTheDeleteButton() throws {
        let (h, _, screen, _) = Self.shown()
        for text in ["Simulator", "SOURCE", "Remote Data", "Logging", "Analytics", "HISTORY", "View History", "Clear History", "Delete Service"] {
            #expect(h.text.contains(text), "\(text) missing:\n\(h.text)")
        }
        for title in ["Remote Data", "Logging", "Analytics"] {
            let row = try #require(Self.line(h, with: title))
            #expect(row.contains("━━●"), "the row's UISwitch, its accessoryView, shows on: \(row)")
        }
        #expect(try #require(Self.line(h, with: "View History")).contains("›"))
        let cell = try #require(Self.switchCell(screen, row: 0))
        #expect(cell.accessoryView === cell.switch && cell.detailTextLabel != nil, "a .value1 row holding its switch")
        let delete = try #require(h.position(of: "Delete Service")), clear = try #require(h.position(of: "Clear History"))
        #expect(delete.x > clear.x + 10, "Delete Service is centred (textAlignment = .center)")
        #expect(h.style(of: "Delete Service")?.foreground == Color.red, "and red (its label's textColor)")
    }

    @Test func creatingShowsOnlyTheSourceAndACancelItem() {
        let (h, _, screen, _) = Self.shown(.create)
        #expect(screen.tableView.numberOfSections == 1)
        #expect(h.text.contains("Analytics") && !h.text.contains("View History") && h.text.contains("cancel"), "\(h.text)")
    }

    @Test func enterOnASwitchRowFlipsTheSwitchAndTheServiceSeesIt() throws {
        let (h, _, screen, service) = Self.shown()
        h.press(.enter)   // the first row, Remote Data, has focus
        h.settle()
        #expect(service.remoteData == false && service.logging && service.analytics)
        #expect(Self.switchCell(screen, row: 0)?.switch?.isOn == false)
        #expect(try #require(Self.line(h, with: "Remote Data")).contains("○──"), "\(h.text)")
        #expect(screen.tableView.indexPathForSelectedRow == nil, "the switch took the key, not a selection")
    }

    @Test func aClickOnTheRowFlipsItsSwitchBackAndForth() {
        let (h, _, _, service) = Self.shown()
        h.click(onText: "Analytics")
        h.settle()
        #expect(service.analytics == false)
        h.click(onText: "Analytics")
        h.settle()
        #expect(service.analytics == true)
    }

    @Test func aReusedRowHasOneActionOnItsSwitch() throws {
        let (h, _, screen, service) = Self.shown()
        screen.tableView.reloadData()
        h.settle()
        let cell = try #require(Self.switchCell(screen, row: 1))
        #expect(cell.switch?.allActions.count == 1, "prepareForReuse removed the last item's action")
        service.logging = false
        screen.tableView.reloadData()
        h.settle()
        #expect(try #require(Self.line(h, with: "Logging")).contains("○──"), "the switch set in cellForRowAt shows")
    }

    @Test func viewHistoryShowsTheServicesHistory() {
        let (h, navigation, _, _) = Self.shown()
        h.click(onText: "View History")
        h.settle()
        #expect(navigation.viewControllers.count == 2)
        #expect(h.text.contains("History") && h.text.contains("[LoggingService] Loop ran") && h.text.contains("Upload alert data"), "\(h.text)")
    }

    @Test func clearHistoryAsksFirstThenClears() {
        let (h, _, _, service) = Self.shown()
        h.click(onText: "Clear History")
        h.settle()
        #expect(h.text.contains("Are you sure you want to clear the history?"), "\(h.text)")
        h.press(.enter)   // the action sheet's first action, Clear History
        h.settle()
        #expect(service.history.isEmpty)
        #expect(!h.text.contains("Are you sure"))
    }

    @Test func deleteServiceConfirmsThenDeletesAndCompletes() {
        let (h, navigation, _, service) = Self.shown()
        h.click(onText: "Delete Service")
        h.settle()
        #expect(h.text.contains("Are you sure you want to delete this service?"), "\(h.text)")
        h.press(.enter)
        h.settle()
        #expect(service.calls == ["delete"] && navigation.completions == 1)
    }

    @Test func doneCompletesTheUpdate() {
        let (h, navigation, _, service) = Self.shown()
        h.press(.character("d"))   // the item's key, shown beside it in the bar
        h.settle()
        #expect(service.calls == ["update"] && navigation.completions == 1, "\(h.text)")
    }
}
