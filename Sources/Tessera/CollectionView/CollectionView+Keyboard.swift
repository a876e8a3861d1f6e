import Foundation
import TesseraLayout
import TesseraTerminal

extension CollectionView {
    var collectionKeyHints: [KeyHint] {
        // A focused collection view focuses an item whenever it has one: without one it is
        // empty, and no key here would do anything, so none is offered.
        guard let path = indexPathForFocusedItem else { return [] }
        var hints = [KeyHint("↑↓←→", "move")]
        // The hint bar draws these every frame: find the focused row and its accessories once.
        let shown = shownAccessories(at: path)
        let plan: Activation? = activation(showing: shown)
        let enterOpensOrCloses = plan.map { !$0.disclosures.isEmpty && !$0.selects && $0.accessory == nil } ?? false
        if let action = enterAction(plan) { hints.append(KeyHint("Enter", action)) }
        if connection?.outlineState(at: path)?.hasChildren == true {
            hints.append(KeyHint(enterOpensOrCloses ? "Enter/→←" : "→←", "expand/collapse"))
        }
        if numberOfSections > 1 { hints.append(KeyHint("Tab", "section")) }
        if !swipeActions(at: path).isEmpty { hints.append(KeyHint("s", "actions")) }
        let reorders = reordersByKey(showing: shown)
        if reorders { hints.append(KeyHint("⇧↑↓", "move row")) }
        if flickableSection(at: path, reordersByKey: reorders) != nil { hints.append(KeyHint(flickKeys, "flick")) }
        return hints
    }

    /// What Enter does on the focused row, in a word, as `activateFocusedItem()` will do it; nil
    /// when it only opens or closes the row (the expand/collapse hint says so) or does nothing.
    private func enterAction(_ plan: Activation?) -> String? {
        switch plan?.accessory?.accessoryType {
        case .popUpMenu?: return "menu"
        case .toggle?: return "toggle"
        case .delete?: return "delete"
        default: break
        }
        guard plan?.selects ?? true else { return nil }
        return allowsSelection ? "select" : nil
    }

    /// The orthogonally scrolling section that holds the focused item, which Shift and the
    /// arrows along that section's axis flick (`flickOrthogonalSection(_:forward:)`); nil when
    /// focus is elsewhere, or when those keys move the focused row instead (a horizontal
    /// layout's sections scroll up and down, and Shift-↑/↓ reorders where rows can be moved).
    var flickableFocusedSection: Int? {
        guard let path = indexPathForFocusedItem else { return nil }
        return flickableSection(at: path, reordersByKey: reordersByKey(showing: shownAccessories(at: path)))
    }

    /// ``flickableFocusedSection`` for the item at `path`, focused, with `reordersByKey` saying
    /// whether Shift-↑/↓ move it (asked only in a horizontal layout).
    func flickableSection(at path: IndexPath, reordersByKey: @autoclosure () -> Bool) -> Int? {
        prepareLayoutIfNeeded()
        guard compositionalLayout.isOrthogonallyScrolling(section: path.section) else { return nil }
        if compositionalLayout.configuration.scrollDirection == .horizontal && reordersByKey() { return nil }
        return path.section
    }

    /// "⇧←→" for a section that scrolls sideways (in a vertical layout), "⇧↑↓" for one that
    /// scrolls up and down (in a horizontal layout).
    private var flickKeys: String {
        compositionalLayout.configuration.scrollDirection == .vertical ? "⇧←→" : "⇧↑↓"
    }

    /// Shift-→ (Shift-↓ across a horizontal layout) flicks the focused orthogonal section
    /// forward, Shift-← (Shift-↑) back. Returns false for any other key, or with focus outside
    /// such a section, so the key does what it did before.
    private func flickFocusedSection(for key: KeyEvent) -> Bool {
        guard key.modifiers == .shift, let section = flickableFocusedSection else { return false }
        let sideways = compositionalLayout.configuration.scrollDirection == .vertical
        let forward: Bool
        switch key.key {
        case .right where sideways, .down where !sideways: forward = true
        case .left where sideways, .up where !sideways: forward = false
        default: return false
        }
        flickOrthogonalSection(section, forward: forward)
        return true
    }

    /// Whether Shift-↑/↓ (or Alt) move the focused row: in edit mode, and outside it on a row
    /// that shows a reorder control (`.reorder(displayed: .always)`), which Apple's reorderable
    /// lists let you drag without entering edit mode.
    var reordersFocusedItemByKey: Bool {
        isEditing || reordersByKey(showing: indexPathForFocusedItem.flatMap(shownAccessories(at:)))
    }

