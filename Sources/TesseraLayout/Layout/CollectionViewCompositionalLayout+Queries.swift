import Foundation

extension CollectionViewCompositionalLayout {
    /// Every element whose frame shares a cell with `rect` (content coordinates): cells,
    /// supplementaries (pinned headers placed for this rect, as the visible rect) and
    /// decorations. Orthogonal sections are shifted by their current offsets. Elements with an
    /// empty frame are never returned. Estimated elements not measured yet are at their
    /// estimate: `measureElements(in:using:)` is the step that measures them. Runs no cell
    /// provider; the one piece of app code it runs is a section's
    /// `visibleItemsInvalidationHandler`, which is part of the layout description (as in UIKit).
    /// O(elements returned + log n).
    func elements(in rect: CellRect) -> [CollectionViewLayoutAttributes] {
        guard !rect.isEmpty else { return [] }
        var results: [CollectionViewLayoutAttributes] = []
        let visible = CellSpan(start: scrollAxis.start(of: rect), end: scrollAxis.end(of: rect))
        if !sections.isEmpty {
            var index = sectionStarts.run(containing: visible.start - sectionOverhang - globalBoundaries.startLength)
            while index < sections.count, sectionStart(index) < visible.end + sectionOverhang {
                appendElements(ofSection: index, in: rect, visible: visible, to: &results)
                index += 1
            }
        }
        appendGlobalBoundaries(in: rect, visible: visible, to: &results)
        counters.elementsReturned += results.count
        return results
    }

