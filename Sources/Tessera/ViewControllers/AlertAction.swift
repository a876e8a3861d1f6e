/// A button of an ``AlertController`` (Apple's `UIAlertAction`): its title, its style, and what
/// choosing it does.
@MainActor
public final class AlertAction {
    /// How an action looks and behaves (Apple's `UIAlertAction.Style`).
    public enum Style: Hashable, Sendable {
        /// An ordinary button.
        case `default`
        /// Leaves without doing anything; Esc chooses it. An alert has at most one.
        case cancel
        /// Changes or deletes data: drawn in the theme's destructive colour.
        case destructive
    }

    /// The button's text.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// A disabled action is drawn dimmed and cannot be chosen.
    public var isEnabled = true
    /// Runs after the alert is dismissed when the action is chosen.
    let handler: ((AlertAction) -> Void)?

    /// An action titled `title` in `style`; `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
