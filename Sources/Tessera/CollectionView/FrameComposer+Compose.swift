import Foundation
import TesseraLayout
import TesseraTerminal

extension FrameComposer {
    /// Works out the frame, before anything is drawn: the running animation's frame for this
    /// moment, or the layout as it is. Either way a list of placements in paint order, each
    /// element's cached image to composite opaque over its rect, and the bookkeeping every frame
    /// needs whatever is damaged (what was drawn where, for the next update; cells no longer
    /// shown back to their pools). Damages the elements that changed since the last frame
    /// (`FrameComposer+Damage.swift`). O(visible elements + log n).
    func compose() {
        guard !view.bounds.isEmpty else { return }
        view.prepareLayoutIfNeeded()
        view.planPendingUpdate() // normally done when the window moved the animations on
        view.counters.frames += 1
        var elements: [CompositedElement] = []

        let attributes = view.measuredElements(in: view.visibleContentRect)
        view.counters.itemsLaidOut += attributes.count
        var byKey: [ElementKey: CollectionViewLayoutAttributes] = [:]
        byKey.reserveCapacity(attributes.count)
        var placements: [FramePlacement] = []
        placements.reserveCapacity(attributes.count)
        var unkeyed: [CollectionViewLayoutAttributes] = []
        // A frame shows few sections: look each one's identifier up once.
        var sectionIDs: [Int: [AnyIdentifier]] = [:]
        // While an update animates, its planned frame says where everything goes; the layout's
        // attributes only supply the views.
        let keyframe = view.animator.currentKeyframe
        for attr in attributes where !attr.isHidden {
            guard let key = view.key(for: attr) else { unkeyed.append(attr); continue }
            byKey[key] = attr
            guard keyframe == nil else { continue }
            let section = attr.isLayoutBoundary ? -1 : attr.indexPath.section
            let sections = sectionIDs[section] ?? {
                let ids = view.sectionIdentities(of: attr)
                sectionIDs[section] = ids
                return ids
            }()
            placements.append(FramePlacement(key: key, role: view.role(of: attr), fate: .persisting, rect: attr.frame,
                                             clip: view.contentClip(for: attr), sections: sections, zIndex: attr.zIndex))
        }
        // Decorations of sections without identity still draw, under the rest (nothing to animate).
        for attr in unkeyed.sorted(by: { $0.zIndex < $1.zIndex }) {
            let key = ElementKey(category: .decoration(attr.representedElementKind ?? ""), identity: AnyIdentifier(attr.indexPath))
            if let element = element(FramePlacement(key: key, role: .decoration, fate: .persisting, rect: attr.frame,
                                                    clip: view.contentClip(for: attr)), attributes: attr) {
                elements.append(element)
            }
        }
        if let keyframe {
            placements = keyframe
            // Only a section's background may go unnamed; anything else drawn outside the plan is
            // an element the planner does not know.
            view.animator.recordFrame(keyframe, unknown: unkeyed.filter { $0.representedElementCategory != .decorationView }.map(\.description))
        } else if !placements.indices.dropFirst().allSatisfy({ placements[$0 - 1].zIndex <= placements[$0].zIndex }) {
            // Stable (equal zIndex keeps the layout's order), sorting indices, not placements.
            let order = placements.indices.sorted { (placements[$0].zIndex, $0) < (placements[$1].zIndex, $1) }
            placements = order.map { placements[$0] }
        }
        if keyframe == nil && view.interactiveMovement != nil { view.previewInteractiveMovement(&placements, attributes: byKey) }

        var drawn: [ElementKey: DrawnElement] = [:]
        drawn.reserveCapacity(placements.count)
        for placement in placements {
            let attr = byKey[placement.key]
            if let element = element(placement, attributes: attr) { elements.append(element) }
            drawn[placement.key] = drawnElement(placement, attributes: attr)
        }
        recycleCellsNotDrawn(drawn)
        view.cells._checkInvariants()
        damage(changingTo: elements)
        commit(elements, drawn: drawn)
        _checkInvariants()
    }

    /// What the next update needs to know of a drawn element: its placement (whose sections
    /// name the section it is drawn with first, so an update arriving mid-animation starts from
    /// the block a moving row is in), and where it is in the data.
    private func drawnElement(_ placement: FramePlacement, attributes: CollectionViewLayoutAttributes?) -> DrawnElement {
        DrawnElement(placement: placement, position: attributes.map(view.position(of:)) ?? currentPosition(of: placement.key),
                     isOverlay: attributes.map(view.isDisplacedPinnedHeader) ?? (lastDrawn[placement.key]?.isOverlay ?? false),
                     slidesSideways: attributes.map(view.isInOrthogonalBand) ?? (lastDrawn[placement.key]?.slidesSideways ?? false))
    }

