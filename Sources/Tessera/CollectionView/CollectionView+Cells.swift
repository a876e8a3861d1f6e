import Foundation
import TesseraLayout
import TesseraTerminal

/// The view's side of its cells: asking the data source for an element's cell when it has no
/// live one (or must reconfigure it), giving each cell its outline facts and its state (focus,
/// selection, highlight, editing, expansion), and restyling the live cells when a mark changes.
/// The views themselves are the ``CellStore``'s.
extension CollectionView {
    /// The cell for an item or supplementary, from the live set or the data source.
    func cell(for attributes: CollectionViewLayoutAttributes) -> CollectionReusableView? {
        guard let key = key(for: attributes) else { return nil }
        if let live = cells.live[key], !needsReconfigure(key) { return live }
        guard let connection else { return nil }
        let previousKey = cells.requestedKey
        cells.requestedKey = key
        CollectionView.providerCallDepth += 1
        defer { cells.requestedKey = previousKey; CollectionView.providerCallDepth -= 1 }
        counters.cellsConfigured += 1
        let made: CollectionReusableView?
        switch attributes.representedElementCategory {
        case .cell: made = connection.cell(for: self, at: attributes.indexPath)
        case .supplementaryView:
            // An empty stand-in (no provider, or it gave nothing) is not drawn at all.
            made = connection.supplementaryView(for: self, ofKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
                .flatMap { $0 is EmptySupplementaryView ? nil : $0 }
        case .decorationView: made = nil
        }
        if case .cell = key.category { cells.needingReconfigure.remove(key.identity) }
        guard let cell = made else { return nil }
        cells.setLive(cell, for: key)
        cell.owner = self
        if attributes.representedElementCategory == .cell {
            applyOutline(to: cell, at: attributes.indexPath)
        }
        cell.apply(state: state(for: key, indexPath: attributes.indexPath))
        return cell
    }

    private func needsReconfigure(_ key: ElementKey) -> Bool {
        if case .cell = key.category { return cells.needingReconfigure.contains(key.identity) }
        return false
    }

    /// List cells learn their outline level and role and their list's appearance, as Apple's
    /// do from the section snapshot and the layout.
    private func applyOutline(to cell: CollectionReusableView, at indexPath: IndexPath) {
        guard let list = cell as? CollectionViewListCell else { return }
        list.listAppearance = compositionalLayout.section(at: indexPath.section)?.listConfiguration?.appearance
        let outline = connection?.outlineState(at: indexPath)
        list.isOutlineParent = outline.map(\.hasChildren)
        if let outline, list.indentationLevel != outline.level { list.indentationLevel = outline.level }
    }

    /// The state a cell shows: focus (only while the collection view has keyboard focus),
    /// selection, highlight, editing, and outline expansion (read at `indexPath`; nil keeps
    /// `expanded`).
    func state(for key: ElementKey, indexPath: IndexPath?, expanded: Bool = false) -> CellConfigurationState {
        var state = CellConfigurationState()
        state.isEditing = isEditing
        guard case .cell = key.category else { return state }
        // Asked for every cell of every frame: each mark is compared only when there is one.
        let id = key.identity
        if let focused = marks.focused, isFocused { state.isFocused = focused == id }
        state.isSelected = marks.isSelected(id)
        if let highlighted = marks.highlighted { state.isHighlighted = highlighted == id }
        if !state.isHighlighted, let moving = interactiveMovement { state.isHighlighted = moving.item == id }
        if let swiped = marks.swiped { state.isSwiped = swiped == id }
        state.isExpanded = expanded
        if let indexPath, let outline = connection?.outlineState(at: indexPath) { state.isExpanded = outline.isExpanded }
        return state
    }

    /// Gives every live cell its state now, after focus, selection or the highlight changed.
    /// A cell the last frame drew is found where that frame drew it; one kept only for a running
    /// animation (not drawn in the last frame) keeps the expansion it shows. Neither looks its
    /// item up by identifier, which would build the snapshot's whole index (O(n)) on a keystroke.
    /// O(live cells).
    func refreshAllCellStates() {
        for (key, cell) in cells.live {
            guard case .cell = key.category else { continue }
            if let drawn = composer.lastDrawn[key] {
                guard case .item(let path)? = drawn.position else { continue }
                cell.apply(state: state(for: key, indexPath: path))
            } else {
                let expanded = (cell as? CollectionViewCell)?.configurationState.isExpanded ?? false
                cell.apply(state: state(for: key, indexPath: nil, expanded: expanded))
            }
        }
        setNeedsDisplay()
    }
}
