/// The actions one edge of a list row offers.
public struct SwipeActionsConfiguration {
    public let actions: [ContextualAction]
    /// Whether a full swipe (in a terminal, the row's default action key) runs the first action.
    public var performsFirstActionWithFullSwipe: Bool = true

    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
