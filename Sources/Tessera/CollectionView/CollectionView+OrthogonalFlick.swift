import Foundation
import TesseraLayout
import TesseraTerminal

extension CollectionView {
    /// Flicks an orthogonally scrolling section forward (toward the end of its content) or
    /// back: the terminal's swipe. Shift-→ / Shift-← call it on the focused item's section
    /// (Shift-↓ / Shift-↑ in a horizontal layout); an app's own key or button may too. Its behaviour and its
    /// `orthogonalScrollingProperties` decide where it rests (`orthogonalFlick(forSection:forward:)`);
    /// the offset changes at once, as all scrolling does in a terminal.
    ///
    /// - When the flick runs into an end and the section may bounce, the section is drawn past
    ///   that end by a cell or two and slides back over the next frames (over
    ///   `animationDuration`); not under reduced motion, and not over an update's animation,
    ///   which keeps the screen.
    /// - When the focused item was in the section and is no longer wholly in view, focus moves
    ///   to the item nearest where it was among those wholly in view (the leading one after a
    ///   flick forward, the trailing one after a flick back), so the next arrow key does not
    ///   scroll the section back. When none is wholly in view (items wider than the flick),
    ///   focus goes to the one most in view and the section stays where it came to rest.
    ///
    /// Returns the flick; sections that do not scroll orthogonally are left as they are.
    @discardableResult
    public func flickOrthogonalSection(_ section: Int, forward: Bool) -> OrthogonalFlick {
        prepareLayoutIfNeeded()
        let layout = compositionalLayout
        guard layout.isOrthogonallyScrolling(section: section) else { return OrthogonalFlick(restingOffset: 0) }
        let flick = layout.orthogonalFlick(forSection: section, forward: forward)
        setOrthogonalOffset(flick.restingOffset, forSection: section)
        keepFocusInView(afterFlicking: section, forward: forward)
        if flick.bounces { startBounce(of: section, from: flick) }
        return flick
    }

    /// Moves focus off an item of `section` that the flick carried out of view.
    private func keepFocusInView(afterFlicking section: Int, forward: Bool) {
        guard let focused = indexPathForFocusedItem, focused.section == section,
              let band = compositionalLayout.orthogonalViewport(forSection: section) else { return }
        let resting = compositionalLayout.orthogonalOffset(forSection: section)
        func whollyShown(_ frame: CellRect) -> Bool { frame.minX >= band.minX && frame.maxX <= band.maxX }
        if let frame = compositionalLayout.layoutAttributesForItem(at: focused)?.frame, whollyShown(frame) { return }
        // Only items that keep the section where it is when focused (a centring behaviour
        // re-centres on another group's item).
        let cells = measuredElements(in: band).filter { $0.representedElementCategory == .cell && $0.indexPath.section == section }
        let candidates = cells.filter {
            whollyShown($0.frame)
                && compositionalLayout.restingOrthogonalOffset(forSection: section, revealingItem: $0.indexPath.item) == resting
        }
        let order: (CollectionViewLayoutAttributes, CollectionViewLayoutAttributes) -> Bool = {
            ($0.frame.minX, $0.frame.minY) < ($1.frame.minX, $1.frame.minY)
        }
        if let target = forward ? candidates.min(by: order) : candidates.max(by: order) {
            focusItem(at: target.indexPath)
            return
        }
        // Items wider than the flick (a free-scrolling row of wide cards) may leave none wholly
        // in view: focus the one most in view, without scrolling it back into view, so the
        // flick stays where it came to rest and the next arrow goes on from what is shown.
        let shownWidth: (CollectionViewLayoutAttributes) -> Int = { $0.frame.intersection(band).width }
        let partlyShown = cells.filter { shownWidth($0) > 0 }
        if let most = partlyShown.max(by: { shownWidth($0) < shownWidth($1) }),
           let id = connection?.itemIdentity(at: most.indexPath) {
            setFocusedIdentity(id)
        }
    }

    /// Draws the section's items at the bounce offset and slides them to where they rest,
    /// whole cells at a time, eased. The rest of the screen stays as it is in every frame.
    private func startBounce(of section: Int, from flick: OrthogonalFlick) {
        guard !reducedMotion, !animator.isBusy, window != nil,
              compositionalLayout.orthogonalViewport(forSection: section) != nil else { return }
        // A larger offset shows content further toward its end, so its elements sit nearer the start.
        let past = flick.restingOffset - flick.bounceOffset
        let sideways = compositionalLayout.configuration.scrollDirection == .vertical
        var still: [FramePlacement] = []
        var sliding: [FramePlacement] = []
        for attributes in measuredElements(in: visibleContentRect) where !attributes.isHidden {
            guard let key = key(for: attributes) else { continue }
            let placement = FramePlacement(key: key, role: role(of: attributes), fate: .persisting, rect: attributes.frame,
                                           clip: contentClip(for: attributes), sections: sectionIdentities(of: attributes),
                                           zIndex: attributes.zIndex)
            // Items and what hangs on them (badges) scroll; headers, footers and backgrounds do not.
            if attributes.indexPath.section == section && isInOrthogonalBand(attributes) { sliding.append(placement) } else { still.append(placement) }
        }
        guard !sliding.isEmpty, past != 0 else { return }
        let count = UpdateAnimation.frameCount(for: animationDuration)
        let keyframes = (0..<count).map { k -> [FramePlacement] in
            let travelled = LaneStack.round(Double(past) * (1 - Easing.easeInOut(Double(k) / Double(count))))
            let moved = sliding.map { p -> FramePlacement in
                var p = p
                p.rect = p.rect.offsetBy(dx: sideways ? travelled : 0, dy: sideways ? 0 : travelled)
                return p
            }
            return (still + moved).enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
        }
        animator.start(UpdateAnimation(start: now, duration: animationDuration, keyframes: keyframes, before: keyframes[0],
                                       after: still + sliding, crossFadeReason: nil),
                       viewport: visibleContentRect, isVertical: sideways, recorded: false)
        setNeedsDisplay()
    }
}
