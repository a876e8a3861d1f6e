import Foundation
import TesseraLayout
import TesseraTerminal

extension CollectionView {
    /// Opens a pop-up menu accessory's menu for the item at `path`, under the accessory (or the
    /// row, before it was drawn), highlighting the current choice. Choosing an action makes it
    /// the accessory's choice (`CellAccessory.popUpMenu`) and redraws the row to show it.
    /// Returns false when there is nothing to open: another accessory, an empty menu, or a
    /// view outside a window.
    func presentPopUpMenu(_ accessory: CellAccessory, at path: IndexPath) -> Bool {
        guard let menu = accessory.popUpMenu, let window, let id = connection?.itemIdentity(at: path) else { return false }
        let actions = menu.actions
        guard !actions.isEmpty else { return false }
        let entries = actions.map { action in
            MenuOverlay.Entry(action) { [weak self] in
                accessory.choosePopUpMenuAction(action)
                // The row shows the choice: its cached image is stale whatever the handlers did.
                self?.cells.live[.item(id)]?.invalidateImage()
                self?.setNeedsDisplay()
            }
        }
        let overlay = MenuOverlay(title: menu.title, entries: entries, anchor: popUpMenuAnchor(forItem: id),
                                  selectedIndex: actions.firstIndex { $0.state == .on } ?? 0)
        overlay.present(in: window)
        return true
    }

    /// Where on screen the menu hangs from: the pop-up accessory's columns on the row's middle
    /// line, where the row was last drawn; the whole row when the accessory was not drawn.
    private func popUpMenuAnchor(forItem id: AnyIdentifier) -> CellRect? {
        guard let row = rowOnScreen(forItem: id) else { return nil }
        guard let cell = cells.live[.item(id)] as? CollectionViewListCell,
              let placement = cell.accessoryColumns.first(where: { $0.type == .popUpMenu }) else { return row }
        return CellRect(x: row.x + placement.columns.lowerBound, y: row.y + max(0, row.height - 1) / 2,
                        width: placement.columns.count, height: 1)
    }

    /// Where the item's row was last drawn, in window cells; nil when it was not drawn.
    func rowOnScreen(forItem id: AnyIdentifier) -> CellRect? {
        guard let drawn = composer.lastDrawn[.item(id)] else { return nil }
        return convert(viewRect(drawn.rect), to: nil)
    }
}
