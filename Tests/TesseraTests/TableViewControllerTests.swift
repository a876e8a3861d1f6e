import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// `TableViewController` (Apple's `UITableViewController`), subclassed as UIKit code does:
/// overridden data source and delegate methods, the edit button, and a selection cleared on return.
@Suite("Table view controller") @MainActor
struct TableViewControllerTests {
    final class FruitViewController: TableViewController {
        var sections = [["Apple", "Banana"], ["Carrot"]]
        var selected: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Food"
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            navigationItem.rightBarButtonItem = editButtonItem
        }

        override func numberOfSections(in tableView: TableView) -> Int { sections.count }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Fruit" : "Vegetables"
        }
        override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(sections[indexPath.section][indexPath.row])
        }
    }

    static func hosted(style: TableView.Style = .insetGrouped) -> (ApplicationHarness, NavigationController, FruitViewController) {
        let fruit = FruitViewController(style: style)
        let navigation = NavigationController(rootViewController: fruit)
        let h = ApplicationHarness(width: 50, height: 16) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: navigation)
        }
        h.settle()
        return (h, navigation, fruit)
    }

    @Test func theTableIsTheViewItsStyleAndFedByTheOverrides() {
        let (h, _, fruit) = Self.hosted()
        #expect(fruit.view === fruit.tableView && fruit.tableView.style == .insetGrouped)
        #expect(fruit.tableView.dataSource === fruit && fruit.tableView.delegate === fruit)
        for text in ["Food", "FRUIT", "Apple", "Banana", "VEGETABLES", "Carrot"] {   // grouped headers are capitals, as in UIKit
            #expect(h.text.contains(text), "\(text) missing:\n\(h.text)")
        }
        #expect(TableViewController().tableView.style == .plain)
    }

    @Test func selectingARowCallsTheOverriddenDidSelect() {
        let (h, _, fruit) = Self.hosted()
        h.click(onText: "Carrot")
        #expect(fruit.selected == ["Carrot"])
    }

    @Test func editingTheControllerEditsTheTableAndCommitDeletesThroughTheOverride() {
        let (h, _, fruit) = Self.hosted()
        fruit.setEditing(true, animated: false)
        #expect(fruit.tableView.isEditing)
        #expect(fruit.tableView.commitDelete(at: IndexPath(row: 0, section: 0)))
        h.settle()
        #expect(fruit.sections == [["Banana"], ["Carrot"]] && !h.text.contains("Apple"))
        fruit.setEditing(false, animated: false)
        #expect(!fruit.tableView.isEditing)
    }

    @Test func theSelectionIsClearedWhenTheViewAppearsAgain() {
        let (h, navigation, fruit) = Self.hosted()
        fruit.tableView.selectRow(at: IndexPath(row: 1, section: 0))
        navigation.pushViewController(Tessera.ViewController(), animated: false)
        h.settle()
        _ = navigation.popViewController(animated: false)
        h.settle()
        #expect(fruit.tableView.indexPathForSelectedRow == nil)
    }
}
