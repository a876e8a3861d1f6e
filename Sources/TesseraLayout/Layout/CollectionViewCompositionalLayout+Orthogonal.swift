import Foundation

/// Orthogonal sections scroll across the layout's main axis on their own offset, held here
/// per section. Offsets are in cells from the start of the section's scrolling content, and
/// every frame the layout returns for the section is already shifted by it.
extension CollectionViewCompositionalLayout {
    /// Whether section `index` scrolls across the main axis.
    package func isOrthogonallyScrolling(section index: Int) -> Bool {
        sections.indices.contains(index) && sections[index].isOrthogonal
    }

    /// The length of the section's scrolling content across the main axis (its width in a
    /// vertical layout): leading inset, groups and spacing, trailing inset. For other sections,
    /// the visible width.
    package func orthogonalContentLength(forSection index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].orthogonalContentLength : 0
    }

    /// Where the section's scrolling content is shown, in content coordinates: the band of its
    /// groups (content insets included) across the container's reference width. The view clips
    /// the section's cells to it. Nil for sections that do not scroll orthogonally.
    package func orthogonalViewport(forSection index: Int) -> CellRect? {
        guard isOrthogonallyScrolling(section: index) else { return nil }
        let section = sections[index]
        let start = sectionStart(index) + section.padding + section.boundaries.startLength
        return scrollAxis.rect(along: start, alongLength: section.insetStart + section.bandLength + section.insetEnd,
                               across: section.referenceSpan.start, acrossLength: section.referenceSpan.length)
    }

    /// The largest offset section `index` can scroll to: its ``orthogonalContentLength(forSection:)``
    /// less the visible width, at least 0; 0 for sections that do not scroll orthogonally. O(1).
    package func maximumOrthogonalOffset(forSection index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].maximumOrthogonalOffset : 0
    }

    /// The section's current offset, within `0...maximumOrthogonalOffset`.
    package func orthogonalOffset(forSection index: Int) -> Int {
        guard isOrthogonallyScrolling(section: index) else { return 0 }
        return min(max(0, orthogonalOffsets[index] ?? 0), sections[index].maximumOrthogonalOffset)
    }

    /// Scrolls the section to `offset`, clamped to its content. O(1).
    package func setOrthogonalOffset(_ offset: Int, forSection index: Int) {
        guard isOrthogonallyScrolling(section: index) else { return }
        orthogonalOffsets[index] = min(max(0, offset), sections[index].maximumOrthogonalOffset)
    }

    /// Carries each section's offset to where the section went in an update (`newIndex` maps
    /// an old section index to its new one; nil: the section is gone, and so is its offset).
    /// Call it before preparing for the new item counts. O(sections scrolled).
    package func moveOrthogonalOffsets(_ newIndex: (Int) -> Int?) {
        var moved: [Int: Int] = [:]
        for (section, offset) in orthogonalOffsets {
            if let index = newIndex(section) { moved[index] = offset }
        }
        orthogonalOffsets = moved
    }

    /// Where the section comes to rest when scrolling stops near `proposedOffset`, under its
    /// behaviour: anywhere (`continuous`), the nearest group's leading edge
    /// (`continuousGroupLeadingBoundary`, `groupPaging`), the nearest multiple of the visible
    /// width (`paging`), the nearest group centred (`groupPagingCentered`), 0 (`none`).
    /// O(log n).
    package func restingOrthogonalOffset(forSection index: Int, proposedOffset: Int) -> Int {
        guard isOrthogonallyScrolling(section: index) else { return 0 }
        let section = sections[index]
        let maximum = section.maximumOrthogonalOffset
        let proposed = min(max(0, proposedOffset), maximum)
        switch section.behavior {
        case .none:
            return 0
        case .continuous:
            return proposed
        case .paging:
            let page = max(1, section.referenceSpan.length)
            return min((proposed + page / 2) / page * page, maximum)
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            // A group rests at its own start: at the leading inset, or centred when the
            // leading inset is the centring one.
            let group = section.group(containing: proposed)
            let before = min(section.groupStart(group), maximum)
            let after = group + 1 < section.groupCount ? min(section.groupStart(group + 1), maximum) : maximum
            return proposed - before <= after - proposed ? before : after
        }
    }

    /// Where the section should rest so the item at `item` is in view, starting from the
    /// current offset: unchanged if the item is already fully visible (except under
    /// `groupPagingCentered`, which always centres the item's group); otherwise just far
    /// enough (`continuous`), its group's leading edge (`continuousGroupLeadingBoundary`,
    /// `groupPaging`), or the page holding its leading edge (`paging`). O(log n).
    package func restingOrthogonalOffset(forSection index: Int, revealingItem item: Int) -> Int {
        guard isOrthogonallyScrolling(section: index) else { return 0 }
        let section = sections[index]
        guard item >= 0, item < section.itemCount else { return orthogonalOffset(forSection: index) }
        let maximum = section.maximumOrthogonalOffset
        let current = orthogonalOffset(forSection: index)
        let viewport = section.referenceSpan.length
        let group = item / section.itemsPerGroup
        let frame = section.frames(ofGroup: group).items[item % section.itemsPerGroup]
        let across = section.stackAxis
        // The item's span in the scrolling content's own coordinates.
        let itemStart = section.orthogonalLeading + section.groupStart(group) + across.start(of: frame)
        let itemEnd = itemStart + across.length(of: frame.size)
        func reveals(_ offset: Int) -> Bool { itemStart >= offset && itemEnd <= offset + viewport }
        func clamp(_ offset: Int) -> Int { min(max(0, offset), maximum) }
        let nearest = clamp(itemStart < current ? itemStart : itemEnd > current + viewport ? itemEnd - viewport : current)
        // An item wider than the view shows its leading edge.
        let continuous = itemEnd - itemStart > viewport ? clamp(itemStart) : nearest

        switch section.behavior {
        case .none:
            return 0
        case .continuous:
            return continuous
        case .groupPagingCentered:
            return clamp(section.groupStart(group))
        case .continuousGroupLeadingBoundary, .groupPaging:
            if reveals(current) { return current }
            let boundary = clamp(section.groupStart(group))
            return reveals(boundary) ? boundary : continuous
        case .paging:
            if reveals(current) { return current }
            let page = max(1, viewport)
            let paged = clamp(itemStart / page * page)
            return reveals(paged) ? paged : continuous
        }
    }
}

