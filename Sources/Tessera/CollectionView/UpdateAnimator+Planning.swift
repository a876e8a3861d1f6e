import Foundation
import TesseraLayout
import TesseraTerminal

extension UpdateAnimator {
    /// The frames from what was on screen (`drawn`: the last frame's elements, each position
    /// already carried through the updates' maps, nil for one gone) to where the new layout puts
    /// everything. Nil when nothing on screen changes. The animation's clock starts at `start`,
    /// when the (first) update was applied.
    ///
    /// Asks `view` (the layout, the element geometry) where everything is now; deleted elements'
    /// cells move to the fading set (from `stillFading` when an interrupted update was already
    /// fading them). O(visible elements) to collect, plus the planner's cost.
    func plan(in view: CollectionView, drawn before: [ElementKey: DrawnElement],
              oldOffset: CellPoint, maps: SnapshotPositionMaps, new: FlatItemPositions, start: Duration, interrupts: Bool,
              stillFading: inout [ElementKey: CollectionReusableView]) -> UpdateAnimation? {
        // Old screen positions, re-expressed in new content coordinates so that what was on
        // screen starts exactly where it was even if the content offset changed.
        let shift = (x: view.contentOffset.x - oldOffset.x, y: view.contentOffset.y - oldOffset.y)
        func onOldScreen(_ r: CellRect) -> CellRect { r.offsetBy(dx: shift.x, dy: shift.y) }
        let visible = view.visibleContentRect

        var elements: [UpdatePlanner.Element] = []
        var present = Set<ElementKey>()
        var positions: [ElementKey: DrawnElement.Position?] = [:]
        var unknown: [String] = []
        for attr in view.measuredElements(in: visible) where !attr.isHidden {
            guard let key = view.key(for: attr) else {
                // A section's background without a section identity draws unnamed; anything else
                // without a key is an element the planner cannot follow.
                if attr.representedElementCategory != .decorationView { unknown.append(attr.description) }
                continue
            }
            present.insert(key)
            positions[key] = view.position(of: attr)
            var element = UpdatePlanner.Element(
                key: key, role: view.role(of: attr), fate: .inserted, from: nil, fromClip: visible, to: attr.frame,
                toClip: view.contentClip(for: attr), oldSection: nil, newSection: view.sectionIdentity(of: attr), zIndex: attr.zIndex,
                isOverlay: view.isDisplacedPinnedHeader(attr), slidesSideways: view.isInOrthogonalBand(attr))
            if let was = before[key] {
                element.fate = .persisting
                element.from = onOldScreen(was.rect)
                element.fromClip = onOldScreen(was.placement.clip)
                element.isOverlay = element.isOverlay || was.isOverlay
                element.oldSection = was.placement.sections.first
            } else if Self.existedBefore(attr, in: view, maps: maps, new: new) {
                element.fate = .entering
            }
            elements.append(element)
        }
        for (key, was) in before where !present.contains(key) {
            let isGone = was.position == nil
            positions[key] = was.position
            if isGone { view.cells.beginFading(key, orTakeFrom: &stillFading) }
            elements.append(UpdatePlanner.Element(
                key: key, role: was.placement.role, fate: isGone ? .deleted : .leaving, from: onOldScreen(was.rect),
                fromClip: onOldScreen(was.placement.clip), to: nil, toClip: visible, oldSection: was.placement.sections.first, newSection: nil,
                zIndex: was.placement.zIndex, isOverlay: was.isOverlay, slidesSideways: was.slidesSideways))
        }
        if elements.allSatisfy({ $0.fate == .persisting && $0.from == $0.to }) { return nil }

        let plan = UpdatePlanner(viewport: visible, elements: elements, frameCount: frameCount,
                                 easing: .easeInOut, isVertical: view.isVerticalLayout, interruptsAnother: interrupts).plan()
        view.counters.animatedUpdates += 1
        if plan.crossFadeReason != nil { view.counters.crossFadedUpdates += 1 }
        if plan.travelsInReadingOrder { view.counters.readingOrderUpdates += 1 }
        // An update that interrupts another starts a frame in, so its first frame drawn already
        // shows its fades switched: updates arriving faster than a frame still move the screen.
        let start = interrupts && frameCount > 1 ? start - duration / frameCount : start
        var animation = UpdateAnimation(start: start, duration: duration, plan: plan, startedMidAnimation: interrupts)
        animation.positions = positions
        animation.unknownElements = unknown
        return animation
    }

    /// Whether a newly visible element was already in the data (off screen): items and what hangs
    /// on them by their item, headers, footers and backgrounds by their section; the layout's own
    /// headers and footers always were.
    private static func existedBefore(_ attr: CollectionViewLayoutAttributes, in view: CollectionView, maps: SnapshotPositionMaps,
                                      new: FlatItemPositions) -> Bool {
        switch view.position(of: attr) {
        case .item(let path): return new.flat(path).flatMap(maps.oldIndex(ofNewItemAt:)) != nil
        case .section(let index): return maps.oldIndex(ofNewSectionAt: index) != nil
        case .layout: return true
        }
    }
}
