/// One swipe action: what a row offers when swiped (or, in a terminal, from its action menu).
public struct ContextualAction {
    /// How the action presents itself (Apple's `UIContextualAction.Style`).
    public enum Style: Hashable, Sendable {
        /// An ordinary action, in the menu's normal colour.
        case normal
        /// Removes something; the view shows it in a warning colour.
        case destructive
    }

    /// Performs the action, then calls the completion with whether it succeeded.
    public typealias Handler = (ContextualAction, @escaping (Bool) -> Void) -> Void

    /// Normal or destructive, given at creation.
    public let style: Style
    /// The menu entry's text; nil shows "Action".
    public var title: String?
    /// The action's colour in UIKit: a colour name ("red", "blue", "yellow"…) or a palette index
    /// as text ("208"); nil is the style's. Kept for UIKit compatibility: the action menu colours
    /// entries by ``style`` and does not read it.
    public var backgroundColor: String?
    /// A glyph to show beside the title (a terminal's stand-in for an SF Symbol).
    public var image: String?
    /// What choosing the action does; it must call the completion handler when done.
    public let handler: Handler

    /// An action of `style` titled `title` that runs `handler` when chosen (Apple's
    /// `UIContextualAction(style:title:handler:)`).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// Runs the handler with this action.
    public func perform(completion: @escaping (Bool) -> Void) {
        handler(self, completion)
    }
}
