import Foundation
import TesseraLayout
import TesseraTerminal

extension CollectionView {
    /// Works out the frame, before anything is drawn: the running animation's frame for this
    /// moment, or the layout as it is. Either way a list of placements in paint order, each
    /// element's cached image to composite opaque over its rect (``composited``), and the
    /// bookkeeping every frame needs whatever is damaged (what was drawn where, for the next
    /// update; cells no longer shown back to their pools). Damages the elements that changed
    /// since the last frame (`CollectionView+Damage.swift`). O(visible elements + log n).
    func prepareFrame() {
        guard !bounds.isEmpty else { return }
        prepareLayoutIfNeeded()
        counters.frames += 1
        var elements: [CompositedElement] = []

        let attributes = measuredElements(in: visibleContentRect)
        counters.itemsLaidOut += attributes.count
        var byKey: [ElementKey: CollectionViewLayoutAttributes] = [:]
        byKey.reserveCapacity(attributes.count)
        var placements: [FramePlacement] = []
        placements.reserveCapacity(attributes.count)
        var unkeyed: [CollectionViewLayoutAttributes] = []
        // A frame shows few sections: look each one's identifier up once.
        var sectionIDs: [Int: [AnyIdentifier]] = [:]
        // While an update animates, its planned frame says where everything goes; the layout's
        // attributes only supply the views.
        let keyframe = animation?.keyframe(at: lastTime)
        for attr in attributes where !attr.isHidden {
            guard let key = key(for: attr) else { unkeyed.append(attr); continue }
            byKey[key] = attr
            guard keyframe == nil else { continue }
            let section = attr.indexPath.section
            let sections = sectionIDs[section] ?? {
                let ids = sectionIdentities(of: attr)
                sectionIDs[section] = ids
                return ids
            }()
            placements.append(FramePlacement(key: key, role: role(of: attr), fate: .persisting, rect: attr.frame,
                                             clip: contentClip(for: attr), sections: sections, zIndex: attr.zIndex))
        }
        // Decorations of sections without identity still draw, under the rest (nothing to animate).
        for attr in unkeyed.sorted(by: { $0.zIndex < $1.zIndex }) {
            let key = ElementKey(category: .decoration(attr.representedElementKind ?? ""), identity: AnyIdentifier(attr.indexPath))
            if let element = element(FramePlacement(key: key, role: .decoration, fate: .persisting, rect: attr.frame, clip: contentClip(for: attr)),
                                     attributes: attr) {
                elements.append(element)
            }
        }
        if let keyframe {
            placements = keyframe
            recordFrame(keyframe)
        } else if !placements.indices.dropFirst().allSatisfy({ placements[$0 - 1].zIndex <= placements[$0].zIndex }) {
            // Stable (equal zIndex keeps the layout's order), sorting indices, not placements.
            let order = placements.indices.sorted { (placements[$0].zIndex, $0) < (placements[$1].zIndex, $1) }
            placements = order.map { placements[$0] }
        }
        if keyframe == nil && interactiveMovement != nil { previewInteractiveMovement(&placements, attributes: byKey) }

        var drawn: [ElementKey: DrawnElement] = [:]
        drawn.reserveCapacity(placements.count)
        for placement in placements {
            let attr = byKey[placement.key]
            if let element = element(placement, attributes: attr) { elements.append(element) }
            drawn[placement.key] = drawnElement(placement, attributes: attr)
        }
        lastDrawn = drawn
        recycleCellsNotDrawn(drawn)
        cells._checkInvariants()
        damageChangedElements(elements)
        composited = elements
    }

    /// Draws the prepared frame (``prepareFrame()``): the view's blank ground, then the elements
    /// that reach the buffer's drawing clip (the damaged part of the view), in paint order, each
    /// clipped to its own area. Changes no state, so a frame may draw it once per damaged rect.
    func drawPreparedFrame(into buffer: inout ScreenBuffer) {
        guard !bounds.isEmpty else { return }
        buffer.fill(bounds, style: .plain)
        let clip = buffer.drawingClip.map { $0.offsetBy(dx: -buffer.drawingOrigin.x, dy: -buffer.drawingOrigin.y) } ?? bounds
        for element in composited where element.area.intersects(clip) {
            switch element.content {
            case .image(let image): buffer.composite(image, at: element.target.origin, clip: element.clip)
            case .separator(let style): drawSeparator(in: element.target, clip: element.clip, style: style, into: &buffer)
            }
        }
    }

    /// What the next update needs to know of a drawn element: its placement (whose sections
    /// name the section it is drawn with first, so an update arriving mid-animation starts from
    /// the block a moving row is in), and where it is in the data.
    private func drawnElement(_ placement: FramePlacement, attributes: CollectionViewLayoutAttributes?) -> DrawnElement {
        DrawnElement(placement: placement, position: attributes.map(position(of:)) ?? currentPosition(of: placement.key),
                     isOverlay: attributes.map(isDisplacedPinnedHeader) ?? (lastDrawn[placement.key]?.isOverlay ?? false),
                     slidesSideways: attributes.map(isInOrthogonalBand) ?? (lastDrawn[placement.key]?.slidesSideways ?? false))
    }