/// Flicks: one key press sets an orthogonal section moving; its behaviour and its
/// `orthogonalScrollingProperties` decide where it stops and whether it bounces.
extension CollectionViewCompositionalLayout {
    /// How far a flick carries section `index` before it stops, under its deceleration rate
    /// and at the one speed a key press gives: a visible width at `.normal`, about a fifth of
    /// one at `.fast`. Nil when the rate never stops it short of an end, and for sections that
    /// do not scroll orthogonally.
    package func orthogonalFlickDistance(forSection index: Int) -> Int? {
        guard isOrthogonallyScrolling(section: index) else { return nil }
        let section = sections[index]
        return section.section.orthogonalScrollingProperties.decelerationRate.travel(viewport: section.referenceSpan.length)
    }

    /// Where a flick `forward` (toward the end of the content) or back takes section `index`
    /// from its current offset. It always moves unless it is already at that end:
    ///
    /// - `continuous`: by `orthogonalFlickDistance`;
    /// - `continuousGroupLeadingBoundary`: by that distance, then to the nearest group's leading
    ///   edge, and at least to the next one in the flick's direction;
    /// - `paging`: to the next multiple of the visible width; `groupPaging` and
    ///   `groupPagingCentered`: to the next group (paging ignores the deceleration rate, as it
    ///   does on iOS).
    ///
    /// When the flick would carry the section past an end, it rests at that end and, if its
    /// `bounce` allows (`.automatic` when there is something to scroll, `.always` even when the
    /// content fits, never with `.never`), bounces: `bounceOffset` is past the end by what was
    /// left of the flick, at most two columns (one row when the section scrolls vertically:
    /// cells are about twice as tall as wide, so both are about the same distance on screen).
    /// O(log n).
    package func orthogonalFlick(forSection index: Int, forward: Bool) -> OrthogonalFlick {
        guard isOrthogonallyScrolling(section: index) else { return OrthogonalFlick(restingOffset: 0) }
        let section = sections[index]
        let maximum = section.maximumOrthogonalOffset
        let current = orthogonalOffset(forSection: index)
        let direction = forward ? 1 : -1
        // Where a free-scrolling flick would coast to (nil distance: on to the end).
        var coasted: Int {
            orthogonalFlickDistance(forSection: index).map { current + direction * $0 } ?? (forward ? Int.max / 2 : -Int.max / 2)
        }
        // Where the flick would take the section if the content had no ends.
        let unbounded: Int
        switch section.behavior {
        case .none:
            return OrthogonalFlick(restingOffset: 0)
        case .continuous:
            unbounded = coasted
        case .continuousGroupLeadingBoundary:
            let free = coasted
            if free < 0 || free > maximum {
                unbounded = free
            } else {
                let snapped = restingOrthogonalOffset(forSection: index, proposedOffset: free)
                let progressed = forward ? snapped > current : snapped < current
                unbounded = progressed ? snapped : nextGroupBoundary(of: section, from: current, forward: forward)
            }
        case .paging:
            let page = max(1, section.referenceSpan.length)
            if forward {
                unbounded = (current / page + 1) * page
            } else {
                unbounded = current % page == 0 ? current - page : current / page * page
            }
        case .groupPaging, .groupPagingCentered:
            unbounded = nextGroupBoundary(of: section, from: current, forward: forward)
        }
        let resting = min(max(0, unbounded), maximum)
        let leftover = unbounded > maximum ? unbounded - maximum : unbounded < 0 ? -unbounded : 0
        let bounce = section.section.orthogonalScrollingProperties.bounce
        let mayBounce = bounce == .always || (bounce == .automatic && maximum > 0)
        guard leftover > 0, mayBounce else { return OrthogonalFlick(restingOffset: resting) }
        let distance = min(leftover, section.stackAxis == .horizontal ? 2 : 1)
        return OrthogonalFlick(restingOffset: resting, bounceOffset: forward ? maximum + distance : -distance)
    }

    /// The next group's resting offset after (or before) `current`, unclamped: a group's
    /// length past the end when no further group can come to rest in that direction (the
    /// flick runs into the end with all its speed).
    private func nextGroupBoundary(of section: SectionLayout, from current: Int, forward: Bool) -> Int {
        let maximum = section.maximumOrthogonalOffset
        let group = section.group(containing: current)
        let step = max(1, section.groupLength(group))
        if forward {
            // Groups near the end cannot reach their own resting place: the end stands in for
            // them, and a flick from the end runs past it.
            guard group + 1 < section.groupCount, current < maximum else { return max(current, maximum) + step }
            return min(section.groupStart(group + 1), maximum)
        }
        if section.groupStart(group) < current { return section.groupStart(group) }
        return group > 0 ? section.groupStart(group - 1) : current - step
    }
}
