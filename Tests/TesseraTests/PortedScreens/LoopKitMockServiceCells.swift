// LoopKitUI's table cells that MockServiceTableViewController (LoopKitMockService.swift) registers,
// and stand-ins for the rest of the app it uses. Same repository, commit and licence:
// https://github.com/LoopKit/LoopKit @ 2f535b3ca46825e82e0dd1b5ef9daccd53a3f0ca, MIT.
//
// SwitchTableViewCell (LoopKitUI/Views/SwitchTableViewCell.swift, by Nathan Racklyeft) is ported
// whole, by dropping the prefix. Changes, marked `// cell port N`:
//  1. `required init?(coder:)`, which called `super.init(coder:)`, removed: there are no nibs, and a
//     registered cell is made through `init(style:reuseIdentifier:)`, as in UIKit.
//  2. The `layoutSubviews()` override, which set `contentView.layoutMargins` from `separatorInset`,
//     removed: a Tessera cell is not a view with subviews to lay out, and there are no layout
//     margins or separator insets; the list lays out the row.
//  3. `removeTarget(nil, action: nil, for: .valueChanged)` → removing each action registered for
//     `.valueChanged` (actions are closures, not targets and selectors).
// SettingsTableViewCell and TextButtonTableViewCell are reduced to what the screen uses: the
// former's fonts and `isUserInteractionEnabled` go (one font; no such switch), the latter colours
// its label itself (no tint) and is a plain row (LoadingTableViewCell's spinner is not used here).

import Foundation
import Tessera

open class SwitchTableViewCell: TableViewCell {

    public var `switch`: Switch?

    public override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: Self.className)

        setUp()
    }

    // cell port 1: required init?(coder:) removed

    private func setUp() {
        `switch` = Switch(frame: .zero)
        accessoryView = `switch`
    }

    // cell port 2: the layoutSubviews() override (layout margins) removed

    override open func prepareForReuse() {
        super.prepareForReuse()

        for (action, _) in self.switch?.allActions ?? [] { self.switch?.removeAction(action, for: .valueChanged) }   // cell port 3
    }
}

/// LoopKitUI's `SettingsTableViewCell`: a `.value1` row, cleared for reuse.
public class SettingsTableViewCell: TableViewCell {
    public override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    override public func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
        textLabel?.text = nil
        detailTextLabel?.text = nil
        accessoryView = nil
    }
}

/// LoopKitUI's `TextButtonTableViewCell`: a row that reads as a button.
open class TextButtonTableViewCell: TableViewCell {
    public var isEnabled = true {
        didSet { selectionStyle = isEnabled ? .default : .none }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.textAlignment = .natural
        textLabel?.textColor = nil
        isEnabled = true
    }
}

// MARK: - Stand-ins for the app

/// LoopKitUI's `IdentifiableClass`: a class's name, used as its reuse identifier.
protocol IdentifiableClass: AnyObject {
    static var className: String { get }
}

extension IdentifiableClass {
    static var className: String { String(describing: self) }
}

extension TableViewCell: IdentifiableClass {}

/// LoopKit's `LocalizedString`, which looks the key up in the framework's bundle.
func LocalizedString(_ key: String, comment: String) -> String { key }

extension Color {
    /// MockKitUI's `UIColor.delete` (`higRed()`).
    static var delete: Color { .red }
}

/// MockKit's `MockService` keeps its settings in its raw state and records what Loop sends it;
/// this one keeps the three settings and the history, and records what the screen asked of it.
@MainActor final class MockService {
    static let localizedTitle = "Simulator"
    var localizedTitle: String { Self.localizedTitle }
    var remoteData = true
    var logging = true
    var analytics = true
    var history: [String] = []
    var calls: [String] = []

    func completeCreate() { calls.append("create") }
    func completeUpdate() { calls.append("update") }
    func completeDelete() { calls.append("delete") }
    func clearHistory() { history = [] }
}

/// LoopKitUI's `ServiceNavigationController` tells Loop when a service's screens are done.
final class ServiceNavigationController: NavigationController {
    var completions = 0
    var created: [MockService] = []
    func notifyServiceCreatedAndOnboarded(_ service: MockService) { created.append(service) }
    func notifyComplete() { completions += 1 }
}
