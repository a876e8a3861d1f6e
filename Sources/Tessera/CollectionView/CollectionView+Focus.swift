import Foundation
import TesseraLayout
import TesseraTerminal

extension CollectionView {
    /// A direction to move keyboard focus in, for ``moveFocus(_:)``.
    public enum FocusDirection: Sendable {
        /// To the nearest row above (↑ or k).
        case up
        /// To the nearest row below (↓ or j).
        case down
        /// To the nearest item on the left in the same rows (← or h).
        case left
        /// To the nearest item on the right in the same rows (→ or l).
        case right
    }

    /// The item with keyboard focus. O(1): the focus mark keeps where its item is (the hint bar
    /// asks every frame, and an identifier look-up would build the snapshot's whole index).
    public var indexPathForFocusedItem: IndexPath? {
        connection == nil ? nil : marks.focusedIndexPath
    }

    /// Moves focus to the item `id`, looking up where it is (O(1) once the snapshot's index is
    /// built, O(n) to build it): for callers that know only the identifier.
    func setFocusedIdentity(_ id: AnyIdentifier?) {
        setFocusedIdentity(id, at: id.flatMap { connection?.indexPath(forItemIdentity: $0) })
    }

    /// Moves focus to the item `id`, which is at `indexPath` (nil, nil: nothing focused).
    func setFocusedIdentity(_ id: AnyIdentifier?, at indexPath: IndexPath?) {
        guard id != marks.focused else { return }
        marks.focused = id
        marks.focusedIndexPath = id == nil ? nil : indexPath
        if selectionFollowsFocus, allowsSelection, let id, let path = indexPath, !marks.isSelected(id) {
            _ = marks.deselectAll()
            marks.select(id, at: path)
            delegate?.collectionView(self, didSelectItemAt: path)
        }
        refreshAllCellStates()
        delegate?.collectionView(self, didUpdateFocusTo: indexPathForFocusedItem)
    }

    /// What becoming focused does, as UIKit's focus engine: the remembered item keeps focus
    /// (``remembersLastFocusedIndexPath``), else the first item takes it. Nothing when there
    /// are no items yet.
    func focusItemOnBecomingFocused() {
        if !remembersLastFocusedIndexPath { setFocusedIdentity(nil) }
        ensureFocus()
    }

    /// Moves focus to `indexPath` and scrolls it into view (orthogonal sections come to rest
    /// per their behaviour).
    public func focusItem(at indexPath: IndexPath) {
        guard let id = connection?.itemIdentity(at: indexPath) else { return }
        setFocusedIdentity(id, at: indexPath)
        scrollFocusedItemToVisible()
    }

    /// Focus on the first item if nothing has it yet.
    func ensureFocus() {
        prepareLayoutIfNeeded()
        if indexPathForFocusedItem == nil, numberOfSections > 0 {
            for section in 0..<numberOfSections where numberOfItems(inSection: section) > 0 {
                focusItem(at: IndexPath(item: 0, section: section))
                return
            }
        }
    }

