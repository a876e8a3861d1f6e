import Foundation

/// A titled list of menu entries, actions and other menus (Apple's `UIMenu`).
///
/// A terminal menu is one list, so a submenu's actions are shown in place, as they would be
/// with `.displayInline`; hidden actions are left out.
public final class Menu: MenuElement {
    /// How a menu presents its entries (Apple's `UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: Int
        /// Creates options from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Its entries are shown in the parent menu's list; a terminal menu always does this,
        /// so the option changes nothing.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Marks the menu as destructive (Apple's meaning). Accepted for source compatibility:
        /// a terminal menu draws an entry in the destructive colour only for an action whose
        /// ``Action/attributes`` contain ``MenuElement/Attributes/destructive``.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one of its actions is on at a time (Apple's pop-up button behaviour). Accepted
        /// for source compatibility: a pop-up menu accessory's menu is always one choice among
        /// its actions, with or without it, and nothing else reads it.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// A name for a menu (Apple's `UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue` (Apple's unlabelled form).
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The menu's name (Apple's `identifier`): the one given to the initializer, else a unique
    /// one made for it, as UIKit makes one.
    public let identifier: Identifier
    /// How the menu presents its entries.
    public let options: Options
    /// Its entries, in order.
    public let children: [MenuElement]

    /// Apple's initializer, with a glyph for the image; a nil `identifier` gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: String? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [MenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Apple's iOS 13 initializer, the form without a subtitle, as the Swift overlay spells it
    /// (a call that gives every argument picks this one; one that leaves some out, the one above).
    public convenience init(title: String, image: String?, identifier: Identifier?, options: Options, children: [MenuElement]) {
        self.init(title: title, subtitle: nil, image: image, identifier: identifier, options: options, children: children)
    }

    /// The actions that are on, in this menu and its submenus, in order (Apple's
    /// `selectedElements`).
    public var selectedElements: [MenuElement] {
        actions.filter { $0.state == .on }
    }

    /// Every action, this menu's and its submenus', depth first; hidden ones left out.
    var actions: [Action] {
        children.flatMap { child -> [Action] in
            switch child {
            case let action as Action: action.attributes.contains(.hidden) ? [] : [action]
            case let menu as Menu: menu.actions
            default: []
            }
        }
    }
}