    /// Where the element of `attributes` is in the data: cells and what hangs on them by index
    /// path, the rest by section.
    func position(of attributes: CollectionViewLayoutAttributes) -> DrawnElement.Position {
        switch role(of: attributes) {
        case .cell, .anchored: return .item(attributes.indexPath)
        case .boundary, .decoration: return .section(attributes.indexPath.section)
        }
    }

    /// What the frame rule takes the element of `attributes` for.
    func role(of attributes: CollectionViewLayoutAttributes) -> FramePlacement.Role {
        switch attributes.representedElementCategory {
        case .cell: return .cell
        case .supplementaryView:
            if isBoundarySupplementary(attributes) { return .boundary(kind: attributes.representedElementKind ?? "") }
            return connection?.itemIdentity(at: attributes.indexPath).map { .anchored(to: .item($0)) } ?? .decoration
        case .decorationView:
            let kind = attributes.representedElementKind ?? ""
            if kind == CollectionLayoutElementKind.separator || kind == CollectionLayoutElementKind.topSeparator {
                return connection?.itemIdentity(at: attributes.indexPath).map { .anchored(to: .item($0)) } ?? .decoration
            }
            return .decoration
        }
    }

    /// The identifier of the section the element is in, as a one-element list (none without data).
    func sectionIdentities(of attributes: CollectionViewLayoutAttributes) -> [AnyIdentifier] {
        connection?.sectionIdentity(at: attributes.indexPath.section).map { [$0] } ?? []
    }

    /// Where an element drawn only by its animation (not in the layout's visible rect now) is in
    /// the current data; nil when it is gone (a deleted row fading out). The last frame's position,
    /// which the update carried through its maps, answers in O(1), else the animation's plan (an
    /// element the last frame left out); only an element neither knows is looked up by
    /// identifier (which would build the snapshot's whole index).
    private func currentPosition(of key: ElementKey) -> DrawnElement.Position? {
        if let drawn = lastDrawn[key] { return drawn.position }
        if let planned = animation?.positions[key] { return planned }
        if let item = key.anchorItem { return connection?.indexPath(forItemIdentity: item).map(DrawnElement.Position.item) }
        switch key.category {
        case .cell: return connection?.indexPath(forItemIdentity: key.identity).map(DrawnElement.Position.item)
        case .supplementary, .decoration: return connection?.sectionIndex(forIdentity: key.identity).map(DrawnElement.Position.section)
        }
    }

    /// Converts content coordinates to the view's own (where it draws): the content scrolled by
    /// `contentOffset`. ``convert(_:to:)`` takes the result on to the window.
    func viewRect(_ r: CellRect) -> CellRect {
        r.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
    }

    /// The area an element may draw in, in content coordinates: the visible rect, narrowed to its
    /// section's band for what scrolls sideways in orthogonally scrolling sections. A section's
    /// headers and footers sit outside that band and stay where they are, so they are not cut.
    func contentClip(for attributes: CollectionViewLayoutAttributes?) -> CellRect {
        guard let attributes, isInOrthogonalBand(attributes),
              let band = compositionalLayout.orthogonalViewport(forSection: attributes.indexPath.section) else { return visibleContentRect }
        return band.intersection(visibleContentRect)
    }

    /// Whether the element scrolls sideways with an orthogonal section (its items and what hangs
    /// on them, not its headers and footers).
    func isInOrthogonalBand(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        compositionalLayout.isOrthogonallyScrolling(section: attributes.indexPath.section) && !isBoundarySupplementary(attributes)
    }

    /// The area an element may draw in, in the view's coordinates (``contentClip(for:)`` there).
    func clipRect(for attributes: CollectionViewLayoutAttributes?) -> CellRect {
        viewRect(contentClip(for: attributes)).intersection(bounds)
    }

    func isBoundarySupplementary(_ attr: CollectionViewLayoutAttributes) -> Bool {
        guard attr.representedElementCategory == .supplementaryView,
              let section = compositionalLayout.section(at: attr.indexPath.section) else { return false }
        return section.boundarySupplementaryItems.contains { $0.elementKind == attr.representedElementKind }
    }

    /// A pinned header or footer held away from its natural place: it floats over the rows.
    func isDisplacedPinnedHeader(_ attr: CollectionViewLayoutAttributes) -> Bool {
        guard attr.representedElementCategory == .supplementaryView,
              let section = compositionalLayout.section(at: attr.indexPath.section),
              section.boundarySupplementaryItems.contains(where: { $0.elementKind == attr.representedElementKind && $0.pinToVisibleBounds })
        else { return false }
        let natural = compositionalLayout.layoutAttributesForSupplementaryElement(ofKind: attr.representedElementKind ?? "", at: attr.indexPath)
        return natural?.frame != attr.frame
    }

