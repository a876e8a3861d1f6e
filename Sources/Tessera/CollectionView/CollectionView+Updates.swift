import Foundation
import OrderedCollections
import TesseraLayout
import TesseraTerminal

extension CollectionView {
    /// Shows the data source's new data: the one way a data source changes what the view shows.
    /// `update` carries everything the view needs (the differ's position maps, the new item
    /// counts, the items to reload or reconfigure); the view never asks the data source about
    /// the old data, nor again for the counts. The composer's last frame still describes the old
    /// screen, which is where motion starts.
    @usableFromInline
    func performUpdate(_ update: CollectionViewUpdate, animated: Bool, completion: (() -> Void)?) {
        if update.isReload {
            // Every cell is asked for again; nothing animates from the old screen.
            run(animator.finish())
            cells.recycleAllLive()
            cells.needingReconfigure.removeAll()
        }
        animator.waitToComplete(completion)
        if update.isEmpty && !layoutInputs.needsPrepare {
            if !animator.isBusy { run(animator.finish()) }
            return
        }
        for id in update.reloadedItems {
            cells.recycleLive(.item(id))
        }
        cells.needingReconfigure.formUnion(update.reconfiguredItems)
        refreshSupplementaries(ofItems: update.reloadedItems.union(update.reconfiguredItems))

        let before = composer.lastDrawn
        let oldOffset = contentOffset
        let old = FlatItemPositions(itemCounts: compositionalLayout.itemCounts)

        compositionalLayout.moveOrthogonalOffsets(update.maps.newIndex(ofOldSectionAt:))
        if let counts = update.itemCounts {
            layoutInputs.dataChanged(to: counts)
        } else if update.isReload {
            layoutInputs.forgetCounts()
        } else {
            layoutInputs.invalidate()
        }
        let new = animator.planning { () -> FlatItemPositions in
            prepareLayoutIfNeeded()
            let new = FlatItemPositions(itemCounts: compositionalLayout.itemCounts)
            // What was drawn, in the new data's terms, for an update that comes before the next frame.
            let moved = before.mapValues { drawn in
                var drawn = drawn
                drawn.position = drawn.position.flatMap { Self.move($0, by: update.maps, from: old, to: new) }
                return drawn
            }
            composer.dataMoved(moved)
            repairFocusAndSelection(after: update, from: old, to: new)
            scrollFocusedItemToVisible()
            return new
        }
        // The accessible mode moves nothing: a screen reader reads the end state.
        if animator.animates(animated && window?.isAccessibleModeEnabled != true, inWindow: window != nil) {
            // Planned when the next frame needs it (`planPendingUpdate()`): updates that come
            // before it (keys that arrived together, one apply per section) make one plan.
            let interrupts = animator.running != nil
            animator.interrupt()
            cells.setAsideFading() // the next plan takes them: an element coming back meanwhile gets a live view of its own
            animator.planAtNextFrame(PendingUpdate(start: now, oldOffset: oldOffset, interrupts: interrupts, maps: update.maps, new: new))
        } else {
            cells.recycleAllFading()
            run(animator.finish())
        }
        checkOwnersInvariants()
        setNeedsDisplay()
    }

    /// Plans the animated updates applied since the last frame, as one: from the screen last
    /// drawn (the composer's, carried through each update's maps) to the layout now. Called
    /// before a frame is composed and before a test reads the recording; O(1) when none waits.
    func planPendingUpdate() {
        guard let pending = animator.takePending() else { return }
        let drawn = composer.lastDrawn
        let motion = animator.planning { () -> UpdateAnimation? in
            // Rows still fading out of an earlier update are on screen (`drawn` has them): an
            // update that replaces it keeps fading them rather than dropping them, which would
            // blank the screen until the new rows arrive.
            var stillFading = cells.takeFading()
            defer { for (_, cell) in stillFading { cells.recycle(cell) } }
            return animator.plan(in: self, drawn: drawn, oldOffset: pending.oldOffset, maps: pending.maps,
                                 new: pending.new, start: pending.start, interrupts: pending.interrupts, stillFading: &stillFading)
        }
        if let motion {
            animator.start(motion, viewport: visibleContentRect, isVertical: isVerticalLayout)
        } else {
            run(animator.finish())
        }
        checkOwnersInvariants()
    }

