import Foundation
import TesseraTerminal

/// Something shown beside a list cell's content (Apple's `UICellAccessory`). The list cell
/// decides order and side, as Apple's does: leading — reorder-free editing controls and the
/// outline disclosure (after the indentation, where trees put it in a terminal); trailing —
/// label, custom views, checkmark, toggle, disclosure indicator, reorder handle.
public struct CellAccessory {
    public enum DisplayedState: Hashable, Sendable { case always, whenEditing, whenNotEditing }

    public enum AccessoryType: Hashable, Sendable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect
        case label, customView, toggle, detail
    }

    public enum OutlineDisclosureStyle: Hashable, Sendable {
        /// Header style for a parent whose cell is a header (sidebar sections); cell otherwise.
        case automatic
        /// Enter or a click anywhere on the row toggles it; the row is not selectable.
        case header
        /// Only the disclosure toggles (Right/Left, or a click on ▸); Enter selects the row.
        case cell
    }

    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool
        public var tintColor: Color?
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool = false, tintColor: Color? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// Options every accessory shares.
    public struct Options {
        /// Hidden but still taking its space (keeps columns aligned).
        public var isHidden: Bool
        public var tintColor: Color?
        /// Columns to reserve at least.
        public var reservedLayoutWidth: Int?
        public init(isHidden: Bool = false, tintColor: Color? = nil, reservedLayoutWidth: Int? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.reservedLayoutWidth = reservedLayoutWidth
        }
    }

    public enum Placement: Hashable, Sendable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }

    /// A custom accessory: in a terminal, a short piece of styled text ("★").
    public struct CustomViewConfiguration {
        public var customView: String
        public var placement: Placement
        public var reservedLayoutWidth: Int?
        public var tintColor: Color?
        public var maintainsFixedSize: Bool
        public init(customView: String, placement: Placement, reservedLayoutWidth: Int? = nil,
                    tintColor: Color? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
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
    }

    let kind: Kind
    public let displayed: DisplayedState
    public let options: Options

    // MARK: Factories (Apple's names and labels)

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = .init()) -> Self {
        Self(kind: .disclosureIndicator, displayed: displayed, options: options)
    }

    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .outlineDisclosure(options, actionHandler: actionHandler), displayed: displayed,
             options: Options(isHidden: options.isHidden, tintColor: options.tintColor))
    }

    public static func checkmark(displayed: DisplayedState = .always, options: Options = .init()) -> Self {
        Self(kind: .checkmark, displayed: displayed, options: options)
    }

    /// With a nil handler, activating it shows the row's trailing swipe actions.
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = .init(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .delete(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = .init(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .insert(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// The handle of a row that can be moved (Shift-↑/↓ in edit mode).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = .init()) -> Self {
        Self(kind: .reorder, displayed: displayed, options: options)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = .init()) -> Self {
        Self(kind: .multiselect, displayed: displayed, options: options)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: Options = .init()) -> Self {
        Self(kind: .label(text), displayed: displayed, options: options)
    }

    public static func detail(displayed: DisplayedState = .always, options: Options = .init(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .detail(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    public static func customView(configuration: CustomViewConfiguration) -> Self {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let d), .trailing(let d): displayed = d
        }
        return Self(kind: .customView(configuration), displayed: displayed,
                    options: Options(tintColor: configuration.tintColor, reservedLayoutWidth: configuration.reservedLayoutWidth))
    }

    /// A switch (Tessera's addition: Apple's Wi-Fi sample puts a UISwitch in a custom view).
    /// Space or Enter on the row, or a click on it, calls `actionHandler` with the new value.
    public static func toggle(isOn: Bool, displayed: DisplayedState = .always, options: Options = .init(),
                              actionHandler: @escaping (Bool) -> Void) -> Self {
        Self(kind: .toggle(isOn: isOn, actionHandler: actionHandler), displayed: displayed, options: options)
    }

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
        }
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
        case .customView(let c):
            if case .leading = c.placement { true } else { false }
        default: false
        }
    }

    /// The glyphs to draw and their style, given the cell's state.
    func rendering(state: CellConfigurationState, base: Style, theme: Theme) -> (text: String, style: Style) {
        var style = base
        if let tint = options.tintColor, !state.isFocused { style.foreground = tint }
        switch kind {
        case .disclosureIndicator: return ("›", style.dimmedUnlessFocused(state))
        case .outlineDisclosure: return (state.isExpanded ? "▾" : "▸", style)
        case .checkmark:
            if options.tintColor == nil, !state.isFocused { style.foreground = theme.accent.foreground }
            return ("✓", style)
        case .delete:
            if !state.isFocused { style.foreground = theme.destructive.foreground }
            return ("⊖", style)
        case .insert:
            if !state.isFocused { style.foreground = theme.accent.foreground }
            return ("⊕", style)
        case .reorder: return ("≡", style.dimmedUnlessFocused(state))
        case .multiselect: return (state.isSelected ? "◉" : "○", style)
        case .label(let text): return (text, style.dimmedUnlessFocused(state))
        case .customView(let c): return (c.customView, style)
        case .toggle(let isOn, _):
            if !state.isFocused { style.foreground = isOn ? theme.accent.foreground : theme.secondaryText.foreground }
            return (isOn ? "[ ●]" : "[○ ]", style)
        case .detail: return ("ⓘ", style)
        }
    }
}

extension Style {
    func dimmedUnlessFocused(_ state: CellConfigurationState) -> Style {
        var s = self
        if !state.isFocused { s.attributes.insert(.dim) }
        return s
    }
}
