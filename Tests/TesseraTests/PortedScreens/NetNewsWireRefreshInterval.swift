// NetNewsWire — RefreshIntervalViewController (Settings → Refresh Interval).
// Repository: https://github.com/Ranchero-Software/NetNewsWire
// File: iOS/Settings/RefreshIntervalViewController.swift, commit 00afc3f32e6cccbd2a49e6e544d1028ff79659b1
// License: MIT (Copyright © 2019 Ranchero Software). Original author: Maurice Parker.
//
// Ported by dropping the prefix; changes:
//  1. `import UIKit` → `import Tessera`; `UITableViewController`, `UITableView`, `UITableViewCell`
//     → `TableViewController`, `TableView`, `TableViewCell`.
//  2. Deleted `cell.textLabel?.adjustsFontForContentSizeCategory = true`: a terminal's text has one
//     size (Tessera marks the member unavailable with that message).
//  3. Added `viewDidLoad` registering `TableViewCell` under "Cell": the app's "Cell" is a storyboard
//     prototype, and there are no storyboards.
//  4. `AppDefaults` and `RefreshInterval` are the app's; small stand-ins follow the screen, with
//     the app's titles. The class is `final` and `@MainActor`-isolated by its superclass, as on iOS.
// The rest of the screen is the app's code unchanged (tabs and all). Tests: PortedScreensNetNewsWireTests.

import Foundation
import Tessera
import Testing
import TesseraTesting

// MARK: - The app's screen, ported

class RefreshIntervalViewController: TableViewController {

	override func viewDidLoad() {   // change 3: the storyboard's prototype cell
		super.viewDidLoad()
		tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
	}

    override func numberOfSections(in tableView: TableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return 7
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
		
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
		
		// change 2: `cell.textLabel?.adjustsFontForContentSizeCategory = true` deleted
		
		let userRefreshInterval = AppDefaults.refreshInterval
		
		switch indexPath.row {
		case 0:
			cell.textLabel?.text = RefreshInterval.manually.description()
			if userRefreshInterval == RefreshInterval.manually {
				cell.accessoryType = .checkmark
			} else {
				cell.accessoryType = .none
			}
		case 1:
			cell.textLabel?.text = RefreshInterval.every10Minutes.description()
			if userRefreshInterval == RefreshInterval.every10Minutes {
				cell.accessoryType = .checkmark
			} else {
				cell.accessoryType = .none
			}
		case 2:
			cell.textLabel?.text = RefreshInterval.every30Minutes.description()
			if userRefreshInterval == RefreshInterval.every30Minutes {
				cell.accessoryType = .checkmark
			} else {
				cell.accessoryType = .none
			}
		case 3:
			cell.textLabel?.text = RefreshInterval.everyHour.description()
			if userRefreshInterval == RefreshInterval.everyHour {
				cell.accessoryType = .checkmark
			} else {
				cell.accessoryType = .none
			}
		case 4:
			cell.textLabel?.text = RefreshInterval.every2Hours.description()
			if userRefreshInterval == RefreshInterval.every2Hours {
				cell.accessoryType = .checkmark
			} else {
				cell.accessoryType = .none
			}
		case 5:
			cell.textLabel?.text = RefreshInterval.every4Hours.description()
			if userRefreshInterval == RefreshInterval.every4Hours {
				cell.accessoryType = .checkmark
			} else {
				cell.accessoryType = .none
			}
		default:
			cell.textLabel?.text = RefreshInterval.every8Hours.description()
			if userRefreshInterval == RefreshInterval.every8Hours {
				cell.accessoryType = .checkmark
			} else {
				cell.accessoryType = .none
			}
		}
		
        return cell
		
    }
	
	override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
		
		let refreshInterval: RefreshInterval
		
		switch indexPath.row {
		case 0:
			refreshInterval = RefreshInterval.manually
		case 1:
			refreshInterval = RefreshInterval.every10Minutes
		case 2:
			refreshInterval = RefreshInterval.every30Minutes
		case 3:
			refreshInterval = RefreshInterval.everyHour
		case 4:
			refreshInterval = RefreshInterval.every2Hours
		case 5:
			refreshInterval = RefreshInterval.every4Hours
		default:
			refreshInterval = RefreshInterval.every8Hours
		}
		
		AppDefaults.refreshInterval = refreshInterval
		self.navigationController?.popViewController(animated: true)
		
	}

}

// MARK: - Stand-ins for the app's model (change 4)

/// The app's `RefreshInterval` (Shared/…/RefreshInterval.swift), reduced to what the screen uses.
enum RefreshInterval: Int {
	case manually = 1, every10Minutes, every30Minutes, everyHour, every2Hours, every4Hours, every8Hours

	func description() -> String {
		switch self {
		case .manually: return "Manually"
		case .every10Minutes: return "Every 10 Minutes"
		case .every30Minutes: return "Every 30 Minutes"
		case .everyHour: return "Every Hour"
		case .every2Hours: return "Every 2 Hours"
		case .every4Hours: return "Every 4 Hours"
		case .every8Hours: return "Every 8 Hours"
		}
	}
}

/// The app's `AppDefaults` keeps this in `UserDefaults`; a static stands in.
@MainActor enum AppDefaults {
	static var refreshInterval = RefreshInterval.everyHour
}

// MARK: - Tests

@Suite("Ported: NetNewsWire's refresh interval screen") @MainActor
struct PortedScreensNetNewsWireTests {
	final class SettingsStandIn: Tessera.ViewController {
		override func viewDidLoad() { super.viewDidLoad(); title = "Settings" }
	}

	static func pushed() -> (ApplicationHarness, NavigationController, RefreshIntervalViewController) {
		AppDefaults.refreshInterval = .everyHour
		let screen = RefreshIntervalViewController(style: .insetGrouped)
		screen.title = "Refresh Interval"
		let navigation = NavigationController(rootViewController: SettingsStandIn())
		let h = ApplicationHarness(width: 60, height: 16) { terminal, clock in
			Application(terminal: terminal, clock: clock, rootViewController: navigation)
		}
		h.settle()
		navigation.pushViewController(screen, animated: false)
		h.settle()
		return (h, navigation, screen)
	}

	@Test func showsTheSevenIntervalsWithACheckmarkOnTheCurrentOne() throws {
		let (h, _, screen) = Self.pushed()
		for title in ["Manually", "Every 10 Minutes", "Every 30 Minutes", "Every Hour", "Every 2 Hours", "Every 4 Hours", "Every 8 Hours"] {
			#expect(h.text.contains(title), "\(title) missing:\n\(h.text)")
		}
		#expect(screen.tableView.numberOfRows(inSection: 0) == 7)
		let checked = try #require(screen.tableView.cellForRow(at: IndexPath(item: 3, section: 0)))
		#expect(checked.accessoryType == .checkmark)
		#expect(screen.tableView.cellForRow(at: IndexPath(item: 1, section: 0))?.accessoryType == TableViewCell.AccessoryType.none)
		let hourLine = try #require(h.text.split(separator: "\n").first { $0.contains("Every Hour") })
		#expect(hourLine.contains("✓"), "the checkmark is drawn on the current interval's row: \(hourLine)")
	}

	@Test func choosingAnIntervalStoresItAndPopsBackToSettings() {
		let (h, navigation, _) = Self.pushed()
		h.click(onText: "Every 4 Hours")
		h.settle()
		#expect(AppDefaults.refreshInterval == .every4Hours)
		#expect(navigation.viewControllers.count == 1, "the screen pops itself, as on iOS")
		#expect(h.text.contains("Settings") && !h.text.contains("Every 4 Hours"))
	}
}
