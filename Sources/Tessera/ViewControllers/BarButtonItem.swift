import TesseraTerminal

/// A button in a navigation bar (Apple's `UIBarButtonItem`). A terminal has no pointer to tap it
/// with, so each item has a key: while its controller is on top of a ``NavigationController``,
/// the key performs the item's action, and the item is listed in the hint bar and drawn at the
/// bar's right.
@MainActor
public final class BarButtonItem {
    /// The standard buttons, each with its title and key (Apple's `UIBarButtonItem.SystemItem`).
    public enum SystemItem: Hashable, Sendable {
        /// "add", on `+`.
        case add
        /// "edit", on `e`.
        case edit
        /// "done", on `d`.
        case done
        /// "search", on `/`.
        case search
        /// "refresh", on `r`.
        case refresh
        /// "delete", on `x`.
        case trash

        /// The title and key the item is made with.
        var titleAndKey: (String, Key) {
            switch self {
            case .add: ("add", .character("+"))
            case .edit: ("edit", .character("e"))
            case .done: ("done", .character("d"))
            case .search: ("search", .character("/"))
            case .refresh: ("refresh", .character("r"))
            case .trash: ("delete", .character("x"))
            }
        }
    }

    /// The word shown next to the key, in the bar and the hint bar.
    public var title: String?
    /// The key that performs the item (with no modifier).
    public var key: Key
    /// Runs when the key is pressed (Apple's `primaryAction`); the action is handed to its handler.
    public var primaryAction: Action?
    /// A disabled item is neither shown nor performed.
    public var isEnabled = true

    /// An item titled `title` that `key` performs by running `primaryAction`.
    public init(title: String?, key: Key, primaryAction: Action? = nil) {
        self.title = title
        self.key = key
        self.primaryAction = primaryAction
    }

    /// One of the standard items, with its usual title and key.
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil) {
        let (title, key) = systemItem.titleAndKey
        self.init(title: title, key: key, primaryAction: primaryAction)
    }

    /// The item as a hint: its key's name and its title (the action's title when it has none).
    package var keyHint: KeyHint {
        KeyHint(key.name, title ?? primaryAction?.title ?? "")
    }

    /// Runs the item's action if it is enabled; returns whether it ran.
    func perform() -> Bool {
        guard isEnabled, let primaryAction else { return false }
        primaryAction.handler(primaryAction)
        return true
    }
}