    /// ``reordersFocusedItemByKey`` for a focused row showing `shown` (nil: no list cell on screen).
    private func reordersByKey(showing shown: ShownAccessories?) -> Bool {
        if isEditing { return true }
        return shown?.accessories.contains { $0.accessoryType == .reorder } ?? false
    }

    /// A live list cell and the accessories it shows, leading then trailing: what both the
    /// Enter plan and the reorder check read.
    private struct ShownAccessories {
        var cell: CollectionViewListCell
        var accessories: [CellAccessory]
    }

    /// The accessories the live cell at `path` shows; nil when no list cell is on screen there.
    private func shownAccessories(at path: IndexPath) -> ShownAccessories? {
        guard let cell = cellForItem(at: path) as? CollectionViewListCell else { return nil }
        let shown = cell.visibleAccessories()
        return ShownAccessories(cell: cell, accessories: shown.leading + shown.trailing)
    }

    func handleEvent(_ event: Event) -> Bool {
        switch event {
        case .key(let key): return handleKey(key)
        case .mouse(let mouse): return handleMouse(mouse)
        default: return false
        }
    }

    /// The characters a collection view takes as keys (h j k l move, Space selects, s acts).
    static let characterKeys: Set<Character> = ["h", "j", "k", "l", " ", "s"]

    private func handleKey(_ key: KeyEvent) -> Bool {
        let shift = key.modifiers.contains(.shift), alt = key.modifiers.contains(.alt)
        if (shift || alt) && reordersFocusedItemByKey {
            switch key.key {
            case .up: return moveFocusedItemForReorder(by: -1)
            case .down: return moveFocusedItemForReorder(by: 1)
            default: break
            }
        }
        if flickFocusedSection(for: key) { return true }
        guard !key.modifiers.contains(.ctrl) else { return false }
        switch key.key {
        case .up, .character("k"): return moveFocus(.up)
        case .down, .character("j"): return moveFocus(.down)
        case .left, .character("h"):
            if outlineStep(expand: false) { return true }
            return moveFocus(.left)
        case .right, .character("l"):
            if outlineStep(expand: true) { return true }
            return moveFocus(.right)
        case .tab: return moveFocusToSection(forward: !shift)
        case .pageDown: movePage(down: true); return true
        case .pageUp: movePage(down: false); return true
        case .home: moveFocusToEnd(last: false); return true
        case .end: moveFocusToEnd(last: true); return true
        case .enter, .character(" "):
            return activateFocusedItem()
        case .character("s"):
            return showSwipeActions()
        case .delete where isEditing:
            return showSwipeActions()
        default:
            return false
        }
    }

    /// Right on a collapsed parent expands it, on an expanded one goes to its first child;
    /// Left on an expanded parent collapses it, on a child goes to its parent. Returns false
    /// when the row is not part of an outline (the arrows then move spatially).
    private func outlineStep(expand: Bool) -> Bool {
        guard let path = indexPathForFocusedItem, let connection, let outline = connection.outlineState(at: path) else { return false }
        if expand {
            guard outline.hasChildren else { return false }
            if !outline.isExpanded {
                if connection.toggleExpansion(at: path, expand: true) { revealChildren(of: path) }
                return true
            }
            return moveFocus(.down)
        }
        if outline.hasChildren && outline.isExpanded {
            connection.toggleExpansion(at: path, expand: false)
            return true
        }
        if let parent = outline.parentIdentity, let parentPath = connection.indexPath(forItemIdentity: parent) {
            focusItem(at: parentPath)
            return true
        }
        return false
    }

    /// What Enter or Space does on the focused item: flip a toggle, open a pop-up menu, open
    /// or close a header-style outline parent, show a delete accessory's actions in edit mode,
    /// or else select the item (asking the delegate). With nothing focused yet, it focuses the
    /// first item instead. Returns false when there was nothing to do (no items, say).
    @discardableResult
    package func activateFocusedItem() -> Bool {
        guard let path = indexPathForFocusedItem else { ensureFocus(); return indexPathForFocusedItem != nil }
        let plan = activation(at: path)
        for accessory in plan.disclosures { perform(accessory, at: path) }
        if let accessory = plan.accessory { return perform(accessory, at: path) }
        if plan.selects { userSelectItem(at: path) }
        return true
    }

    /// What Enter or Space does on the row at `path`, worked out once for
    /// ``activateFocusedItem()`` to do and for the key hints to name.
    struct Activation {
        /// Outline disclosures (not cell style) that open or close the row first.
        var disclosures: [CellAccessory] = []
        /// The accessory that takes the key instead of a selection: a toggle, a pop-up menu,
        /// a delete in edit mode.
        var accessory: CellAccessory?
        /// Whether the row is then selected (not on a header-style outline row, nor when an
        /// accessory took the key).
        var selects = true
    }

