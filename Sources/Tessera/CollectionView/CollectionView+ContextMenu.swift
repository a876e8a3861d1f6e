import Foundation
import TesseraTerminal

// Context menus: UIKit opens them on a long press; a terminal has a right click and Shift-F10
// (the key GUI toolkits open a context menu with). The delegate makes the menu, as in UIKit,
// and it shows as the pop-up menu accessories use, beside the row.
extension CollectionView {
    /// Opens the delegate's context menu for a right click on an item (focusing it first) or for
    /// Shift-F10 on the focused item. False, so the event goes on, when there is no menu.
    func handleContextMenuEvent(_ event: Event) -> Bool {
        switch event {
        case .key(let key) where key.key == .function(10) && key.modifiers == [.shift]:
            guard let path = indexPathForFocusedItem else { return false }
            return presentContextMenu(forItemsAt: [path], point: nil)
        case .mouse(let mouse) where mouse.kind == .press(.right):
            prepareLayoutIfNeeded()
            let local = convert(mouse.position, from: nil)
            let point = CellPoint(x: local.x + contentOffset.x, y: local.y + contentOffset.y)
            guard let path = compositionalLayout.indexPathForItem(at: point) else { return false }
            becomeFirstResponder()
            focusItem(at: path)
            return presentContextMenu(forItemsAt: [path], point: CGPoint(x: CGFloat(point.x), y: CGFloat(point.y)))
        default:
            return false
        }
    }

    /// Asks the delegate for the items' menu and shows it beside the first item's row; `point`
    /// (content cells) is where a click was, the row's first cell from the keyboard. Returns
    /// whether a menu opened: not for no delegate, no configuration, or an empty menu.
    @discardableResult
    func presentContextMenu(forItemsAt paths: [IndexPath], point: CGPoint?) -> Bool {
        guard let delegate, let window, let first = paths.first, let id = connection?.itemIdentity(at: first) else { return false }
        let rowOrigin = composer.lastDrawn[.item(id)].map { CGPoint(x: CGFloat($0.rect.x), y: CGFloat($0.rect.y)) } ?? .zero
        guard let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: paths, point: point ?? rowOrigin),
              let menu = configuration.actionProvider?([]) else { return false }
        let entries = menu.actions.map { action in MenuOverlay.Entry(action) { action.handler(action) } }
        guard !entries.isEmpty else { return false }
        MenuOverlay(title: menu.title, entries: entries, anchor: rowOnScreen(forItem: id), selectedIndex: 0).present(in: window)
        return true
    }
}

extension MenuOverlay.Entry {
    /// The entry for a menu's `action`: its glyph, title and subtitle, destructive, checked and
    /// enabled as the action says; `chosen` runs when it is picked.
    init(_ action: Action, chosen: @escaping () -> Void) {
        self.init((action.image.map { "\($0) " } ?? "") + action.title + (action.subtitle.map { "  \($0)" } ?? ""),
                  isDestructive: action.attributes.contains(.destructive), isChecked: action.state == .on,
                  isEnabled: action.isChoosable, action: chosen)
    }
}
