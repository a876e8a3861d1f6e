import Foundation

/// One swipe action: what a row offers when swiped, which a terminal shows in the row's action
/// menu (`s`, or Delete) (Apple's `UIContextualAction`).
///
/// A class, as UIKit's is, so an action made with `let` is still configured afterwards:
/// `let star = ContextualAction(…); star.image = "★"`.
///
/// Swipe actions live in the Tessera layer, not beside the list configuration in TesseraLayout:
/// their handlers take the `View` they were shown from, and views are Tessera's. The layout layer
/// only carries the providers (see `CollectionLayoutListConfiguration+SwipeActions.swift`).
@MainActor
public final class ContextualAction {
    /// How the action presents itself (Apple's `UIContextualAction.Style`).
    public enum Style: Hashable, Sendable {
        /// An ordinary action, in the menu's normal colour.
        case normal
        /// Removes something; the menu shows it in the theme's destructive colour, and completing
        /// it with `true` means the row is being deleted.
        case destructive
    }

    /// Performs the action: `action` is this one, `sourceView` the view the actions were shown
    /// from, and `completion` must be called once the work is done, with whether it was
    /// performed (Apple's `UIContextualAction.Handler`).
    ///
    /// `completion(false)`: nothing happened, and the row shows as it did. `completion(true)`:
    /// the action was performed; for a ``Style/destructive`` action that means the row's item is
    /// being deleted (apply the snapshot without it, before or after calling), so the row keeps
    /// its swiped state until that snapshot takes it away. Until the completion is called (an
    /// alert may be asking first), the row shows ``CellConfigurationState/isSwiped``.
    public typealias Handler = (_ action: ContextualAction, _ sourceView: View, _ completion: @escaping (Bool) -> Void) -> Void

    /// Normal or destructive, given at creation.
    public let style: Style
    /// The menu entry's text; nil shows "Action".
    public var title: String?
    /// The action's colour in UIKit: a colour name ("red", "blue", "yellow"…) or a palette index
    /// as text ("208"); nil is the style's. Kept for UIKit compatibility: the action menu colours
    /// entries by ``style`` and does not read it.
    public var backgroundColor: String?
    /// A glyph shown before the title (a terminal's stand-in for an SF Symbol).
    public var image: String?
    /// What choosing the action does; it must call its completion handler when done.
    public let handler: Handler

    /// An action of `style` titled `title` that runs `handler` when chosen (Apple's
    /// `UIContextualAction(style:title:handler:)`).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// Runs the handler as the action menu does, shown from `sourceView`; `completion` gets what
    /// the handler passes to its own completion, the first time only (a handler that calls it
    /// twice does not complete twice).
    public func perform(from sourceView: View, completion: @escaping (Bool) -> Void) {
        var completed = false
        handler(self, sourceView) { performed in
            guard !completed else { return }
            completed = true
            completion(performed)
        }
    }
}
