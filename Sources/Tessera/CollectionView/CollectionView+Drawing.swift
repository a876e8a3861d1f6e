import Foundation
import TesseraLayout
import TesseraTerminal

extension CollectionView {
    /// One element to draw this frame: where (content coordinates), how, and above what.
    struct DrawItem {
        var key: ElementKey
        var attributes: CollectionViewLayoutAttributes?
        /// Where the element is in the data drawn (what an update maps to its new place).
        var position: DrawnElement.Position?
        var rect: CellRect
        var dimmed: Bool
        var zIndex: Int
        /// Drawn under everything else: deleted rows fade while neighbours close over them, and
        /// inserted rows are revealed as neighbours move apart.
        var underneath: Bool
    }

    func drawFrame(into buffer: inout ScreenBuffer) {
        guard !frame.isEmpty else { return }
        prepareLayoutIfNeeded()
        counters.frames += 1
        buffer.fill(frame, style: .plain)

        let visible = visibleContentRect
        let attributes = measuredElements(in: visible)
        counters.itemsLaidOut += attributes.count
        var items: [DrawItem] = []
        items.reserveCapacity(attributes.count)
        var seen = Set<ElementKey>()
        let currentTime = lastTime

        for attr in attributes where !attr.isHidden {
            guard let key = key(for: attr) else {
                // Decorations of sections without identity still draw (nothing to animate).
                items.append(DrawItem(key: ElementKey(category: .decoration(attr.representedElementKind ?? ""), identity: AnyHashable(attr.indexPath)),
                                      attributes: attr, position: nil, rect: attr.frame, dimmed: false, zIndex: attr.zIndex, underneath: false))
                continue
            }
            seen.insert(key)
            var rect = attr.frame, dimmed = false, underneath = false
            if let animation, let track = animation.tracks[key], !isPinned(attr) {
                let look = animation.appearance(of: track, at: currentTime)
                rect = look.rect
                dimmed = look.dimmed
                underneath = track.change == .insert
            }
            let position: DrawnElement.Position = attr.representedElementCategory == .cell ? .item(attr.indexPath) : .section(attr.indexPath.section)
            items.append(DrawItem(key: key, attributes: attr, position: position, rect: rect, dimmed: dimmed, zIndex: attr.zIndex,
                                  underneath: underneath))
        }
        // Elements animating off the visible rect, or fading after deletion.
        if let animation {
            for (key, track) in animation.tracks where !seen.contains(key) {
                let look = animation.appearance(of: track, at: currentTime)
                guard look.visible else { continue }
                items.append(DrawItem(key: key, attributes: nil, position: currentPosition(of: key), rect: look.rect, dimmed: look.dimmed,
                                      zIndex: 0, underneath: track.change == .delete))
            }
        }
        items.sort { a, b in
            if a.underneath != b.underneath { return a.underneath }
            return a.zIndex < b.zIndex
        }

        var drawn: [ElementKey: DrawnElement] = [:]
        drawn.reserveCapacity(items.count)
        for item in items {
            draw(item, into: &buffer)
            drawn[item.key] = DrawnElement(rect: item.rect, position: item.position)
        }
        lastDrawn = drawn
        recycleCellsNotDrawn(drawn)
    }

    /// Where an element drawn only by its animation track (off the layout's visible rect) is
    /// in the current data; nil when it is gone (a deleted row fading out).
    private func currentPosition(of key: ElementKey) -> DrawnElement.Position? {
        switch key.category {
        case .cell: return connection?.indexPath(forItemIdentity: key.identity).map(DrawnElement.Position.item)
        case .supplementary, .decoration: return connection?.sectionIndex(forIdentity: key.identity).map(DrawnElement.Position.section)
        }
    }

    /// Converts content coordinates to the screen.
    func screenRect(_ r: CellRect) -> CellRect {
        CellRect(x: frame.x + r.x - contentOffset.x, y: frame.y + r.y - contentOffset.y, width: r.width, height: r.height)
    }

    /// The screen area an element may draw in: the view, narrowed to its section's
    /// horizontal band for what scrolls sideways in orthogonally scrolling sections. A section's
    /// headers and footers sit outside that band and stay where they are, so they are not cut.
    func clipRect(for attributes: CollectionViewLayoutAttributes?) -> CellRect {
        guard let attributes, !isBoundarySupplementary(attributes),
              let band = collectionViewLayout.orthogonalViewport(forSection: attributes.indexPath.section) else { return frame }
        return screenRect(band).intersection(frame)
    }

    func isBoundarySupplementary(_ attr: CollectionViewLayoutAttributes) -> Bool {
        guard attr.representedElementCategory == .supplementaryView,
              let section = collectionViewLayout.section(at: attr.indexPath.section) else { return false }
        return section.boundarySupplementaryItems.contains { $0.elementKind == attr.representedElementKind }
    }

