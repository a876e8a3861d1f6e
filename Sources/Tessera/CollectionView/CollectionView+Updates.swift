import Foundation
import OrderedCollections
import TesseraLayout
import TesseraTerminal

extension CollectionView {
    /// Shows the data source's new snapshot. Called by the data source after it has switched
    /// to the new data; `lastDrawn` still describes the old screen, which is where motion
    /// starts, and the layout is still prepared for the old item counts.
    @usableFromInline
    func performUpdate(_ update: CollectionViewUpdate, animated: Bool, completion: (() -> Void)?) {
        if let completion { pendingCompletions.append(completion) }
        if update.isEmpty && !needsLayoutPrepare {
            if animation == nil { firePendingCompletions() }
            return
        }
        for id in update.reloadedItems {
            if let cell = liveCells.removeValue(forKey: .item(id)) { recycle(cell) }
        }
        cellsNeedingReconfigure.formUnion(update.reconfiguredItems)
        refreshSupplementaries(ofItems: update.reloadedItems.union(update.reconfiguredItems))

        let before = lastDrawn
        let oldOffset = contentOffset
        let old = FlatItemPositions(itemCounts: collectionViewLayout.itemCounts)
        let oldFocusIndex = focusedIndexPath.flatMap(old.flat)

        collectionViewLayout.moveOrthogonalOffsets(update.maps.newIndex(ofOldSectionAt:))
        needsLayoutPrepare = true
        prepareLayoutIfNeeded()
        let new = FlatItemPositions(itemCounts: collectionViewLayout.itemCounts)
        // What was drawn, in the new data's terms, for an update that comes before the next frame.
        let moved = before.mapValues { DrawnElement(rect: $0.rect, position: $0.position.flatMap { Self.move($0, by: update.maps, from: old, to: new) }) }
        lastDrawn = moved
        repairFocusAndSelection(oldFocusIndex: oldFocusIndex, positions: new)
        scrollFocusedItemToVisible()

        // Rows still fading out of an earlier update are on screen (`before` has them): a second
        // update before the next frame (keys that arrived together) keeps fading them rather
        // than dropping them, which would blank the screen until the new rows arrive.
        var stillFading = fadingCells
        fadingCells.removeAll()
        finishAnimation(firingCompletions: false)
        let motion = !(animated && animatesUpdates && !reducedMotion && window != nil) ? nil : buildAnimation(
            before: before, moved: moved, oldOffset: oldOffset, maps: update.maps, old: old, new: new, stillFading: &stillFading)
        for (_, cell) in stillFading { recycle(cell) }
        if let motion, !motion.isEmpty {
            animation = motion
        } else {
            for (_, cell) in fadingCells { recycle(cell) }
            fadingCells.removeAll()
            firePendingCompletions()
        }
        setNeedsDisplay()
    }

    /// Where a drawn element's position is after the update; nil when it is gone.
    private static func move(_ position: DrawnElement.Position, by maps: SnapshotPositionMaps,
                             from old: FlatItemPositions, to new: FlatItemPositions) -> DrawnElement.Position? {
        switch position {
        case .item(let path):
            return old.flat(path).flatMap(maps.newIndex(ofOldItemAt:)).flatMap(new.indexPath).map(DrawnElement.Position.item)
        case .section(let index):
            return maps.newIndex(ofOldSectionAt: index).map(DrawnElement.Position.section)
        }
    }

    /// Item-anchored supplementaries (badges) show their item's data, so a reloaded or
    /// reconfigured item asks the supplementary provider again. O(visible elements).
    private func refreshSupplementaries(ofItems items: Set<AnyHashable>) {
        guard !items.isEmpty, let connection else { return }
        var anchors = Set<ElementKey>()
        for id in items {
            guard let path = connection.indexPath(forItemIdentity: id), let section = connection.sectionIdentity(at: path.section) else { continue }
            anchors.insert(ElementKey(category: .cell, identity: section, index: path.item))
        }
        for key in liveCells.keys {
            guard case .supplementary = key.category,
                  anchors.contains(ElementKey(category: .cell, identity: key.identity, index: key.index)) else { continue }
            if let cell = liveCells.removeValue(forKey: key) { recycle(cell) }
        }
    }

