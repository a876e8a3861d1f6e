/// One swipe action: what a row offers when swiped (or, in a terminal, from its action menu).
public struct ContextualAction {
    public enum Style: Hashable, Sendable {
        case normal
        /// Removes something; the view shows it in a warning colour.
        case destructive
    }

    /// Performs the action, then calls the completion with whether it succeeded.
    public typealias Handler = (ContextualAction, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    /// A colour name the view understands ("red", "blue", "yellow"…) or a palette index as
    /// text ("208"); nil picks the style's colour.
    public var backgroundColor: String?
    /// A glyph to show beside the title (a terminal's stand-in for an SF Symbol).
    public var image: String?
    public let handler: Handler

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