    private func isPinned(_ attr: CollectionViewLayoutAttributes) -> Bool {
        guard attr.representedElementCategory == .supplementaryView,
              let section = collectionViewLayout.section(at: attr.indexPath.section) else { return false }
        return section.boundarySupplementaryItems.contains { $0.elementKind == attr.representedElementKind && $0.pinToVisibleBounds }
    }

    private func draw(_ item: DrawItem, into buffer: inout ScreenBuffer) {
        let target = screenRect(item.rect)
        let clip = clipRect(for: item.attributes)
        guard target.intersects(clip) else { return }
        if case .decoration(let kind) = item.key.category {
            if isSeparatorOfOneLineRow(kind: kind, item.attributes) { return }
            if let view = decorationView(for: item.key, kind: kind) {
                buffer.composite(view.renderedImage(size: target.size, theme: theme), at: target.origin, clip: clip)
            } else {
                drawDecoration(kind: kind, in: target, clip: clip, into: &buffer)
            }
            return
        }
        let cell: CollectionReusableView?
        if let attributes = item.attributes {
            cell = self.cell(for: attributes)
            if let cell, attributes.representedElementCategory == .cell {
                cell.apply(state: state(for: item.key, indexPath: attributes.indexPath))
            }
        } else {
            cell = liveCells[item.key] ?? fadingCells[item.key]
        }
        guard let cell, target.width > 0, target.height > 0 else { return }
        var image = cell.renderedImage(size: CellSize(width: target.width, height: target.height), theme: theme)
        if item.dimmed { image.applyStyle({ var s = $0; s.attributes.insert(.dim); return s }, in: image.bounds) }
        buffer.composite(image, at: target.origin, clip: clip)
    }

    /// A separator underlines its row's last line. On a one-line row that would underline the
    /// text itself, which reads as emphasis, not as a rule: such rows show no separator.
    private func isSeparatorOfOneLineRow(kind: String, _ attributes: CollectionViewLayoutAttributes?) -> Bool {
        guard kind == CollectionLayoutElementKind.separator || kind == CollectionLayoutElementKind.topSeparator,
              let attributes else { return false }
        return (collectionViewLayout.layoutAttributesForItem(at: attributes.indexPath)?.frame.height ?? 1) <= 1
    }

    /// The view drawing a decoration whose kind has a registered view class (on the layout):
    /// the element's own, else one from the kind's pool, else new.
    private func decorationView(for key: ElementKey, kind: String) -> CollectionReusableView? {
        guard let viewClass = collectionViewLayout.decorationViewClass(forKind: kind) as? CollectionReusableView.Type else { return nil }
        let reuseKey = ReuseKey.decoration(kind: kind)
        if let live = liveCells[key], live.reuseKey == reuseKey { return live }
        let view = reusableView(reuseKey, identifier: nil) { viewClass.init() }
        liveCells[key] = view
        return view
    }

    /// Without a registered view class, backgrounds fill with the configuration registered for
    /// their kind (or the theme's grouped colour); list separators underline their row.
    private func drawDecoration(kind: String, in rect: CellRect, clip: CellRect, into buffer: inout ScreenBuffer) {
        switch kind {
        case CollectionLayoutElementKind.separator, CollectionLayoutElementKind.topSeparator:
            // Blanks take the separator's colour, so the rule reads as one line; text on the
            // row's last line keeps its own colour (the separator's is too faint to read text
            // in) and is only underlined.
            let separator = theme.separator
            let area = rect.intersection(clip)
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX {
                    let cell = buffer[x, y]
                    let isBlank = cell.grapheme == " " && !cell.isContinuation
                    buffer.applyStyle({ s in
                        var s = s
                        s.attributes.insert(.underline)
                        if isBlank && s.foreground == .default { s.foreground = separator.foreground }
                        return s
                    }, in: CellRect(x: x, y: y, width: 1, height: 1))
                }
            }
        default:
            // Painted whole, then clipped: a background scrolled partly out of view keeps its
            // border on the edges that are really its own, not on the edge of the view.
            let configuration = decorationConfigurations[kind] ?? .listGroupedCell()
            var image = ScreenBuffer(size: rect.size)
            configuration.paint(into: &image, in: image.bounds, style: configuration.resolvedStyle(for: CellConfigurationState(), theme: theme))
            buffer.composite(image, at: rect.origin, clip: clip)
        }
    }

    /// Cells that were not drawn this frame go back to their pools.
    /// (Drawn elements include separators and backgrounds that have no view, so the counts
    /// cannot tell whether any cell was left out: every live view is checked, O(visible).)
    private func recycleCellsNotDrawn(_ drawn: [ElementKey: DrawnElement]) {
        for (key, cell) in liveCells where drawn[key] == nil {
            liveCells[key] = nil
            recycle(cell)
        }
    }
}
