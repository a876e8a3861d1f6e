import TesseraTerminal

extension BarButtonItem {
    /// Opens `menu` as a pop-up menu (the one a cell's pop-up menu accessory opens) hanging from
    /// `anchor`, the item's place in its bar. Choosing an entry runs its action's handler, as
    /// UIKit's bar button menus do; the menu's current choice (an action that is on) is
    /// highlighted first. Returns false for a menu with nothing to choose.
    func presentMenu(_ menu: Menu, in window: Window, anchor: CellRect?) -> Bool {
        let actions = menu.actions
        guard !actions.isEmpty else { return false }
        let entries = actions.map { action in MenuOverlay.Entry(action) { action.handler(action) } }
        let overlay = MenuOverlay(title: menu.title.isEmpty ? shownTitle : menu.title, entries: entries, anchor: anchor,
                                  selectedIndex: actions.firstIndex { $0.state == .on } ?? 0)
        overlay.present(in: window)
        return true
    }
}
