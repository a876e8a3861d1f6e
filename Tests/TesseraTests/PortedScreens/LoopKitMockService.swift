// LoopKit (the frameworks of Loop, an automated insulin delivery app) — MockServiceTableViewController,
// the settings screen of the "Simulator" service (Loop → Settings → Services, with mock services on).
// Repository: https://github.com/LoopKit/LoopKit
// File: MockKitUI/View Controllers/MockServiceTableViewController.swift, commit 2f535b3ca46825e82e0dd1b5ef9daccd53a3f0ca
// License: MIT (Copyright (c) 2015 Nathan Racklyeft, (c) 2016 LoopKit Authors). Original author: Darin Krauss.
// The cells it uses are LoopKitUI's, from the same commit: Views/SwitchTableViewCell.swift (ported in
// LoopKitMockServiceCells.swift), Views/SettingsTableViewCell.swift and Views/TextButtonTableViewCell.swift.
//
// A grouped table in three sections: three switches in rows (each a UISwitch as the row's
// `accessoryView`), a history section, and a delete button; an action sheet confirms. Ported by
// dropping the prefix; changes, each marked `// port N` in the code:
//  1. `import UIKit` → `import Tessera`; `import LoopKit, LoopKitUI, MockKit` removed: the app's
//     `MockService`, `ServiceNavigationController`, `LocalizedString`, `className` and
//     `UIColor.delete` are stand-ins in LoopKitMockServiceCells.swift.
//  2. Nothing else in the table code changed: `init(style: .grouped)`, `required init?(coder:)`,
//     registered cell subclasses that pick their own style, `titleForHeaderInSection`,
//     `shouldHighlightRowAt`, `show(_:sender:)`, action sheets and `deselectRow` port as written.
//  3. Target/action with `#selector` → closures (no Objective-C runtime): the bar button items take
//     `action: { $0.cancel() }`; each switch gets `addAction(Action { … $0.sender as! Switch … },
//     for: .valueChanged)`; `@objc` dropped.
//  4. `cell.tintColor = .delete` → `cell.textLabel?.textColor = .delete`: a terminal view has no
//     tint (Tessera: "views take their colours from the window's Theme"); TextButtonTableViewCell
//     only used its tint to colour its label.
//  5. The history screen: `UITextView` → a `Label` of as many lines as fit (there is no text view);
//     `contentInsetAdjustmentBehavior`, `isEditable` and the Menlo font removed (no insets, not
//     editable, one font); the share button, `share()` and `SharedResponse` (a temporary file for
//     `UIActivityViewController`) removed: a terminal has no share sheet.
// Tests: PortedScreensLoopKitTests, in LoopKitMockServiceTests.swift.

import Foundation
import Tessera   // port 1

final class MockServiceTableViewController: TableViewController {

    public enum Operation {
        case create
        case update
    }

    private let service: MockService

    private let operation: Operation

