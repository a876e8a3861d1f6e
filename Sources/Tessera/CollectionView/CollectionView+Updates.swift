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
            cells.recycleLive(.item(id))
        }
        cells.needingReconfigure.formUnion(update.reconfiguredItems)
        refreshSupplementaries(ofItems: update.reloadedItems.union(update.reconfiguredItems))

        let before = lastDrawn
        let oldOffset = contentOffset
        let old = FlatItemPositions(itemCounts: compositionalLayout.itemCounts)

        compositionalLayout.moveOrthogonalOffsets(update.maps.newIndex(ofOldSectionAt:))
        needsLayoutPrepare = true
        isPlanningUpdate = true
        defer { isPlanningUpdate = false }
        prepareLayoutIfNeeded()
        let new = FlatItemPositions(itemCounts: compositionalLayout.itemCounts)
        // What was drawn, in the new data's terms, for an update that comes before the next frame.
        let moved = before.mapValues { drawn in
            var drawn = drawn
            drawn.position = drawn.position.flatMap { Self.move($0, by: update.maps, from: old, to: new) }
            return drawn
        }
        lastDrawn = moved
        repairFocusAndSelection(after: update, from: old, to: new)
        scrollFocusedItemToVisible()

        // Rows still fading out of an earlier update are on screen (`before` has them): a second
        // update before the next frame (keys that arrived together) keeps fading them rather
        // than dropping them, which would blank the screen until the new rows arrive.
        let interrupts = animation != nil
        var stillFading = cells.takeFading()
        finishAnimation(firingCompletions: false)
        let motion = !(animated && animatesUpdates && !reducedMotion && window != nil) ? nil : buildAnimation(
            before: before, moved: moved, oldOffset: oldOffset, maps: update.maps, old: old, new: new, interrupts: interrupts,
            stillFading: &stillFading)
        for (_, cell) in stillFading { cells.recycle(cell) }
        if let motion {
            animation = motion
            recordStart(of: motion)
        } else {
            cells.recycleAllFading()
            firePendingCompletions()
        }
        cells._checkInvariants()
        marks._checkInvariants { [connection] in connection?.itemIdentity(at: $0) }
        setNeedsDisplay()
    }

    /// Where a drawn element's position is after the update; nil when it is gone.
    private static func move(_ position: DrawnElement.Position, by maps: SnapshotPositionMaps,
                             from old: FlatItemPositions, to new: FlatItemPositions) -> DrawnElement.Position? {
        switch position {
        case .item(let path):
            return maps.newIndexPath(ofOldItemAt: path, from: old, to: new).map(DrawnElement.Position.item)
        case .section(let index):
            return maps.newIndex(ofOldSectionAt: index).map(DrawnElement.Position.section)
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

    /// The frames from what was on screen (`before`, in the old data's positions) to where the
    /// new layout puts everything, following elements through the update's position maps
    /// (`moved`: `before` with each position already carried through them). Nil when nothing on
    /// screen changes.
    private func buildAnimation(before: [ElementKey: DrawnElement], moved: [ElementKey: DrawnElement],
                                oldOffset: CellPoint, maps: SnapshotPositionMaps,
                                old: FlatItemPositions, new: FlatItemPositions, interrupts: Bool,
                                stillFading: inout [ElementKey: CollectionReusableView]) -> UpdateAnimation? {
        // Old screen positions, re-expressed in new content coordinates so that what was on
        // screen starts exactly where it was even if the content offset changed.
        let shift = (x: contentOffset.x - oldOffset.x, y: contentOffset.y - oldOffset.y)
        func onOldScreen(_ r: CellRect) -> CellRect { r.offsetBy(dx: shift.x, dy: shift.y) }
        let visible = visibleContentRect

        var elements: [UpdatePlanner.Element] = []
        var present = Set<ElementKey>()
        var positions: [ElementKey: DrawnElement.Position?] = [:]
        for attr in measuredElements(in: visible) where !attr.isHidden {
            guard let key = key(for: attr) else { continue }
            present.insert(key)
            positions[key] = position(of: attr)
            var element = UpdatePlanner.Element(
                key: key, role: role(of: attr), fate: .inserted, from: nil, fromClip: visible, to: attr.frame,
                toClip: contentClip(for: attr), oldSection: nil, newSection: connection?.sectionIdentity(at: attr.indexPath.section), zIndex: attr.zIndex,
                isOverlay: isDisplacedPinnedHeader(attr), slidesSideways: isInOrthogonalBand(attr))
            if let was = before[key] {
                element.fate = .persisting
                element.from = onOldScreen(was.rect)
                element.fromClip = onOldScreen(was.placement.clip)
                element.isOverlay = element.isOverlay || was.isOverlay
                element.oldSection = was.placement.sections.first
            } else if existedBefore(attr, maps: maps, new: new) {
                element.fate = .entering
            }
            elements.append(element)
        }
        for (key, was) in before where !present.contains(key) {
            let isGone = moved[key]?.position == nil
            positions[key] = moved[key]?.position
            if isGone { cells.beginFading(key, orTakeFrom: &stillFading) }
            elements.append(UpdatePlanner.Element(
                key: key, role: was.placement.role, fate: isGone ? .deleted : .leaving, from: onOldScreen(was.rect),
                fromClip: onOldScreen(was.placement.clip), to: nil, toClip: visible, oldSection: was.placement.sections.first, newSection: nil,
                zIndex: was.placement.zIndex, isOverlay: was.isOverlay, slidesSideways: was.slidesSideways))
        }
        if elements.allSatisfy({ $0.fate == .persisting && $0.from == $0.to }) { return nil }

        let plan = UpdatePlanner(viewport: visible, elements: elements, frameCount: UpdateAnimation.frameCount(for: animationDuration),
                                 easing: .easeInOut, isVertical: isVerticalLayout, interruptsAnother: interrupts).plan()
        counters.animatedUpdates += 1
        if plan.crossFadeReason != nil { counters.crossFadedUpdates += 1 }
        // An update that interrupts another starts a frame in, so its first frame drawn already
        // shows its fades switched: updates arriving faster than a frame still move the screen.
        let frameCount = UpdateAnimation.frameCount(for: animationDuration)
        let start = interrupts && frameCount > 1 ? now - animationDuration / frameCount : now
        var animation = UpdateAnimation(start: start, duration: animationDuration, plan: plan, startedMidAnimation: interrupts)
        animation.positions = positions
        return animation
    }

    /// Whether a newly visible element was already in the data (off screen): items and what hangs
    /// on them by their item, headers, footers and backgrounds by their section.
    private func existedBefore(_ attr: CollectionViewLayoutAttributes, maps: SnapshotPositionMaps, new: FlatItemPositions) -> Bool {
        switch position(of: attr) {
        case .item(let path): return new.flat(path).flatMap(maps.oldIndex(ofNewItemAt:)) != nil
        case .section(let index): return maps.oldIndex(ofNewSectionAt: index) != nil
        }
    }

    /// Ends any running animation where it was going.
    func finishAnimation(firingCompletions: Bool = true) {
        animation = nil
        cells.recycleAllFading()
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
