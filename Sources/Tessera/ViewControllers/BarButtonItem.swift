import TesseraTerminal

/// A button in a navigation bar or a toolbar (Apple's `UIBarButtonItem`). A terminal has no
/// pointer to tap it with, so each item has a key: while its controller is on top of a
/// ``NavigationController``, the key performs the item's action (or opens its ``menu``), and the
/// item is listed in the hint bar and drawn in its bar.
///
/// UIKit's target/action spellings take a closure here (there is no Objective-C runtime):
/// `BarButtonItem(title: "Save", style: .plain, target: self, action: { $0.save() })`.
/// See `BarButtonItem+UIKit.swift`.
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
        /// "cancel", on `c`.
        case cancel
        /// "save", on `s`.
        case save
        /// "share", on `h`.
        case action
        /// "reply", on `y`.
        case reply

        /// The title and key the item is made with.
        var titleAndKey: (String, Key) {
            switch self {
            case .add: ("add", .character("+"))
            case .edit: ("edit", .character("e"))
            case .done: ("done", .character("d"))
            case .search: ("search", .character("/"))
            case .refresh: ("refresh", .character("r"))
            case .trash: ("delete", .character("x"))
            case .cancel: ("cancel", .character("c"))
            case .save: ("save", .character("s"))
            case .action: ("share", .character("h"))
            case .reply: ("reply", .character("y"))
            }
        }
    }

    /// How the item's title is drawn (Apple's `UIBarButtonItem.Style`): `.done` is bold.
    public enum Style: Int, Hashable, Sendable {
        /// The title as it is.
        case plain
        /// The title in bold: the item that ends the screen's task.
        case done
    }

    /// The word shown next to the key, in the bar and the hint bar. Setting it redraws the bars
    /// that show the item.
    public var title: String? { didSet { if title != oldValue { changed() } } }
    /// A glyph shown before the title ("★"; a terminal's image). Setting it redraws the bars.
    public var image: String? { didSet { if image != oldValue { changed() } } }
    /// How the title is drawn.
    public var style: Style = .plain { didSet { if style != oldValue { changed() } } }
    /// The key that performs the item (with no modifier).
    public var key: Key { didSet { if key != oldValue { changed() } } }
    /// Runs when the key is pressed (Apple's `primaryAction`); the action is handed to its handler.
    public var primaryAction: Action? { didSet { changed() } }
    /// The menu the key opens when the item has no ``primaryAction`` (Apple's `menu`): a pop-up
    /// menu under the item, as a cell's pop-up menu accessory opens.
    public var menu: Menu? { didSet { changed() } }
    /// A disabled item is drawn dimmed and its key does nothing; the hint bar leaves it out.
    /// Setting it redraws the bars that show the item.
    public var isEnabled = true { didSet { if isEnabled != oldValue { changed() } } }
    /// An app's number for the item (Apple's `tag`).
    public var tag = 0

    /// The controllers whose bars show the item: a change draws them again.
    private var shownBy: [WeakController] = []

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

    /// The text drawn for the item: its image, then its title (the action's title when it has
    /// none, the menu's after that).
    var shownTitle: String {
        let words = title ?? primaryAction?.title ?? menu?.title ?? ""
        guard let image, !image.isEmpty else { return words }
        return words.isEmpty ? image : image + " " + words
    }

    /// The item as a hint: its key's name and its shown title.
    package var keyHint: KeyHint {
        KeyHint(key.name, shownTitle)
    }

    /// Performs the item if it is enabled: runs its action, or opens its menu in `window` under
    /// `anchor` (where the bar drew it). Returns whether it did something.
    func perform(in window: Window? = nil, anchor: CellRect? = nil) -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.handler(primaryAction)
            return true
        }
        if let menu, let window { return presentMenu(menu, in: window, anchor: anchor) }
        return false
    }

    /// Remembers that `controller`'s bars show the item, so a change reaches them.
    func isShown(by controller: ViewController) {
        shownBy.removeAll { $0.controller == nil }
        if !shownBy.contains(where: { $0.controller === controller }) { shownBy.append(WeakController(controller: controller)) }
    }

    /// Something drawn changed: every bar that may show the item draws again.
    private func changed() {
        for entry in shownBy { entry.controller?.barsNeedDisplay() }
    }
}

/// A controller held weakly.
struct WeakController {
    weak var controller: ViewController?
}
