/// An entry of a menu (Apple's `UIMenuElement`): an `Action` to perform or a `Menu` of more
/// entries. Entries are reference types, as in UIKit: turning an action on (`state = .on`) is
/// seen by every menu that holds it, which is how a pop-up menu remembers its choice.
public class MenuElement {
    /// The text shown for the entry.
    public var title: String
    /// A second, quieter line of text (shown after the title in a terminal menu).
    public var subtitle: String?
    /// A glyph shown before the title ("★"); a terminal's image.
    public var image: String?

    init(title: String, subtitle: String?, image: String?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// Whether an entry is on (Apple's `UIMenuElement.State`): a menu shows a ✓ beside the
    /// actions that are on, and a pop-up menu shows the one that is on as its value.
    public enum State: Int, Hashable, Sendable {
        /// Not on: no mark.
        case off
        /// On: a ✓ in a menu; the value a pop-up menu shows.
        case on
        /// Partly on, for an entry standing for several things (Apple's `mixed`); drawn as off.
        case mixed
    }

    /// How an entry looks and behaves (Apple's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        public let rawValue: Int
        /// Creates attributes from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shown dimmed; cannot be chosen (the arrows skip it).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in the theme's destructive colour.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }
}