    /// Tracks from what was on screen (`before`, in the old data's positions) to where the new
    /// layout puts everything, following elements through the update's position maps
    /// (`moved`: `before` with each position already carried through them).
    private func buildAnimation(before: [ElementKey: DrawnElement], moved: [ElementKey: DrawnElement],
                                oldOffset: CellPoint, maps: SnapshotPositionMaps,
                                old: FlatItemPositions, new: FlatItemPositions,
                                stillFading: inout [ElementKey: CollectionReusableView]) -> UpdateAnimation {
        var motion = UpdateAnimation(start: now, duration: animationDuration)
        // Old screen positions, re-expressed in new content coordinates so that what was on
        // screen starts exactly where it was even if the content offset changed.
        let shift = (x: contentOffset.x - oldOffset.x, y: contentOffset.y - oldOffset.y)
        func onOldScreen(_ r: CellRect) -> CellRect { r.offsetBy(dx: shift.x, dy: shift.y) }

        // Where the old screen's first and last items were, in the old flattened order, so
        // items that enter from off screen come from the right side.
        var oldVisibleRange: ClosedRange<Int>?
        for drawn in before.values {
            guard case .item(let path)? = drawn.position, let i = old.flat(path) else { continue }
            oldVisibleRange = oldVisibleRange.map { min($0.lowerBound, i)...max($0.upperBound, i) } ?? i...i
        }

        let visible = visibleContentRect
        var present = Set<ElementKey>()
        for attr in measuredElements(in: visible) where !attr.isHidden {
            guard let key = key(for: attr) else { continue }
            present.insert(key)
            let to = attr.frame
            if let was = before[key] {
                let from = onOldScreen(was.rect)
                if from != to { motion.move(key, from: from, to: to) }
            } else if attr.representedElementCategory == .cell {
                if let oldIndex = new.flat(attr.indexPath).flatMap(maps.oldIndex(ofNewItemAt:)) {
                    // It existed but was off screen: slide in from the side it was on.
                    let fromAbove = oldVisibleRange.map { oldIndex < $0.lowerBound } ?? false
                    let y = fromAbove ? visible.minY - to.height : visible.maxY
                    motion.move(key, from: CellRect(x: to.x, y: y, width: to.width, height: to.height), to: to)
                } else {
                    motion.insert(key, at: to)
                }
            } else if maps.oldIndex(ofNewSectionAt: attr.indexPath.section) == nil {
                motion.insert(key, at: to)
            }
        }
        for (key, was) in before where !present.contains(key) {
            let from = onOldScreen(was.rect)
            let position = moved[key]?.position
            if case .cell = key.category {
                if case .item(let path)? = position, let attr = collectionViewLayout.layoutAttributesForItem(at: path) {
                    motion.move(key, from: from, to: attr.frame)   // still there: slides away
                } else if let cell = liveCells.removeValue(forKey: key) ?? stillFading.removeValue(forKey: key) {
                    fadingCells[key] = cell
                    motion.delete(key, from: from)
                }
            } else if position == nil {
                if let cell = liveCells.removeValue(forKey: key) ?? stillFading.removeValue(forKey: key) { fadingCells[key] = cell }
                motion.delete(key, from: from)
            }
        }
        return motion
    }

    /// Ends any running animation where it was going.
    func finishAnimation(firingCompletions: Bool = true) {
        animation = nil
        for (_, cell) in fadingCells { recycle(cell) }
        fadingCells.removeAll()
        if firingCompletions { firePendingCompletions() }
    }

    func firePendingCompletions() {
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        for c in completions { c() }
    }

    func advanceAnimation(to now: Duration) {
        lastTime = now
        endPressHighlightIfDue(at: now)
        if let animation, animation.isFinished(at: now) {
            finishAnimation()
            setNeedsDisplay()
        }
    }

    /// After an update: focus stays on its item, or moves to the item now at its old place
    /// (`positions`: the new data's flattened order, as the layout was just prepared for it);
    /// selection drops items that are gone.
    func repairFocusAndSelection(oldFocusIndex: Int?, positions: FlatItemPositions) {
        guard let connection else { return }
        selectedIdentities.removeAll { connection.indexPath(forItemIdentity: $0) == nil }
        // Nothing focused yet: focus arrives with the first key, not with data.
        guard let id = focusedIdentity else { return }
        focusedIndexPath = connection.indexPath(forItemIdentity: id)
        guard focusedIndexPath == nil else { return }
        let flat = positions.count
        guard flat > 0 else { setFocusedIdentity(nil); return }
        let index = min(oldFocusIndex ?? 0, flat - 1)
        setFocusedIdentity(positions.indexPath(index).flatMap(connection.itemIdentity(at:)))
    }
}
