import Foundation
import TesseraTerminal

/// Something shown beside a list cell's content (Apple's `UICellAccessory`). The list cell
/// decides order and side, as Apple's does, except for custom views, which say where they go:
///
/// - leading, from the edge to the content: delete or insert, multiselect, outline disclosure
///   (a tree's ▸/▾ sits just before the text, after the indentation);
/// - trailing, from the content to the edge: label, checkmark, detail, toggle, pop-up menu,
///   disclosure indicator, reorder handle.
///
/// Glyphs, one column each unless said otherwise: disclosure indicator `›`; outline disclosure
/// `▸` collapsed and `▾` expanded (the same pair of small triangles at every level and style);
/// checkmark `✓`; delete `⊖`; insert `⊕`; reorder `≡`; multiselect `○` / `◉`; detail `ⓘ`;
/// toggle three columns, `○──` off and `━━●` on (see `toggle`); pop-up menu the chosen
/// action's title and `▾`, as in `Medium ▾` (see `popUpMenu`).
public struct CellAccessory {
    /// When an accessory is shown, by the collection view's ``CollectionView/isEditing``
    /// (Apple's `UICellAccessory.DisplayedState`).
    public enum DisplayedState: Hashable, Sendable {
        /// In and out of edit mode.
        case always
        /// Only in edit mode.
        case whenEditing
        /// Only outside edit mode.
        case whenNotEditing
    }

    /// Which kind of accessory this is, without its options and handlers: what
    /// ``accessoryType`` returns, for matching (`Placement.position(after:)`, click handling).
    public enum AccessoryType: Hashable, Sendable {
        /// `›`, trailing: the row leads somewhere.
        case disclosureIndicator
        /// `▸`/`▾`, leading: expands and collapses an outline row.
        case outlineDisclosure
        /// `✓`, trailing.
        case checkmark
        /// `⊖`, leading: the edit-mode delete control.
        case delete
        /// `⊕`, leading: the edit-mode insert control.
        case insert
        /// `≡`, trailing: the handle of a row that can be moved.
        case reorder
        /// `○`/`◉`, leading: follows the row's selection.
        case multiselect
        /// Short text, trailing.
        case label
        /// Styled text the app supplies, on the side its placement says.
        case customView
        /// `○──`/`━━●`, trailing: a switch.
        case toggle
        /// `ⓘ`, trailing: more information about the row.
        case detail
        /// The chosen action's title and `▾`, trailing: opens a menu.
        case popUpMenu
    }

    enum Kind {
        case disclosureIndicator
        case outlineDisclosure(OutlineDisclosureOptions, actionHandler: (() -> Void)?)
        case checkmark
        case delete(actionHandler: (() -> Void)?)
        case insert(actionHandler: (() -> Void)?)
        case reorder
        case multiselect
        case label(String)
        case customView(CustomViewConfiguration)
        case toggle(isOn: Bool, actionHandler: (Bool) -> Void)
        case detail(actionHandler: (() -> Void)?)
        case popUpMenu(Menu, selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler?)
    }

    let kind: Kind
    /// When the accessory is shown: always, only in edit mode, or only outside it.
    public let displayed: DisplayedState
    /// Hidden, tint colour and reserved width, shared by every kind of accessory.
    public let options: Options

    // MARK: What it is and does

    /// Which kind of accessory this is, for comparing accessories without their handlers.
    public var accessoryType: AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .outlineDisclosure: .outlineDisclosure
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .label: .label
        case .customView: .customView
        case .toggle: .toggle
        case .detail: .detail
        case .popUpMenu: .popUpMenu
        }
    }

    /// The menu of a pop-up menu accessory.
    public var popUpMenu: Menu? {
        if case .popUpMenu(let menu, _) = kind { menu } else { nil }
    }

    /// Makes `action` a pop-up menu's choice: turns it on and the menu's other actions off,
    /// runs the action's handler, then, if the choice changed, the accessory's
    /// `selectedElementDidChangeHandler` with the menu. Does nothing for other accessories or
    /// an action that cannot be chosen. Returns whether the choice changed.
    @discardableResult
    func choosePopUpMenuAction(_ action: Action) -> Bool {
        guard case .popUpMenu(let menu, let didChange) = kind, action.isChoosable else { return false }
        let actions = menu.actions
        guard actions.contains(where: { $0 === action }) else { return false }
        let changed = actions.contains { ($0 === action) != ($0.state == .on) }
        for other in actions { other.state = other === action ? .on : .off }
        action.handler(action)
        if changed { didChange?(menu) }
        return changed
    }

    /// The outline disclosure's style, for outline disclosures.
    public var outlineDisclosureStyle: OutlineDisclosureStyle? {
        if case .outlineDisclosure(let options, _) = kind { options.style } else { nil }
    }

    func isDisplayed(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    var isLeading: Bool {
        switch kind {
        case .outlineDisclosure, .delete, .insert, .multiselect: true
        case .customView(let c): c.placement.isLeading
        default: false
        }
    }

    /// Runs the accessory's own action and returns true, if it has one: a toggle's handler with
    /// the flipped value, or the handler given to an outline disclosure, delete, insert or
    /// detail. Returns false when the collection view must act instead — an outline disclosure
    /// without a handler (expand or collapse the item), a delete without one (show the swipe
    /// actions) — and for accessories that only show something.
    @discardableResult
    func performAction() -> Bool {
        switch kind {
        case .toggle(let isOn, let handler):
            handler(!isOn)
            return true
        case .outlineDisclosure(_, let handler?), .delete(let handler?), .insert(let handler?), .detail(let handler?):
            handler()
            return true
        default:
            return false
        }
    }
}
