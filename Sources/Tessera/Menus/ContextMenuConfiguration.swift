import Foundation

/// What makes a context menu's actions (Apple's `UIActionProvider`): given the suggested
/// actions (none, in a terminal), it returns the menu.
public typealias ActionProvider = ([MenuElement]) -> Menu?

/// What makes a context menu's preview (Apple's `UIContextMenuContentPreviewProvider`).
/// Accepted; a terminal menu shows no preview.
public typealias ContextMenuContentPreviewProvider = () -> ViewController?

/// A context menu for an item (Apple's `UIContextMenuConfiguration`), returned by a
/// collection view's delegate from `collectionView(_:contextMenuConfigurationForItemsAt:point:)`.
/// A terminal has no long press: the menu opens on a right click or Shift-F10 (the menu key of
/// terminals) on the focused item, as a pop-up menu beside the row.
///
/// ```swift
/// func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
///                     point: CGPoint) -> ContextMenuConfiguration? {
///     ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///         Menu(children: [Action(title: "Delete", attributes: .destructive) { _ in … }])
///     }
/// }
/// ```
@MainActor
public final class ContextMenuConfiguration {
    /// What the app identifies the menu by.
    public let identifier: (any NSCopying)?
    /// Accepted: terminal menus show no preview.
    public let previewProvider: ContextMenuContentPreviewProvider?
    /// Makes the menu when it opens.
    public let actionProvider: ActionProvider?

    /// A menu whose actions `actionProvider` makes when it opens (Apple's
    /// `init(identifier:previewProvider:actionProvider:)`).
    public init(identifier: (any NSCopying)? = nil, previewProvider: ContextMenuContentPreviewProvider? = nil,
                actionProvider: ActionProvider? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