    /// Where an element drawn only by its animation (not in the layout's visible rect now) is in
    /// the current data; nil when it is gone (a deleted row fading out). The last frame's position,
    /// which the update carried through its maps, answers in O(1), else the animation's plan (an
    /// element the last frame left out); only an element neither knows is looked up by
    /// identifier (which would build the snapshot's whole index).
    private func currentPosition(of key: ElementKey) -> DrawnElement.Position? {
        if let drawn = lastDrawn[key] { return drawn.position }
        if let planned = view.animator.running?.positions[key] { return planned }
        let connection = view.connection
        if let item = key.anchorItem { return connection?.indexPath(forItemIdentity: item).map(DrawnElement.Position.item) }
        if key.isLayoutBoundary { return .layout }
        switch key.category {
        case .cell: return connection?.indexPath(forItemIdentity: key.identity).map(DrawnElement.Position.item)
        case .supplementary, .decoration: return connection?.sectionIndex(forIdentity: key.identity).map(DrawnElement.Position.section)
        }
    }

    /// The element `placement` puts on screen, with its image (cells get their state and frame
    /// here); nil when nothing of it shows.
    private func element(_ placement: FramePlacement, attributes: CollectionViewLayoutAttributes?) -> CompositedElement? {
        let target = view.viewRect(placement.rect)
        let clip = view.viewRect(placement.clip).intersection(view.bounds)
        guard target.intersects(clip) else { return nil }
        let key = placement.key
        let theme = view.theme
        if case .decoration(let kind) = key.category {
            if isSeparatorOfOneLineRow(kind: kind, placement, attributes) { return nil }
            if let decoration = decorationView(for: key, kind: kind) {
                let image = decoration.renderedImage(size: target.size, theme: theme, dimmed: placement.isDimmed)
                return CompositedElement(key: key, target: target, clip: clip, content: .image(image))
            }
            return decorationElement(key: key, kind: kind, in: target, clip: clip)
        }
        let cell: CollectionReusableView?
        if let attributes {
            cell = view.cell(for: attributes)
            if let cell, attributes.representedElementCategory == .cell {
                cell.apply(state: view.state(for: key, indexPath: attributes.indexPath))
            }
        } else {
            cell = view.cells.view(for: key)
        }
        guard let cell, target.width > 0, target.height > 0 else { return nil }
        cell.frame = placement.rect
        let image = cell.renderedImage(size: CellSize(width: target.width, height: target.height), theme: theme, dimmed: placement.isDimmed)
        return CompositedElement(key: key, target: target, clip: clip, content: .image(image))
    }

    /// A separator underlines its row's last line. On a one-line row that would underline the
    /// text itself, which reads as emphasis, not as a rule: such rows show no separator. A row
    /// the layout no longer has (deleted, fading out) is measured as it was last drawn.
    private func isSeparatorOfOneLineRow(kind: String, _ placement: FramePlacement, _ attributes: CollectionViewLayoutAttributes?) -> Bool {
        guard kind == CollectionLayoutElementKind.separator || kind == CollectionLayoutElementKind.topSeparator else { return false }
        guard let attributes else {
            guard case .anchored(let row) = placement.role, let drawn = lastDrawn[row] else { return false }
            return drawn.rect.height <= 1
        }
        return (view.compositionalLayout.layoutAttributesForItem(at: attributes.indexPath)?.frame.height ?? 1) <= 1
    }

    /// The view drawing a decoration whose kind has a registered view class (on the layout):
    /// the element's own, else one from the kind's pool, else new.
    private func decorationView(for key: ElementKey, kind: String) -> CollectionReusableView? {
        guard let viewClass = view.compositionalLayout.decorationViewClass(forKind: kind) as? CollectionReusableView.Type else { return nil }
        let reuseKey = ReuseKey.decoration(kind: kind)
        if let live = view.cells.live[key], live.reuseKey == reuseKey { return live }
        let decoration = view.reusableView(reuseKey, identifier: nil) { viewClass.init() }
        view.cells.setLive(decoration, for: key)
        decoration.owner = view
        return decoration
    }

    /// Without a registered view class, backgrounds fill with the configuration registered for
    /// their kind (or the theme's grouped colour); list separators underline their row.
    private func decorationElement(key: ElementKey, kind: String, in rect: CellRect, clip: CellRect) -> CompositedElement {
        switch kind {
        case CollectionLayoutElementKind.separator, CollectionLayoutElementKind.topSeparator:
            return CompositedElement(key: key, target: rect, clip: clip, content: .separator(view.theme.separator))
        default:
            // Painted whole, then clipped: a background scrolled partly out of view keeps its
            // border on the edges that are really its own, not on the edge of the view.
            let configuration = view.decorationConfigurations[kind] ?? .listGroupedCell()
            var image = ScreenBuffer(size: rect.size)
            configuration.paint(into: &image, in: image.bounds,
                                style: configuration.resolvedStyle(for: CellConfigurationState(), theme: view.theme))
            return CompositedElement(key: key, target: rect, clip: clip, content: .image(image))
        }
    }

    /// Cells that were not drawn this frame go back to their pools.
    /// (Drawn elements include separators and backgrounds that have no view, so the counts
    /// cannot tell whether any cell was left out: every live view is checked, O(visible).)
    private func recycleCellsNotDrawn(_ drawn: [ElementKey: DrawnElement]) {
        let kept = view.animator.running?.placedKeys ?? []
        view.cells.recycleLive { drawn[$0] == nil && !kept.contains($0) }
    }
}