    /// Runs completions an owner handed back, once the view's state is consistent again.
    func run(_ completions: [() -> Void]) {
        for completion in completions { completion() }
    }

    /// Each owner's invariant (debug builds only).
    func checkOwnersInvariants() {
        cells._checkInvariants()
        marks._checkInvariants { [connection] in connection?.itemIdentity(at: $0) }
        animator._checkInvariants()
        layoutInputs._checkInvariants()
    }

    /// Where a drawn element's position is after the update; nil when it is gone.
    private static func move(_ position: DrawnElement.Position, by maps: SnapshotPositionMaps,
                             from old: FlatItemPositions, to new: FlatItemPositions) -> DrawnElement.Position? {
        switch position {
        case .item(let path):
            return maps.newIndexPath(ofOldItemAt: path, from: old, to: new).map(DrawnElement.Position.item)
        case .section(let index):
            return maps.newIndex(ofOldSectionAt: index).map(DrawnElement.Position.section)
        case .layout:
            return .layout
        }
    }

    /// Item-anchored supplementaries (badges) show their item's data, so a reloaded or
    /// reconfigured item asks the supplementary provider again. O(visible elements).
    private func refreshSupplementaries(ofItems items: Set<AnyIdentifier>) {
        guard !items.isEmpty else { return }
        cells.recycleLive { key in
            guard case .supplementary = key.category, let item = key.anchorItem else { return false }
            return items.contains(item)
        }
    }

    /// Ends any running animation where it was going (a resize, a scroll, a reload): the next
    /// frame is the final state, and the updates' completions run.
    func finishAnimation() {
        cells.recycleAllFading()
        run(animator.finish())
    }

    /// Moves the running animation and the press highlight on to loop time `now`, finishing
    /// what is due.
    func advanceAnimation(to now: Duration) {
        endPressHighlightIfDue(at: now)
        planPendingUpdate()
        if animator.advance(to: now) {
            finishAnimation()
            setNeedsDisplay()
        }
    }

    /// After an update: focus stays on its item, or moves to the item now at its old place;
    /// selection drops items that are gone. `old` and `new` are the flattened orders the layout
    /// was prepared for before and after. An update that matched items (a diff) carries the
    /// marks through its position maps, O(selected), with no look-up by identifier; a reload
    /// (items not matched) looks each marked item up.
    func repairFocusAndSelection(after update: CollectionViewUpdate, from old: FlatItemPositions, to new: FlatItemPositions) {
        guard let connection else { return }
        let goneFocusIndex: Int?
        if let positions = update.itemPositions {
            // The data's own positions, not the layout's: a layout just installed was never
            // prepared for the old data.
            goneFocusIndex = marks.follow(update.maps, from: positions.old, to: positions.new)
        } else {
            for (item, _) in marks.selected {
                if let path = connection.indexPath(forItemIdentity: item) { marks.select(item, at: path) } else { marks.deselect(item) }
            }
            let oldPath = marks.focusedIndexPath
            marks.focusedIndexPath = marks.focused.flatMap(connection.indexPath(forItemIdentity:))
            goneFocusIndex = marks.focused != nil && marks.focusedIndexPath == nil ? oldPath.flatMap(old.flat) ?? 0 : nil
        }
        // Nothing focused yet (focus arrives with the first key, not with data), or it stayed.
        guard let oldIndex = goneFocusIndex else { return }
        guard new.count > 0 else { setFocusedIdentity(nil, at: nil); return }
        let path = new.indexPath(min(oldIndex, new.count - 1))
        setFocusedIdentity(path.flatMap(connection.itemIdentity(at:)), at: path)
    }
}