    /// The cell at `indexPath` (orthogonal sections shifted by their offset); nil when the
    /// layout holds no such item.
    func itemAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        let (frames, origin) = placement(ofGroup: indexPath.item / section.itemsPerGroup, in: section)
        let leaf = indexPath.item % section.itemsPerGroup
        return cellAttributes(section: section, item: indexPath.item, frame: frames.items[leaf].offsetBy(dx: origin.x, dy: origin.y),
                              zIndex: frames.itemZIndices[leaf])
    }

    /// A header, footer (at item 0 of its section, or `[0, 0]` for the layout's own) or an
    /// item's supplementary, at its natural (unpinned) position: the collection view's spelling
    /// of ``layoutAttributesForSupplementaryView(ofKind:at:)``.
    package func layoutAttributesForSupplementaryElement(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// A header, footer (at item 0 of its section, or `[0, 0]` for the layout's own) or an
    /// item's supplementary, at its natural (unpinned) position.
    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if sections.indices.contains(indexPath.section) {
            let section = sections[indexPath.section]
            let start = sectionStart(indexPath.section)
            if indexPath.item == 0, let position = section.boundaries.items.firstIndex(where: { $0.item.elementKind == elementKind }) {
                let frame = boundaryFrames(of: section, sectionStart: start)[position]
                return supplementaryAttributes(kind: elementKind, indexPath: indexPath, frame: frame,
                                               zIndex: section.boundaries.items[position].item.zIndex)
            }
            if indexPath.item >= 0, indexPath.item < section.itemCount {
                let leaf = indexPath.item % section.itemsPerGroup
                let (frames, origin) = placement(ofGroup: indexPath.item / section.itemsPerGroup, in: section)
                if let supplementary = frames.supplementaries.first(where: { $0.leaf == leaf && $0.kind == elementKind }) {
                    return supplementaryAttributes(kind: elementKind, indexPath: indexPath,
                                                   frame: supplementary.frame.offsetBy(dx: origin.x, dy: origin.y),
                                                   zIndex: supplementary.zIndex + section.cellZBase)
                }
            }
        }
        if indexPath == IndexPath(item: 0, section: 0) { return layoutBoundaryAttributes(ofKind: elementKind) }
        return nil
    }

    /// The layout's own header or footer of `elementKind` (the configuration's
    /// `boundarySupplementaryItems`) at its natural (unpinned) position; nil when it has none.
    package func layoutBoundaryAttributes(ofKind elementKind: String) -> CollectionViewLayoutAttributes? {
        guard let position = globalBoundaries.items.firstIndex(where: { $0.item.elementKind == elementKind }) else { return nil }
        var attributes = supplementaryAttributes(kind: elementKind, indexPath: IndexPath(item: 0, section: 0), frame: globalBoundaryFrames()[position],
                                                 zIndex: globalBoundaries.items[position].item.zIndex)
        attributes.isLayoutBoundary = true
        return attributes
    }

    /// Whether the layout's own boundary item of `elementKind` pins to the visible bounds.
    package func pinsLayoutBoundary(ofKind elementKind: String) -> Bool {
        globalBoundaries.items.contains { $0.item.elementKind == elementKind && $0.item.pinToVisibleBounds }
    }

    /// A section background (item 0 of its section) or a list row's separator.
    func decorationAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        if elementKind == CollectionLayoutElementKind.separator || elementKind == CollectionLayoutElementKind.topSeparator {
            guard let cell = layoutAttributesForItem(at: indexPath) else { return nil }
            return separatorAttributes(for: cell, in: section).first { $0.representedElementKind == elementKind }
        }
        guard indexPath.item == 0, let decoration = section.section.decorationItems.first(where: { $0.elementKind == elementKind }) else { return nil }
        return decorationAttributes(decoration, of: section, sectionStart: sectionStart(indexPath.section))
    }

    /// The item whose frame holds `point`, topmost first; nil over empty space.
    public func indexPathForItem(at point: CellPoint) -> IndexPath? {
        layoutAttributesForElements(in: CellRect(origin: point, size: CellSize(width: 1, height: 1)))
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) && !$0.isHidden }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    // MARK: Sections

    private func appendElements(ofSection index: Int, in rect: CellRect, visible: CellSpan,
                                to results: inout [CollectionViewLayoutAttributes]) {
        let section = sections[index]
        let start = sectionStart(index)
        let firstResult = results.count

        for decoration in section.section.decorationItems {
            let attributes = decorationAttributes(decoration, of: section, sectionStart: start)
            if attributes.frame.intersects(rect) { results.append(attributes) }
        }

        if section.groupCount > 0 {
            let offset = orthogonalOffset(forSection: index)
            let groups = visibleGroups(of: section, sectionStart: start, offset: offset, rect: rect)
            counters.groupsVisited += groups.count
            for group in groups {
                appendGroup(group, of: section, in: rect, to: &results)
            }
        }

        let frames = boundaryFrames(of: section, sectionStart: start)
        let limits = CellSpan(start: start + section.padding + section.boundaries.startLength,
                              end: start + section.extent - section.boundaries.endLength)
        for (placement, natural) in zip(section.boundaries.items, frames) {
            let frame = placement.item.pinToVisibleBounds
                ? section.boundaries.pinned(natural, side: placement.side, visible: visible, limits: limits) : natural
            guard frame.intersects(rect) else { continue }
            results.append(supplementaryAttributes(kind: placement.item.elementKind, indexPath: IndexPath(item: 0, section: index),
                                                   frame: frame, zIndex: placement.item.zIndex))
        }

        if let handler = section.section.visibleItemsInvalidationHandler, results.count > firstResult {
            let visibleItems = results[firstResult...].map(CollectionLayoutVisibleItem.init)
            let orthogonal = CGFloat(orthogonalOffset(forSection: index))
            let contentOffset = !section.isOrthogonal ? CGPoint(x: rect.minX, y: rect.minY)
                : scrollAxis.other == .horizontal ? CGPoint(x: orthogonal, y: 0) : CGPoint(x: 0, y: orthogonal)
            handler(visibleItems, contentOffset, environment)
            for (position, item) in zip(firstResult..., visibleItems) {
                results[position] = item.applied(to: results[position])
            }
        }
    }

    /// The groups of `section` that may have an element in `rect`: those whose span, widened
    /// by how far supplementary items reach out of a group, meets the rect along the stack axis.
    func visibleGroups(of section: SectionLayout, sectionStart: Int, offset: Int, rect: CellRect) -> [Int] {
        let scroll = scrollAxis
        let stack = section.stackAxis
        let first: Int, end: Int
        if section.isOrthogonal {
            let bandStart = sectionStart + section.contentStart
            let band = CellSpan(start: bandStart - section.overhang.acrossBefore,
                                end: bandStart + section.bandLength + section.overhang.acrossAfter)
            guard band.start < scroll.end(of: rect), scroll.start(of: rect) < band.end else { return [] }
            let origin = section.referenceSpan.start + section.orthogonalLeading - offset
            first = stack.start(of: rect) - origin - section.overhang.after
            end = stack.end(of: rect) - origin + section.overhang.before
        } else {
            let origin = sectionStart + section.contentStart
            first = stack.start(of: rect) - origin - section.overhang.after
            end = stack.end(of: rect) - origin + section.overhang.before
        }
        var groups: [Int] = []
        var group = section.group(containing: first)
        while group < section.groupCount, section.groupStart(group) < end {
            groups.append(group)
            group += 1
        }
        return groups
    }

    /// A group's frames and where its origin is now, in content cells.
    func placement(ofGroup group: Int, in section: SectionLayout) -> (frames: GroupFrames, origin: CellPoint) {
        (section.frames(ofGroup: group),
         section.groupOrigin(group, sectionStart: sectionStart(section.index), orthogonalOffset: orthogonalOffset(forSection: section.index)))
    }

    private func appendGroup(_ group: Int, of section: SectionLayout, in rect: CellRect, to results: inout [CollectionViewLayoutAttributes]) {
        let (frames, origin) = placement(ofGroup: group, in: section)
        let count = section.itemCount(inGroup: group)
        let base = group * section.itemsPerGroup
        for leaf in 0..<count {
            let frame = frames.items[leaf].offsetBy(dx: origin.x, dy: origin.y)
            guard frame.intersects(rect) else { continue }
            let cell = cellAttributes(section: section, item: base + leaf, frame: frame, zIndex: frames.itemZIndices[leaf])
            results.append(cell)
            for separator in separatorAttributes(for: cell, in: section) where separator.frame.intersects(rect) {
                results.append(separator)
            }
        }
        for supplementary in frames.supplementaries where supplementary.leaf < count {
            let frame = supplementary.frame.offsetBy(dx: origin.x, dy: origin.y)
            guard frame.intersects(rect) else { continue }
            results.append(supplementaryAttributes(kind: supplementary.kind, indexPath: IndexPath(item: base + supplementary.leaf, section: section.index),
                                                   frame: frame, zIndex: supplementary.zIndex + section.cellZBase))
        }
    }

    // MARK: Attributes

    func cellAttributes(section: SectionLayout, item: Int, frame: CellRect, zIndex: Int) -> CollectionViewLayoutAttributes {
        CollectionViewLayoutAttributes(frame: frame, zIndex: zIndex + section.cellZBase, indexPath: IndexPath(item: item, section: section.index))
    }

    func supplementaryAttributes(kind: String, indexPath: IndexPath, frame: CellRect, zIndex: Int) -> CollectionViewLayoutAttributes {
        CollectionViewLayoutAttributes(frame: frame, zIndex: zIndex, indexPath: indexPath,
                                       representedElementCategory: .supplementaryView, representedElementKind: kind)
    }

    /// A section background: the section's content and content insets (headers and footers
    /// excluded), across the section's reference span, shrunk by the decoration's insets.
    func decorationAttributes(_ decoration: CollectionLayoutDecorationItem, of section: SectionLayout,
                              sectionStart: Int) -> CollectionViewLayoutAttributes {
        let along = CellSpan(start: sectionStart + section.padding + section.boundaries.startLength,
                             end: sectionStart + section.extent - section.boundaries.endLength)
        let alongInsets = scrollAxis.insets(decoration.contentInsets)
        let acrossInsets = scrollAxis.other.insets(decoration.contentInsets)
        let insetAlong = along.inset(start: CellRounding.cells(alongInsets.start), end: CellRounding.cells(alongInsets.end))
        let insetAcross = section.referenceSpan.inset(start: CellRounding.cells(acrossInsets.start), end: CellRounding.cells(acrossInsets.end))
        let frame = scrollAxis.rect(along: insetAlong.start, alongLength: insetAlong.length, across: insetAcross.start, acrossLength: insetAcross.length)
        return CollectionViewLayoutAttributes(frame: frame, zIndex: decoration.zIndex, indexPath: IndexPath(item: 0, section: section.index),
                                              representedElementCategory: .decorationView, representedElementKind: decoration.elementKind)
    }

    /// The section's boundary items at their natural positions.
    func boundaryFrames(of section: SectionLayout, sectionStart: Int) -> [CellRect] {
        section.boundaries.frames(origin: sectionStart + section.padding,
                                  middle: section.insetStart + section.bandLength + section.insetEnd,
                                  contentStart: sectionStart + section.contentStart)
    }

    func globalBoundaryFrames() -> [CellRect] {
        globalBoundaries.frames(origin: 0, middle: sectionsLength, contentStart: globalBoundaries.startLength)
    }

    private func appendGlobalBoundaries(in rect: CellRect, visible: CellSpan, to results: inout [CollectionViewLayoutAttributes]) {
        guard !globalBoundaries.items.isEmpty else { return }
        let total = collectionViewContentSize
        let limits = CellSpan(start: 0, end: scrollAxis.length(of: total))
        for (placement, natural) in zip(globalBoundaries.items, globalBoundaryFrames()) {
            let frame = placement.item.pinToVisibleBounds
                ? globalBoundaries.pinned(natural, side: placement.side, visible: visible, limits: limits) : natural
            guard frame.intersects(rect) else { continue }
            var attributes = supplementaryAttributes(kind: placement.item.elementKind, indexPath: IndexPath(item: 0, section: 0),
                                                     frame: frame, zIndex: placement.item.zIndex)
            attributes.isLayoutBoundary = true
            results.append(attributes)
        }
    }
}
