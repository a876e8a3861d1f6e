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
    ///
    /// The row is ``CellConfigurationState/isSwiped`` while the menu is open and, once an action
    /// is chosen, until its handler calls the completion: with `false`, or `true` for a normal
    /// action, the row is back as it was; with `true` for a destructive one the row is being
    /// deleted, and stays swiped until the snapshot without it arrives.
    @discardableResult
    package func showSwipeActions() -> Bool {
        guard let path = indexPathForFocusedItem, let item = marks.focused, let window else { return false }
        let actions = swipeActions(at: path)
        guard !actions.isEmpty else { return false }
        let anchor = layoutAttributesForItem(at: path).map { convert(viewRect($0.frame), to: nil) }
        let entries = actions.map { action in
            MenuOverlay.Entry((action.image.map { "\($0) " } ?? "") + (action.title ?? "Action"),
                              isDestructive: action.style == .destructive) { [weak self] in
                self?.perform(action, on: item)
            }
        }
        setSwiped(item)
        let menu = MenuOverlay(title: "Actions", entries: entries, anchor: anchor)
        // Closing comes before the chosen entry's action, which marks the row again.
        menu.onClose = { [weak self] in self?.setSwiped(nil) }
        menu.present(in: window)
        return true
    }

    /// Runs `action` for the row of `item`, shown from this collection view (a menu entry has no
    /// button of its own to anchor a popover to), keeping the row swiped until it completes.
    private func perform(_ action: ContextualAction, on item: AnyIdentifier) {
        setSwiped(item)
        action.perform(from: self) { [weak self] performed in
            guard let self, marks.swiped == item else { return }
            let rowIsBeingDeleted = performed && action.style == .destructive
            if !rowIsBeingDeleted { setSwiped(nil) }
        }
    }

    private func setSwiped(_ id: AnyIdentifier?) {
        guard marks.swiped != id else { return }
        marks.swiped = id
        refreshAllCellStates()
    }
}
