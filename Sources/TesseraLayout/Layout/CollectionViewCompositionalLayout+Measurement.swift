import Foundation

extension CollectionViewCompositionalLayout {
    /// Takes in the measured size of an estimated item: its group is laid out again and every
    /// later group and section moves, in O(log n). Only the item's estimated axes change.
    public func invalidateSize(_ size: CellSize, forItemAt indexPath: IndexPath) {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return }
        let section = sections[indexPath.section]
        guard section.recordMeasuredSize(CGSize(width: size.width, height: size.height), forItem: indexPath.item) else { return }
        counters.measurements += 1
        section.refreshGroup(indexPath.item / section.itemsPerGroup)
        sectionExtentChanged(indexPath.section)
    }

    /// Whether the item at `indexPath` sizes itself (has an estimated width or height), so that
    /// a measurement of its cell is taken in; false for absolute and fractional sizes, and for an
    /// index path with no item. A view asks before measuring a reconfigured cell. O(1).
    package func sizesItemToFit(at indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return false }
        return sections[indexPath.section].isEstimated(item: indexPath.item)
    }

    /// Takes in the measured size of an estimated header or footer (of a section, at item 0,
    /// or of the layout, at `[0, 0]`). Its length along the scrolling axis is used.
    public func invalidateSize(_ size: CellSize, forSupplementaryElementOfKind elementKind: String, at indexPath: IndexPath) {
        guard indexPath.count == 2 else { return }
        let length = scrollAxis.length(of: size)
        if sections.indices.contains(indexPath.section), indexPath.item == 0,
           let position = sections[indexPath.section].boundaries.items.firstIndex(where: { $0.item.elementKind == elementKind }) {
            counters.measurements += 1
            if sections[indexPath.section].recordMeasuredLength(length, forBoundaryAt: position) {
                sectionExtentChanged(indexPath.section)
            }
            return
        }
        if indexPath == IndexPath(item: 0, section: 0),
           let position = globalBoundaries.items.firstIndex(where: { $0.item.elementKind == elementKind }),
           globalBoundaries.items[position].isEstimated {
            counters.measurements += 1
            globalBoundaries.items[position].isMeasured = true
            globalBoundaries.items[position].alongLength = max(0, length)
        }
    }

    // MARK: Measuring, as its own step

    /// Measures the estimated elements that a query for `rect` would return and that have no
    /// measured size yet (UIKit's `preferredLayoutAttributesFitting`, asked of the cells about
    /// to show). `measure` gets each one's attributes at its estimated size and returns the size
    /// it wants (only estimated axes are used; nil keeps the estimate); the answer is recorded
    /// as `invalidateSize` would. Sections are walked in order, each measured before the next
    /// is placed, so everything after a measured element moves before it is looked at.
    ///
    /// Queries never measure and never ask for cells: call this first (the collection view does,
    /// for the rects it is about to query). O(elements in rect + log n).
    public func measureElements(in rect: CellRect, using measure: (CollectionViewLayoutAttributes) -> CellSize?) {
        guard !rect.isEmpty else { return }
        measureGlobalBoundaries(using: measure)
        guard !sections.isEmpty else { return }
        let visible = CellSpan(start: scrollAxis.start(of: rect), end: scrollAxis.end(of: rect))
        var index = sectionStarts.run(containing: visible.start - sectionOverhang - globalBoundaries.startLength)
        while index < sections.count, sectionStart(index) < visible.end + sectionOverhang {
            let section = sections[index]
            measureBoundaries(of: section, using: measure)
            if section.groupCount > 0 && section.hasEstimatedItems {
                let groups = visibleGroups(of: section, sectionStart: sectionStart(index), offset: orthogonalOffset(forSection: index), rect: rect)
                var measuredAny = false
                for group in groups where measureGroup(group, of: section, using: measure) { measuredAny = true }
                // Once everything in view is measured (every frame after the first), nothing moved.
                if measuredAny { sectionExtentChanged(index) }
            }
            index += 1
        }
    }

    /// Measures a group's unmeasured estimated items, then lays the group out again once.
    /// Returns whether it measured any.
    private func measureGroup(_ group: Int, of section: SectionLayout, using measure: (CollectionViewLayoutAttributes) -> CellSize?) -> Bool {
        let base = group * section.itemsPerGroup
        let leaves = 0..<section.itemCount(inGroup: group)
        func isUnmeasured(_ leaf: Int) -> Bool { section.itemIsEstimated[leaf] && !section.hasMeasurement(forItem: base + leaf) }
        // Checked without building an array: after the first frame every group in view passes here.
        guard leaves.contains(where: isUnmeasured) else { return false }
        let unmeasured = leaves.filter(isUnmeasured)
        let (frames, origin) = placement(ofGroup: group, in: section)
        for leaf in unmeasured {
            let estimated = cellAttributes(section: section, item: base + leaf, frame: frames.items[leaf].offsetBy(dx: origin.x, dy: origin.y),
                                           zIndex: frames.itemZIndices[leaf])
            let size = measure(estimated) ?? estimated.size
            counters.measurements += 1
            _ = section.recordMeasuredSize(CGSize(width: size.width, height: size.height), forItem: base + leaf)
        }
        section.refreshGroup(group)
        return true
    }

    /// Measures a section's unmeasured estimated headers and footers.
    private func measureBoundaries(of section: SectionLayout, using measure: (CollectionViewLayoutAttributes) -> CellSize?) {
        guard section.boundaries.items.contains(where: { $0.isEstimated && !$0.isMeasured }) else { return }
        let frames = boundaryFrames(of: section, sectionStart: sectionStart(section.index))
        for (position, placement) in section.boundaries.items.enumerated() where placement.isEstimated && !placement.isMeasured {
            let estimated = supplementaryAttributes(kind: placement.item.elementKind, indexPath: IndexPath(item: 0, section: section.index),
                                                    frame: frames[position], zIndex: placement.item.zIndex)
            let size = measure(estimated) ?? estimated.size
            counters.measurements += 1
            _ = section.recordMeasuredLength(scrollAxis.length(of: size), forBoundaryAt: position)
        }
        sectionExtentChanged(section.index)
    }

    /// Measures the layout's own estimated headers and footers.
    private func measureGlobalBoundaries(using measure: (CollectionViewLayoutAttributes) -> CellSize?) {
        guard globalBoundaries.items.contains(where: { $0.isEstimated && !$0.isMeasured }) else { return }
        let frames = globalBoundaryFrames()
        for (position, placement) in globalBoundaries.items.enumerated() where placement.isEstimated && !placement.isMeasured {
            let estimated = supplementaryAttributes(kind: placement.item.elementKind, indexPath: IndexPath(item: 0, section: 0),
                                                    frame: frames[position], zIndex: placement.item.zIndex)
            let size = measure(estimated) ?? estimated.size
            counters.measurements += 1
            globalBoundaries.items[position].isMeasured = true
            globalBoundaries.items[position].alongLength = scrollAxis.length(of: size)
        }
    }
}