    /// The element `placement` puts on screen, with its image (cells get their state and frame
    /// here); nil when nothing of it shows.
    private func element(_ placement: FramePlacement, attributes: CollectionViewLayoutAttributes?) -> CompositedElement? {
        let target = viewRect(placement.rect)
        let clip = viewRect(placement.clip).intersection(bounds)
        guard target.intersects(clip) else { return nil }
        let key = placement.key
        if case .decoration(let kind) = key.category {
            if isSeparatorOfOneLineRow(kind: kind, attributes) { return nil }
            if let view = decorationView(for: key, kind: kind) {
                let image = view.renderedImage(size: target.size, theme: theme, dimmed: placement.isDimmed)
                return CompositedElement(key: key, target: target, clip: clip, content: .image(image))
            }
            return decorationElement(key: key, kind: kind, in: target, clip: clip)
        }
        let cell: CollectionReusableView?
        if let attributes {
            cell = self.cell(for: attributes)
            if let cell, attributes.representedElementCategory == .cell {
                cell.apply(state: state(for: key, indexPath: attributes.indexPath))
            }
        } else {
            cell = cells.view(for: key)
        }
        guard let cell, target.width > 0, target.height > 0 else { return nil }
        cell.frame = placement.rect
        let image = cell.renderedImage(size: CellSize(width: target.width, height: target.height), theme: theme, dimmed: placement.isDimmed)
        return CompositedElement(key: key, target: target, clip: clip, content: .image(image))
    }

    /// A separator underlines its row's last line. On a one-line row that would underline the
    /// text itself, which reads as emphasis, not as a rule: such rows show no separator.
    private func isSeparatorOfOneLineRow(kind: String, _ attributes: CollectionViewLayoutAttributes?) -> Bool {
        guard kind == CollectionLayoutElementKind.separator || kind == CollectionLayoutElementKind.topSeparator,
              let attributes else { return false }
        return (compositionalLayout.layoutAttributesForItem(at: attributes.indexPath)?.frame.height ?? 1) <= 1
    }

    /// The view drawing a decoration whose kind has a registered view class (on the layout):
    /// the element's own, else one from the kind's pool, else new.
    private func decorationView(for key: ElementKey, kind: String) -> CollectionReusableView? {
        guard let viewClass = compositionalLayout.decorationViewClass(forKind: kind) as? CollectionReusableView.Type else { return nil }
        let reuseKey = ReuseKey.decoration(kind: kind)
        if let live = cells.live[key], live.reuseKey == reuseKey { return live }
        let view = reusableView(reuseKey, identifier: nil) { viewClass.init() }
        cells.setLive(view, for: key)
        view.owner = self
        return view
    }

    /// Without a registered view class, backgrounds fill with the configuration registered for
    /// their kind (or the theme's grouped colour); list separators underline their row.
    private func decorationElement(key: ElementKey, kind: String, in rect: CellRect, clip: CellRect) -> CompositedElement {
        switch kind {
        case CollectionLayoutElementKind.separator, CollectionLayoutElementKind.topSeparator:
            return CompositedElement(key: key, target: rect, clip: clip, content: .separator(theme.separator))
        default:
            // Painted whole, then clipped: a background scrolled partly out of view keeps its
            // border on the edges that are really its own, not on the edge of the view.
            let configuration = decorationConfigurations[kind] ?? .listGroupedCell()
            var image = ScreenBuffer(size: rect.size)
            configuration.paint(into: &image, in: image.bounds, style: configuration.resolvedStyle(for: CellConfigurationState(), theme: theme))
            return CompositedElement(key: key, target: rect, clip: clip, content: .image(image))
        }
    }

    /// A list separator underlines its row's last line. Blanks take the separator's colour, so
    /// the rule reads as one line; text on that line keeps its own colour (the separator's is
    /// too faint to read text in) and is only underlined.
    private func drawSeparator(in rect: CellRect, clip: CellRect, style separator: Style, into buffer: inout ScreenBuffer) {
        let area = rect.intersection(clip)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                guard let cell = buffer.cell(at: CellPoint(x: x, y: y)) else { continue }
                let isBlank = cell.grapheme == " " && !cell.isContinuation
                buffer.applyStyle({ s in
                    var s = s
                    s.attributes.insert(.underline)
                    if isBlank && s.foreground == .default { s.foreground = separator.foreground }
                    return s
                }, in: CellRect(x: x, y: y, width: 1, height: 1))
            }
        }
    }

    /// Cells that were not drawn this frame go back to their pools.
    /// (Drawn elements include separators and backgrounds that have no view, so the counts
    /// cannot tell whether any cell was left out: every live view is checked, O(visible).)
    private func recycleCellsNotDrawn(_ drawn: [ElementKey: DrawnElement]) {
        let kept = animation?.placedKeys ?? []
        cells.recycleLive { drawn[$0] == nil && !kept.contains($0) }
    }
}