    init(service: MockService, for operation: Operation) {
        self.service = service
        self.operation = operation

        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        tableView.register(SettingsTableViewCell.self, forCellReuseIdentifier: SettingsTableViewCell.className)
        tableView.register(SwitchTableViewCell.self, forCellReuseIdentifier: SwitchTableViewCell.className)
        tableView.register(TextButtonTableViewCell.self, forCellReuseIdentifier: TextButtonTableViewCell.className)

        title = service.localizedTitle

        if operation == .create {
            navigationItem.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .cancel, target: self, action: { $0.cancel() })   // port 3
        }
        navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .done, target: self, action: { $0.done() })   // port 3
    }

    private func cancel() {   // port 3: no @objc
        notifyComplete()
    }

    private func done() {   // port 3: no @objc
        switch operation {
        case .create:
            service.completeCreate()
            if let serviceNavigationController = navigationController as? ServiceNavigationController {
                serviceNavigationController.notifyServiceCreatedAndOnboarded(service)
            }
        case .update:
            service.completeUpdate()
        }

        notifyComplete()
    }

    private func confirmDeletion(completion: (() -> Void)? = nil) {
        let alert = AlertController(serviceDeletionHandler: {
            self.service.completeDelete()
            self.notifyComplete()
        })

        present(alert, animated: true, completion: completion)
    }

    private func notifyComplete() {
        if let serviceNavigationController = navigationController as? ServiceNavigationController {
            serviceNavigationController.notifyComplete()
        }
    }

    // MARK: - Data Source

    private enum Section: Int, CaseIterable {
        case source
        case history
        case deleteService
    }

    private enum Source: Int, CaseIterable {
        case remoteData
        case logging
        case analytics
    }
    
    private enum History: Int, CaseIterable {
        case viewHistory
        case clearHistory
    }

    // MARK: - TableViewDataSource

    override func numberOfSections(in tableView: TableView) -> Int {
        switch operation {
        case .create:
            return Section.allCases.count - 2   // No history or deleteService
        case .update:
            return Section.allCases.count
        }
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .source:
            return Source.allCases.count
        case .history:
            return History.allCases.count
        case .deleteService:
            return 1
        }
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .source:
            return LocalizedString("Source", comment: "Caption for Source")
        case .history:
            return LocalizedString("History", comment: "Caption for History")
        case .deleteService:
            return " " // Use an empty string for more dramatic spacing
        }
    }

    override func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        switch Section(rawValue: indexPath.section)! {
        case .source:
            return false
        default:
            return true
        }
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .source:
            let cell = tableView.dequeueReusableCell(withIdentifier: SwitchTableViewCell.className, for: indexPath) as! SwitchTableViewCell
            switch Source(rawValue: indexPath.row)! {
            case .remoteData:
                cell.textLabel?.text = "Remote Data"
                cell.switch?.isOn = service.remoteData
                cell.switch?.addAction(Action { [unowned self] in self.remoteDataChanged($0.sender as! Switch) }, for: .valueChanged)   // port 3
            case .logging:
                cell.textLabel?.text = "Logging"
                cell.switch?.isOn = service.logging
                cell.switch?.addAction(Action { [unowned self] in self.loggingChanged($0.sender as! Switch) }, for: .valueChanged)   // port 3
            case .analytics:
                cell.textLabel?.text = "Analytics"
                cell.switch?.isOn = service.analytics
                cell.switch?.addAction(Action { [unowned self] in self.analyticsChanged($0.sender as! Switch) }, for: .valueChanged)   // port 3
            }
            return cell
        case .history:
            switch History(rawValue: indexPath.row)! {
            case .viewHistory:
                let cell = tableView.dequeueReusableCell(withIdentifier: SettingsTableViewCell.className, for: indexPath) as! SettingsTableViewCell
                cell.textLabel?.text = "View History"
                cell.accessoryType = .disclosureIndicator
                return cell
            case .clearHistory:
                let cell = tableView.dequeueReusableCell(withIdentifier: TextButtonTableViewCell.className, for: indexPath) as! TextButtonTableViewCell
                cell.textLabel?.text = "Clear History"
                cell.textLabel?.textColor = .delete   // port 4
                return cell
            }
        case .deleteService:
            let cell = tableView.dequeueReusableCell(withIdentifier: TextButtonTableViewCell.className, for: indexPath) as! TextButtonTableViewCell
            cell.textLabel?.text = "Delete Service"
            cell.textLabel?.textAlignment = .center
            cell.textLabel?.textColor = .delete   // port 4
            return cell
        }
    }

    private func remoteDataChanged(_ sender: Switch) {   // port 3: no @objc
        service.remoteData = sender.isOn
    }

    private func loggingChanged(_ sender: Switch) {   // port 3: no @objc
        service.logging = sender.isOn
    }

    private func analyticsChanged(_ sender: Switch) {   // port 3: no @objc
        service.analytics = sender.isOn
    }

    // MARK: - TableViewDelegate

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        switch Section(rawValue: indexPath.section)! {
        case .source:
            break
        case .history:
            switch History(rawValue: indexPath.row)! {
            case .viewHistory:
                show(MockServiceHistoryViewController.init(mockService: service), sender: tableView.cellForRow(at: indexPath))
            case .clearHistory:
                let alert = AlertController(clearHistoryHandler: {
                    self.service.clearHistory()
                })
                present(alert, animated: true) {
                    tableView.deselectRow(at: indexPath, animated: true)
                }
            }
        case .deleteService:
            confirmDeletion {
                tableView.deselectRow(at: indexPath, animated: true)
            }
        }
    }

}

fileprivate class MockServiceHistoryViewController: ViewController {

    private let mockService: MockService

    private lazy var textView = Label()   // port 5: was a UITextView

    init(mockService: MockService) {
        self.mockService = mockService

        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = textView
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        title = LocalizedString("History", comment: "History Caption")

        // port 5: contentInsetAdjustmentBehavior, isEditable and the font removed
        textView.numberOfLines = 0

        textView.text = mockService.history.joined(separator: "\n")

        // port 5: the share button, share() and SharedResponse removed
    }

}

fileprivate extension AlertController {

    convenience init(clearHistoryHandler handler: @escaping () -> Void) {
        self.init(title: nil, message: "Are you sure you want to clear the history?", preferredStyle: .actionSheet)
        addAction(AlertAction(title: "Clear History", style: .destructive, handler: { _ in handler() }))
        addAction(AlertAction(title: "Cancel", style: .cancel, handler: nil))
    }

    convenience init(serviceDeletionHandler handler: @escaping () -> Void) {
        self.init(
            title: nil,
            message: LocalizedString("Are you sure you want to delete this service?", comment: "Confirmation message for deleting a service"),
            preferredStyle: .actionSheet
        )

        addAction(AlertAction(
            title: LocalizedString("Delete Service", comment: "Button title to delete a service"),
            style: .destructive,
            handler: { _ in
                handler()
        }))

        let cancel = LocalizedString("Cancel", comment: "The title of the cancel action in an action sheet")
        addAction(AlertAction(title: cancel, style: .cancel, handler: nil))
    }
}
