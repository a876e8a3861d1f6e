/// The actions one edge of a list row offers (Apple's `UISwipeActionsConfiguration`). A class,
/// as UIKit's is, so `let configuration = …; configuration.performsFirstActionWithFullSwipe =
/// false` compiles as written.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, in the order the menu lists them.
    public let actions: [ContextualAction]
    /// Whether a full swipe runs the first action, in UIKit; true by default. Kept for UIKit
    /// compatibility: a terminal has no swipe, and the collection view does not read it (its
    /// action menu always lists every action).
    public var performsFirstActionWithFullSwipe: Bool = true

    /// A configuration offering `actions` (Apple's `UISwipeActionsConfiguration(actions:)`).
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
