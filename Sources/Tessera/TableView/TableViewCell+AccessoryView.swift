import Foundation

// A table row's `accessoryView`, as UIKit apps put a UISwitch in a settings row. The row does
// not host the view: it shows it as the accessory that means the same in a terminal, and the
// view stays the app's to read and change (`cell.accessoryView as? Switch`, `switch.isOn = …`).
extension TableViewCell {
    /// The accessories that show ``accessoryView``; nil when there is none, or it is a view
    /// the row cannot show (then ``accessoryType`` shows).
    var accessoryViewAccessories: [CellAccessory]? {
        switch accessoryView {
        case let toggle as Switch:
            // Enter, Space or a click flips it as a tap does: the switch sends .valueChanged.
            let options = CellAccessory.Options(isHidden: toggle.isHidden)
            return [.toggle(isOn: toggle.isOn, options: options) { [weak toggle] _ in
                guard let toggle, toggle.isEnabled else { return }
                toggle.performPrimaryAction()
            }]
        case let label as Label:
            return [.label(text: label.text ?? "", options: CellAccessory.Options(isHidden: label.isHidden))]
        default:
            return nil
        }
    }

    /// Follows the new accessory view's changes (a switch turned on in code, a label's new
    /// text) and stops following the old one's, then shows it.
    func accessoryViewChanged(from old: View?) {
        (old as? Switch)?.onAccessoryChange = nil
        (old as? Label)?.onAccessoryChange = nil
        let redraw: () -> Void = { [weak self] in self?.refreshAccessories() }
        (accessoryView as? Switch)?.onAccessoryChange = redraw
        (accessoryView as? Label)?.onAccessoryChange = redraw
        refreshAccessories()
    }
}
