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

    /// What activating an outline row does (Apple's
    /// `UICellAccessory.OutlineDisclosureOptions.Style`).
    public enum OutlineDisclosureStyle: Hashable, Sendable {
        /// Header style on a row that has children, cell style on the others. (UIKit decides by
        /// whether the cell is the section's header; a terminal row is one or the other by its
        /// place in the outline.)
        case automatic
        /// Enter or a click anywhere on the row toggles it; the row is not selectable.
        case header
        /// Only the disclosure toggles (Right/Left, or a click on ▸); Enter selects the row.
        case cell
    }

    /// How an outline disclosure looks and behaves (Apple's
    /// `UICellAccessory.OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions {
        /// What Enter or a click on the row does; ``OutlineDisclosureStyle/automatic`` by default.
        public var style: OutlineDisclosureStyle
        /// Hidden but still taking its column, so names line up with rows that show one.
        public var isHidden: Bool
        /// Columns to reserve at least.
        public var reservedLayoutWidth: Int?
        /// The glyph's colour on rows that are not focused; nil uses the row's text colour.
        public var tintColor: Color?
        /// Options for an outline disclosure; every argument defaults to the system's look.
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool = false,
                    reservedLayoutWidth: Int? = nil, tintColor: Color? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Apple's name for a pop-up menu's options, which are the ones every accessory shares.
    public typealias PopUpMenuOptions = Options

    /// Called with the pop-up menu after its chosen action changed (Apple's
    /// `MenuSelectedElementDidChangeHandler`): `menu.selectedElements` holds the new choice.
    public typealias MenuSelectedElementDidChangeHandler = (Menu) -> Void

    /// Options every accessory shares.
    public struct Options {
        /// Hidden but still taking its space (keeps columns aligned).
        public var isHidden: Bool
        /// The glyph's colour, on cells that are not focused (focus keeps its own colours).
        public var tintColor: Color?
        /// Columns to reserve at least; the glyph starts at the leading side of them.
        public var reservedLayoutWidth: Int?
        /// Options for an accessory; every argument defaults to the system's look.
        public init(isHidden: Bool = false, tintColor: Color? = nil, reservedLayoutWidth: Int? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.reservedLayoutWidth = reservedLayoutWidth
        }
    }

    /// Which side a custom view goes on, when it is displayed, and where among that side's
    /// other accessories.
    public enum Placement {
        /// Given the side's other accessories in leading-to-trailing order, the index to insert
        /// at (clamped to the array).
        public typealias Position = ([CellAccessory]) -> Int

        /// Default position: last, next to the content.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// Default position: first, next to the content.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// Just after the first accessory of `accessory`'s type, or at the end if there is none.
        public static func position(after accessory: CellAccessory) -> Position {
            { others in others.firstIndex { $0.accessoryType == accessory.accessoryType }.map { $0 + 1 } ?? others.count }
        }

        /// Just before the first accessory of `accessory`'s type, or at the end if there is none.
        public static func position(before accessory: CellAccessory) -> Position {
            { others in others.firstIndex { $0.accessoryType == accessory.accessoryType } ?? others.count }
        }

        var displayed: DisplayedState {
            switch self {
            case .leading(let d, _), .trailing(let d, _): d
            }
        }

        var position: Position {
            switch self {
            case .leading(_, let p), .trailing(_, let p): p
            }
        }

        var isLeading: Bool {
            if case .leading = self { true } else { false }
        }
    }

    /// A custom accessory: in a terminal, a short piece of styled text ("★").
    public struct CustomViewConfiguration {
        /// The text drawn as the accessory ("★", "12 MB"); its width in columns is its space.
        public var customView: String
        /// Which side, in which editing state, and where among that side's other accessories.
        public var placement: Placement
        /// Hidden but still taking its space.
        public var isHidden: Bool
        /// Columns to reserve at least; the text starts at the leading side of them.
        public var reservedLayoutWidth: Int?
        /// The text's colour on rows that are not focused; nil uses the row's text colour.
        public var tintColor: Color?
        /// Accepted for source compatibility; a terminal custom view is text and always takes
        /// its own width (or ``reservedLayoutWidth``).
        public var maintainsFixedSize: Bool
        /// A custom accessory showing `customView` where `placement` says.
        public init(customView: String, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: Int? = nil,
                    tintColor: Color? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
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

    // MARK: Factories (Apple's names and labels)

    /// A `›` at the trailing edge, dim unless the row is focused: the row leads to more
    /// (Apple's `disclosureIndicator(displayed:options:)`). It only shows; selecting the row acts.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = .init()) -> Self {
        Self(kind: .disclosureIndicator, displayed: displayed, options: options)
    }

    /// With a nil handler, activating it expands or collapses the item in its section snapshot.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .outlineDisclosure(options, actionHandler: actionHandler), displayed: displayed,
             options: Options(isHidden: options.isHidden, tintColor: options.tintColor,
                              reservedLayoutWidth: options.reservedLayoutWidth))
    }

    /// A `✓` in the theme's accent colour (Apple's `checkmark(displayed:options:)`). It shows
    /// whenever it is in ``CollectionViewListCell/accessories``; add it to chosen rows only.
    public static func checkmark(displayed: DisplayedState = .always, options: Options = .init()) -> Self {
        Self(kind: .checkmark, displayed: displayed, options: options)
    }

    /// A `⊖` at the leading edge in edit mode, in the theme's destructive colour (Apple's
    /// `delete(displayed:options:actionHandler:)`). Enter on the row in edit mode, or a click on
    /// the control, runs `actionHandler`; with a nil handler it shows the row's swipe actions
    /// (leading, then trailing), as tapping the red minus reveals Delete on iOS.
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = .init(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .delete(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// A `⊕` at the leading edge in edit mode (Apple's `insert(displayed:options:actionHandler:)`).
    /// A click on it runs `actionHandler`; without one it does nothing.
    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = .init(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .insert(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// A `≡` at the trailing edge, dim unless focused: the handle of a row that can be moved
    /// (Apple's `reorder(displayed:options:)`). Shift-↑/↓ or Alt-↑/↓ move the focused row in edit
    /// mode, and outside it on a row showing this handle (`displayed: .always`).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = .init()) -> Self {
        Self(kind: .reorder, displayed: displayed, options: options)
    }

    /// Follows the cell's selection: `◉` selected, `○` not.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = .init()) -> Self {
        Self(kind: .multiselect, displayed: displayed, options: options)
    }

    /// Short text at the trailing side, quieter than the title unless the row is focused (the
    /// theme's secondary text: a grey, or italic with few colours), such as a count
    /// (Apple's `label(text:displayed:options:)`).
    public static func label(text: String, displayed: DisplayedState = .always, options: Options = .init()) -> Self {
        Self(kind: .label(text), displayed: displayed, options: options)
    }

    /// An `ⓘ` at the trailing side (Apple's `detail(displayed:options:actionHandler:)`). A click
    /// on it runs `actionHandler`; Enter selects the row as usual.
    public static func detail(displayed: DisplayedState = .always, options: Options = .init(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .detail(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// App-supplied text as an accessory, on the side and at the place its configuration's
    /// ``CustomViewConfiguration/placement`` says (Apple's `customView(configuration:)`).
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        Self(kind: .customView(configuration), displayed: configuration.placement.displayed,
             options: Options(isHidden: configuration.isHidden, tintColor: configuration.tintColor,
                              reservedLayoutWidth: configuration.reservedLayoutWidth))
    }

    /// A switch (Tessera's addition: Apple's Wi-Fi sample puts a UISwitch in a custom view).
    /// Activating the row (Space or Enter) or clicking the switch calls `actionHandler` with the
    /// new value. It is drawn three columns wide with the knob where iOS puts it: `○──` off
    /// (hollow knob at the left, light track, secondary colour / dim) and `━━●` on (filled
    /// knob at the right, heavy track, accent colour / bold). Position, fill and weight each tell
    /// the state apart, so it reads at a glance in colour and in monochrome alike.
    public static func toggle(isOn: Bool, displayed: DisplayedState = .always, options: Options = .init(),
                              actionHandler: @escaping (Bool) -> Void) -> Self {
        Self(kind: .toggle(isOn: isOn, actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// A pop-up menu (Apple's iOS 16 accessory): shows the menu's chosen action, as in `Medium ▾`,
    /// and opens the menu when the row is activated (Enter or Space on the focused row, or a
    /// click anywhere on it, as a tap anywhere on the cell does on iOS). In the open menu ↑/↓
    /// move to an action, the chosen one starting checked and highlighted; Enter chooses, Esc
    /// closes without a change.
    ///
    /// The menu is one choice among its actions (its submenus' actions shown in place), as a
    /// pop-up menu is on iOS: choosing an action turns it on and every other action off, runs
    /// the action's handler, and, if the choice changed, calls `selectedElementDidChangeHandler`
    /// with the menu, whose `selectedElements` is then `[chosen]`. When no action is on, the
    /// first one that can be chosen is turned on here, as UIKit's pop-up buttons do, so the
    /// accessory always shows a value.
    public static func popUpMenu(_ menu: Menu, displayed: DisplayedState = .always, options: PopUpMenuOptions = .init(),
                                 selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) -> Self {
        let actions = menu.actions
        if !actions.contains(where: { $0.state == .on }), let first = actions.first(where: \.isChoosable) {
            first.state = .on
        }
        return Self(kind: .popUpMenu(menu, selectedElementDidChangeHandler: selectedElementDidChangeHandler),
                    displayed: displayed, options: options)
    }

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

    /// The glyphs to draw and their style, given the cell's state and the style under it.
    func rendering(state: CellConfigurationState, base: Style, theme: Theme) -> (text: String, style: Style) {
        var style = base
        if let tint = options.tintColor, !state.isFocused { style.foreground = tint }
        /// Colours from the theme apply on unfocused cells without a tint of their own.
        func themed(_ themeStyle: Style) -> Style {
            var s = style
            if options.tintColor == nil, !state.isFocused, themeStyle.foreground != .default { s.foreground = themeStyle.foreground }
            s.attributes.formUnion(themeStyle.attributes)
            return s
        }
        switch kind {
        case .disclosureIndicator: return ("›", style.dimmedUnlessFocused(state))
        case .outlineDisclosure: return (state.isExpanded ? "▾" : "▸", style)
        case .checkmark: return ("✓", themed(theme.accent))
        case .delete: return ("⊖", themed(theme.destructive))
        case .insert: return ("⊕", themed(theme.accent))
        case .reorder: return ("≡", style.dimmedUnlessFocused(state))
        case .multiselect: return (state.isSelected ? "◉" : "○", style)
        // A label is text: drawn as secondary text (4.5:1), not faint (which falls short of it).
        case .label(let text): return (text, state.isFocused ? style : theme.accessoryText(style, base: base))
        case .customView(let c): return (c.customView, style)
        case .toggle(let isOn, _): return isOn ? ("━━●", themed(theme.accent)) : ("○──", themed(theme.secondaryText))
        case .detail: return ("ⓘ", style)
        case .popUpMenu(let menu, _):
            // The value reads like a label's (quiet unless focused); ▾ says it opens.
            let chosen = menu.selectedElements.first?.title ?? ""
            return (chosen.isEmpty ? "▾" : chosen + " ▾",
                    state.isFocused ? style : theme.accessoryText(style, base: base))
        }
    }

    /// Columns the accessory takes: its glyphs, or its reserved width if wider.
    func width(state: CellConfigurationState) -> Int {
        max(options.reservedLayoutWidth ?? 0, TextWidth.of(rendering(state: state, base: .plain, theme: .standard).text))
    }
}

extension Style {
    func dimmedUnlessFocused(_ state: CellConfigurationState) -> Style {
        var s = self
        if !state.isFocused { s.attributes.insert(.dim) }
        return s
    }
}
