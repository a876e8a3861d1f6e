import Foundation

/// What runs when an action is chosen (Apple's `UIActionHandler`); it is given the action.
public typealias ActionHandler = (Action) -> Void

/// A menu entry that does something when chosen (Apple's `UIAction`).
public final class Action: MenuElement {
    /// A name for an action, unique among the actions a menu shows (Apple's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue` (Apple's unlabelled form).
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's name (Apple's `identifier`): the one given to the initializer, else a
    /// unique one made for it, as UIKit makes one.
    public let identifier: Identifier
    /// How the entry looks and whether it can be chosen.
    public var attributes: MenuElement.Attributes
    /// Whether the entry is on: ✓ in a menu, the shown value of a pop-up menu.
    public var state: MenuElement.State
    /// Runs when the action is chosen.
    public let handler: ActionHandler
    /// The control whose event runs the handler, while it runs (Apple's `sender`): a switch's
    /// `.valueChanged` action reads the switch as `action.sender as? Switch`. Nil at other times
    /// and when a menu runs the action.
    public internal(set) var sender: Any?

    /// Apple's initializer, with a glyph for the image; a nil `identifier` gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: String? = nil, identifier: Identifier? = nil,
                attributes: MenuElement.Attributes = [], state: MenuElement.State = .off, handler: @escaping ActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Whether it can be chosen: neither disabled nor hidden.
    var isChoosable: Bool { attributes.isDisjoint(with: [.disabled, .hidden]) }
}
