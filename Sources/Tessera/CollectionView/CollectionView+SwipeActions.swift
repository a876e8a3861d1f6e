import Foundation
import TesseraLayout
import TesseraTerminal

extension CollectionView {
    /// The swipe actions the focused row's list section offers (leading first, then trailing).
    func swipeActions(at indexPath: IndexPath) -> [ContextualAction] {
        guard let list = compositionalLayout.section(at: indexPath.section)?.listConfiguration else { return [] }
        let leading = list.leadingSwipeActionsConfigurationProvider?(indexPath)?.actions ?? []
        let trailing = list.trailingSwipeActionsConfigurationProvider?(indexPath)?.actions ?? []
        return leading + trailing
    }

    /// Shows the focused row's swipe actions as a menu beside it (the terminal's swipe).
    /// Returns false when the row has none.
    @discardableResult
    public func showSwipeActions() -> Bool {
        guard let path = indexPathForFocusedItem, let window else { return false }
        let actions = swipeActions(at: path)
        guard !actions.isEmpty else { return false }
        let anchor = layoutAttributesForItem(at: path).map { screenRect($0.frame) }
        let entries = actions.map { action in
            MenuOverlay.Entry((action.image.map { "\($0) " } ?? "") + (action.title ?? "Action"),
                              isDestructive: action.style == .destructive) {
                action.perform { _ in }
            }
        }
        setSwiped(marks.focused)
        let menu = MenuOverlay(title: "Actions", entries: entries, anchor: anchor)
        menu.onClose = { [weak self] in self?.setSwiped(nil) }
        menu.present(in: window)
        return true
    }

    private func setSwiped(_ id: AnyHashable?) {
        marks.swiped = id
        refreshAllCellStates()
    }
}