    /// Walks the row's shown accessories in order: the first toggle, pop-up menu or (in edit
    /// mode) delete takes the key; a header-style outline disclosure (or an automatic one on a
    /// parent row) opens or closes the row and stops there; a cell-style one is left to →/← and clicks.
    func activation(at path: IndexPath) -> Activation {
        activation(showing: shownAccessories(at: path))
    }

    /// ``activation(at:)`` for a row showing `shown` (nil: no list cell on screen, so Enter selects).
    private func activation(showing shown: ShownAccessories?) -> Activation {
        var plan = Activation()
        guard let shown else { return plan }
        let cell = shown.cell
        for accessory in shown.accessories where !accessory.options.isHidden {
            switch accessory.kind {
            case .toggle, .popUpMenu:
                plan.accessory = accessory
            case .outlineDisclosure(let options, _) where options.style != .cell:
                // Header style (and automatic on a parent row): the whole row toggles and
                // is not selected.
                plan.disclosures.append(accessory)
                if options.style == .header || cell.isOutlineParent == true { plan.selects = false; return plan }
                continue
            case .delete where isEditing:
                plan.accessory = accessory
            default:
                continue
            }
            plan.selects = false
            return plan
        }
        return plan
    }

    /// Runs an accessory's action; those without a handler do the system's default: an outline
    /// disclosure expands or collapses its row, a delete shows the row's swipe actions.
    @discardableResult
    func perform(_ accessory: CellAccessory, at path: IndexPath) -> Bool {
        if accessory.performAction() { return true }
        switch accessory.accessoryType {
        case .outlineDisclosure:
            guard let connection, connection.toggleExpansion(at: path, expand: nil) else { return false }
            if connection.outlineState(at: path)?.isExpanded == true { revealChildren(of: path) }
            return true
        case .delete: return showSwipeActions()
        case .popUpMenu: return presentPopUpMenu(accessory, at: path)
        default: return false
        }
    }

    /// After expanding a row near the bottom, scroll so its first child shows too (the row
    /// itself stays in view).
    func revealChildren(of path: IndexPath) {
        let child = IndexPath(item: path.item + 1, section: path.section)
        guard child.item < numberOfItems(inSection: path.section) else { return }
        scrollToItem(at: child)
        scrollToItem(at: path)
    }

    private func moveFocusedItemForReorder(by delta: Int) -> Bool {
        guard let path = indexPathForFocusedItem, let connection, connection.canMoveItem(at: path) else { return false }
        var target = IndexPath(item: path.item + delta, section: path.section)
        if target.item < 0 {
            guard path.section > 0 else { return true }
            target = IndexPath(item: numberOfItems(inSection: path.section - 1), section: path.section - 1)
        } else if target.item >= numberOfItems(inSection: path.section) {
            guard path.section + 1 < numberOfSections else { return true }
            target = IndexPath(item: 0, section: path.section + 1)
        }
        connection.moveItem(at: path, to: target)
        scrollFocusedItemToVisible()
        return true
    }

    private func handleMouse(_ mouse: MouseEvent) -> Bool {
        prepareLayoutIfNeeded()
        let local = convert(mouse.position, from: nil)
        let contentPoint = CellPoint(x: local.x + contentOffset.x, y: local.y + contentOffset.y)
        if handleMovementDrag(mouse, at: contentPoint) { return true }
        switch mouse.kind {
        case .wheelUp: scroll(byRows: -3); return true
        case .wheelDown: scroll(byRows: 3); return true
        case .press(.left), .click(.left):
            becomeFirstResponder()
            guard let path = compositionalLayout.indexPathForItem(at: contentPoint) else { return true }
            focusItem(at: path)
            if mouse.kind == .press(.left) { beginDragMovement(at: path) }
            // A click on an accessory acts on it (the ▸ of a cell-style disclosure, a toggle…);
            // the reorder handle is for dragging: pressing it never selects the row.
            if let cell = cellForItem(at: path) as? CollectionViewListCell, let id = marks.focused,
               let drawn = composer.lastDrawn[.item(id)],
               let accessory = cell.accessory(atColumn: local.x - viewRect(drawn.rect).x) {
                if accessory.accessoryType == .reorder || perform(accessory, at: path) { return true }
            }
            activateFocusedItem()
            return true
        default:
            return false
        }
    }
}