    /// Moves focus to the nearest item in `direction`: the closest row (or column) first, then
    /// the one best lined up with the focused item. Left and right stay inside an orthogonally
    /// scrolling section, including items scrolled out of view. Returns false at an edge.
    @discardableResult
    public func moveFocus(_ direction: FocusDirection) -> Bool {
        prepareLayoutIfNeeded()
        guard let path = indexPathForFocusedItem, let current = compositionalLayout.layoutAttributesForItem(at: path) else {
            ensureFocus()
            return indexPathForFocusedItem != nil
        }
        let f = current.frame
        let orthogonal = compositionalLayout.isOrthogonallyScrolling(section: path.section)
        let content = compositionalLayout.collectionViewContentSize
        let far = 1 << 40
        var best: (score: (Int, Int), path: IndexPath)?

        func consider(_ attrs: [CollectionViewLayoutAttributes]) {
            for a in attrs where a.representedElementCategory == .cell && !a.isHidden && a.indexPath != path {
                let g = a.frame
                let along: Int, across: Int
                switch direction {
                case .down:
                    guard g.minY >= f.maxY || (g.minY > f.minY && g.maxY > f.maxY && g.minX < f.maxX && g.maxX > f.minX) else { continue }
                    if !isShown(a) { continue }
                    along = g.minY - f.minY; across = abs((g.minX + g.maxX) - (f.minX + f.maxX))
                case .up:
                    guard g.maxY <= f.minY || (g.maxY < f.maxY && g.minY < f.minY && g.minX < f.maxX && g.maxX > f.minX) else { continue }
                    if !isShown(a) { continue }
                    along = f.maxY - g.maxY; across = abs((g.minX + g.maxX) - (f.minX + f.maxX))
                case .right:
                    guard g.minX >= f.maxX, g.minY < f.maxY, g.maxY > f.minY else { continue }
                    if orthogonal && a.indexPath.section != path.section { continue }
                    along = g.minX - f.maxX; across = abs((g.minY + g.maxY) - (f.minY + f.maxY))
                case .left:
                    guard g.maxX <= f.minX, g.minY < f.maxY, g.maxY > f.minY else { continue }
                    if orthogonal && a.indexPath.section != path.section { continue }
                    along = f.minX - g.maxX; across = abs((g.minY + g.maxY) - (f.minY + f.maxY))
                }
                let score = (along, across)
                if best == nil || score < best!.score || (score == best!.score && a.indexPath < best!.path) {
                    best = (score, a.indexPath)
                }
            }
        }

        switch direction {
        case .left, .right:
            // One band of rows: cheap, and it reaches items scrolled sideways out of view.
            consider(measuredElements(in: CellRect(x: -far, y: f.minY, width: 2 * far, height: max(1, f.height))))
        case .down, .up:
            // Look a screen at a time until something is found.
            var reach = max(frame.height, f.height + 1)
            while best == nil {
                let rect = direction == .down
                    ? CellRect(x: 0, y: f.minY + 1, width: max(content.width, frame.width), height: reach)
                    : CellRect(x: 0, y: f.maxY - 1 - reach, width: max(content.width, frame.width), height: reach)
                consider(measuredElements(in: rect))
                let exhausted = direction == .down ? rect.maxY >= content.height : rect.minY <= 0
                if exhausted { break }
                reach *= 2
            }
        }
        guard let target = best?.path else { return false }
        focusItem(at: target)
        return true
    }

    /// Whether an element of an orthogonal section is inside its section's visible band.
    func isShown(_ a: CollectionViewLayoutAttributes) -> Bool {
        guard let band = compositionalLayout.orthogonalViewport(forSection: a.indexPath.section) else { return true }
        return a.frame.maxX > band.minX && a.frame.minX < band.maxX
    }

    /// Tab: the first item of the next (or previous) section that has items.
    @discardableResult
    package func moveFocusToSection(forward: Bool) -> Bool {
        guard let path = indexPathForFocusedItem else { ensureFocus(); return indexPathForFocusedItem != nil }
        var section = path.section
        while true {
            section += forward ? 1 : -1
            guard section >= 0, section < numberOfSections else { return false }
            if numberOfItems(inSection: section) > 0 {
                focusItem(at: IndexPath(item: 0, section: section))
                return true
            }
        }
    }

    /// Home/End: the first or last item.
    package func moveFocusToEnd(last: Bool) {
        let sections = Array(0..<numberOfSections)
        for section in (last ? sections.reversed() : sections) {
            let count = numberOfItems(inSection: section)
            if count > 0 {
                focusItem(at: IndexPath(item: last ? count - 1 : 0, section: section))
                return
            }
        }
    }

    /// PgUp/PgDn: scroll a page and focus the item nearest the same place on screen.
    package func movePage(down: Bool) {
        prepareLayoutIfNeeded()
        guard let path = indexPathForFocusedItem, let f = compositionalLayout.layoutAttributesForItem(at: path)?.frame else {
            ensureFocus(); return
        }
        let page = max(1, frame.height - 1)
        let rowOnScreen = f.minY - contentOffset.y
        contentOffset.y = clampedContentOffsetY(contentOffset.y + (down ? page : -page))
        let targetY = min(max(0, contentOffset.y + rowOnScreen), compositionalLayout.collectionViewContentSize.height - 1)
        let probe = CellRect(x: 0, y: contentOffset.y, width: frame.width, height: frame.height)
        let candidates = measuredElements(in: probe).filter { $0.representedElementCategory == .cell && isShown($0) }
        let best = candidates.min { a, b in
            (abs(a.frame.minY - targetY), abs(a.frame.minX - f.minX)) < (abs(b.frame.minY - targetY), abs(b.frame.minX - f.minX))
        }
        if let best {
            focusItem(at: best.indexPath)
        } else {
            moveFocusToEnd(last: down)
        }
    }
}
