import Foundation

/// One section prepared for queries: its description resolved for the container, the frames
/// of one group (the template every group of known size shares), and the offsets of its
/// groups, which measured sizes adjust in O(log n).
///
/// Along the scrolling axis a section is: padding (a list's header top padding), extending
/// headers, the top content inset, the groups, the bottom content inset, extending footers.
/// Positions along it are relative to the section's start; positions across it are absolute.
final class SectionLayout {
    let index: Int
    let section: CollectionLayoutSection
    let itemCount: Int
    let scrollAxis: LayoutAxis
    let isOrthogonal: Bool
    let arranger: GroupArranger

    let planned: PlannedGroup
    /// The top group's size before its estimated axes follow its content.
    let proposedGroupSize: CGSize
    /// The most a group may grow to: across a normal section, its content's width.
    let sizeLimit: CellSize?
    let template: GroupFrames
    let itemsPerGroup: Int
    let groupCount: Int
    let interGroupSpacing: Int
    /// Which of a group's items have an estimated dimension (and so may be measured).
    let itemIsEstimated: [Bool]
    let hasEstimatedItems: Bool
    /// The top group's length along the scrolling axis is shared by every group (uniform).
    let isUniform: Bool
    /// How far supplementary items reach outside their group, along and across the stack axis.
    let overhang: (before: Int, after: Int, acrossBefore: Int, acrossAfter: Int)

    /// Across the scrolling axis: the container minus the reference insets; the groups' span;
    /// the headers' span.
    let referenceSpan: CellSpan
    let contentSpan: CellSpan
    let padding: Int
    let insetStart: Int
    let insetEnd: Int
    var boundaries: BoundaryStack

    /// Group starts along the stack axis (each run is a group plus the inter-group spacing).
    var groupStarts: RunOffsets
    /// Orthogonal sections: how much each measured group's band length exceeds the template's.
    /// Uniform sections: the same for group lengths. Its maximum sets the band or the length.
    var lengthDeltas: MaxTree
    var measuredItems: [Int: CGSize] = [:]
    var instances: [Int: GroupFrames] = [:]
    private var uniformTemplate: GroupFrames?

    /// Orthogonal sections: blank cells before the first group and after the last, inside the
    /// scrolling band.
    let orthogonalLeading: Int
    let orthogonalTrailing: Int

    /// The axis groups follow one another on: the scrolling axis, or across it when orthogonal.
    var stackAxis: LayoutAxis { isOrthogonal ? scrollAxis.other : scrollAxis }
    var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior { section.orthogonalScrollingBehavior }
    /// Cells come above a decoration's default zIndex when the section has decorations.
    let cellZBase: Int
    /// A list section's separators, looked up once rather than for every row.
    let separators: (configuration: ListSeparatorConfiguration, handler: ((IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration)?)?

    init(index: Int, section: CollectionLayoutSection, itemCount: Int, container: CellSize, scrollAxis: LayoutAxis,
         referenceSpan: CellSpan, supplementarySpan: CellSpan, arranger: GroupArranger) {
        self.index = index
        self.section = section
        self.itemCount = max(0, itemCount)
        self.scrollAxis = scrollAxis
        self.isOrthogonal = section.orthogonalScrollingBehavior != .none
        self.arranger = arranger
        cellZBase = section.decorationItems.isEmpty ? 0 : 1
        if let list = section.listConfiguration, list.showsSeparators, !isOrthogonal {
            separators = (list.separatorConfiguration, list.itemSeparatorHandler)
        } else {
            separators = nil
        }
        self.referenceSpan = referenceSpan
        let across = scrollAxis.other
        let resolver = arranger.resolver

        let insets = section.contentInsets
        let acrossInsets = across.insets(insets)
        let alongInsets = scrollAxis.insets(insets)
        contentSpan = referenceSpan.inset(start: CellRounding.cells(acrossInsets.start), end: CellRounding.cells(acrossInsets.end))
        padding = CellRounding.cells(section.paddingBeforeBoundary)
        insetStart = CellRounding.cells(alongInsets.start)
        insetEnd = CellRounding.cells(alongInsets.end)
        interGroupSpacing = CellRounding.cells(section.interGroupSpacing)
        let containerAlong = scrollAxis.length(of: container)
        let alongAvailable = max(0, containerAlong - insetStart - insetEnd)

        let headerSpan = section.supplementariesFollowContentInsets
            ? supplementarySpan.inset(start: CellRounding.cells(acrossInsets.start), end: CellRounding.cells(acrossInsets.end))
            : supplementarySpan
        boundaries = BoundaryStack(
            items: section.boundarySupplementaryItems.map {
                BoundaryPlacement($0, scrollAxis: scrollAxis, span: headerSpan, containerAlong: containerAlong, resolver: resolver)
            },
            scrollAxis: scrollAxis, span: headerSpan)

        // The top group, sized in the section's content; across a normal section it never
        // exceeds the content, so items stay inside the section.
        let groupContainer = scrollAxis.size(along: CGFloat(alongAvailable), across: CGFloat(contentSpan.length))
        var proposed = resolver.size(section.group.layoutSize, in: groupContainer)
        if !isOrthogonal {
            let acrossLength = min(across.length(of: proposed), CGFloat(contentSpan.length))
            proposed = scrollAxis.size(along: scrollAxis.length(of: proposed), across: acrossLength)
        }
        proposed = CGSize(width: CGFloat(CellRounding.cells(proposed.width)), height: CGFloat(CellRounding.cells(proposed.height)))
        proposedGroupSize = proposed
        planned = arranger.plan(section.group, size: proposed)
        sizeLimit = isOrthogonal ? nil : scrollAxis.size(along: Int.max, across: contentSpan.length)
        template = GroupFrames.make(planned, size: proposed, arranger: arranger, measured: { _ in nil }, limit: sizeLimit)
        itemsPerGroup = max(1, template.itemCount)
        groupCount = (self.itemCount + itemsPerGroup - 1) / itemsPerGroup

        itemIsEstimated = Self.leaves(of: planned).map { item in
            guard let size = item?.layoutSize else { return false }
            return size.widthDimension.isEstimated || size.heightDimension.isEstimated
        }
        hasEstimatedItems = itemIsEstimated.contains(true)
        isUniform = !isOrthogonal && scrollAxis.dimension(of: section.group.layoutSize).isUniformAcrossSiblings

        let stack = isOrthogonal ? scrollAxis.other : scrollAxis
        let groupLength = stack.length(of: template.size)
        groupStarts = RunOffsets(count: groupCount, unit: groupLength + interGroupSpacing)
        lengthDeltas = MaxTree(count: groupCount)

        var before = 0, after = 0, acrossBefore = 0, acrossAfter = 0
        for supplementary in template.supplementaries {
            before = max(before, -stack.start(of: supplementary.frame))
            after = max(after, stack.end(of: supplementary.frame) - groupLength)
            acrossBefore = max(acrossBefore, -stack.other.start(of: supplementary.frame))
            acrossAfter = max(acrossAfter, stack.other.end(of: supplementary.frame) - stack.other.length(of: template.size))
        }
        overhang = (before, after, acrossBefore, acrossAfter)

        if isOrthogonal {
            let viewport = referenceSpan.length
            if section.orthogonalScrollingBehavior == .groupPagingCentered {
                orthogonalLeading = max(0, (viewport - groupLength) / 2)
                orthogonalTrailing = max(0, viewport - groupLength - orthogonalLeading)
            } else {
                orthogonalLeading = contentSpan.start - referenceSpan.start
                orthogonalTrailing = referenceSpan.end - contentSpan.end
            }
        } else {
            orthogonalLeading = 0
            orthogonalTrailing = 0
        }
    }

    /// The items of one planned group instance, in order (nil for a custom group's items).
    private static func leaves(of planned: PlannedGroup) -> [(any CollectionLayoutSubitem)?] {
        planned.children.flatMap { child -> [(any CollectionLayoutSubitem)?] in
            switch child {
            case .item(let item): [item]
            case .group(let nested): leaves(of: nested)
            case .customItem: [nil]
            }
        }
    }

    // MARK: Lengths

    private var stackTemplateLength: Int { stackAxis.length(of: template.size) }
    private var bandTemplateLength: Int { scrollAxis.length(of: template.size) }

    /// A uniform section's shared group length: the largest group, unmeasured ones counting at
    /// their estimate.
    var uniformLength: Int { max(0, stackTemplateLength + lengthDeltas.maximum) }

    /// Group `group`'s length along the stack axis, spacing excluded.
    func groupLength(_ group: Int) -> Int {
        isUniform ? uniformLength : max(0, stackTemplateLength + groupStarts.adjustment(group))
    }

    /// Where group `group` starts along the stack axis, relative to the first group.
    func groupStart(_ group: Int) -> Int {
        isUniform ? group * (uniformLength + interGroupSpacing) : groupStarts.start(group)
    }

    /// The group whose span (spacing included) holds `offset` along the stack axis.
    func group(containing offset: Int) -> Int {
        guard groupCount > 0 else { return 0 }
        if isUniform {
            let unit = uniformLength + interGroupSpacing
            return unit > 0 ? min(max(0, offset / unit), groupCount - 1) : (offset >= 0 ? groupCount - 1 : 0)
        }
        return groupStarts.run(containing: offset)
    }

    /// All groups end to end along the stack axis.
    var groupsLength: Int {
        groupCount == 0 ? 0 : groupStart(groupCount - 1) + groupLength(groupCount - 1)
    }

    /// The groups' length along the scrolling axis: their sum, or for an orthogonal section the
    /// tallest group.
    var bandLength: Int {
        guard groupCount > 0 else { return 0 }
        return isOrthogonal ? max(0, bandTemplateLength + lengthDeltas.maximum) : groupsLength
    }

    /// Where the groups start along the scrolling axis, relative to the section.
    var contentStart: Int { padding + boundaries.startLength + insetStart }

    /// The section's whole length along the scrolling axis.
    var extent: Int { contentStart + bandLength + insetEnd + boundaries.endLength }

    /// How far any of the section's elements can reach outside its extent along the
    /// scrolling axis: supplementary items poking out of their groups, headers that overlay
    /// rather than extend, offset headers. Queries widen their search by it.
    var reach: Int {
        let items = isOrthogonal ? max(overhang.acrossBefore, overhang.acrossAfter) : max(overhang.before, overhang.after)
        let boundary = boundaries.items.map { placement in
            (placement.extendsBoundary ? 0 : placement.alongLength)
                + abs(CellRounding.edge(scrollAxis.coordinate(of: placement.item.offset)))
        }.max() ?? 0
        return max(items, boundary)
    }

    // MARK: Orthogonal scrolling

    /// The length of the orthogonally scrolling content: blank leading cells, groups, blank
    /// trailing cells.
    var orthogonalContentLength: Int {
        isOrthogonal ? orthogonalLeading + groupsLength + orthogonalTrailing : referenceSpan.length
    }

    var maximumOrthogonalOffset: Int { max(0, orthogonalContentLength - referenceSpan.length) }

    // MARK: Group frames

    /// The frames of group `group`, relative to its origin: measured, or the template.
    func frames(ofGroup group: Int) -> GroupFrames {
        if isUniform {
            let length = uniformLength
            if let instance = instances[group] {
                if scrollAxis.length(of: instance.size) == length { return instance }
                let refreshed = makeFrames(ofGroup: group, forcedLength: length)
                instances[group] = refreshed
                return refreshed
            }
            if length == stackTemplateLength { return template }
            if let cached = uniformTemplate, scrollAxis.length(of: cached.size) == length { return cached }
            let forced = GroupFrames.make(planned, size: proposedGroupSize, arranger: arranger, measured: { _ in nil },
                                          forcedLength: length, forcedAxis: scrollAxis, limit: sizeLimit)
            uniformTemplate = forced
            return forced
        }
        return instances[group] ?? template
    }

    private func makeFrames(ofGroup group: Int, forcedLength: Int? = nil) -> GroupFrames {
        let base = group * itemsPerGroup
        return GroupFrames.make(planned, size: proposedGroupSize, arranger: arranger,
                                measured: { [measuredItems] leaf in measuredItems[base + leaf] },
                                forcedLength: forcedLength, forcedAxis: scrollAxis, limit: sizeLimit)
    }

    /// The origin of group `group` in absolute cells, for a section starting at `sectionStart`
    /// and scrolled orthogonally by `orthogonalOffset`.
    func groupOrigin(_ group: Int, sectionStart: Int, orthogonalOffset: Int) -> CellPoint {
        let rect: CellRect
        if isOrthogonal {
            rect = scrollAxis.rect(along: sectionStart + contentStart, alongLength: 0,
                                   across: referenceSpan.start + orthogonalLeading + groupStart(group) - orthogonalOffset, acrossLength: 0)
        } else {
            rect = scrollAxis.rect(along: sectionStart + contentStart + groupStart(group), alongLength: 0,
                                   across: contentSpan.start, acrossLength: 0)
        }
        return rect.origin
    }

    /// The number of items in group `group` (the last may be partial).
    func itemCount(inGroup group: Int) -> Int {
        min(itemsPerGroup, itemCount - group * itemsPerGroup)
    }

    // MARK: Measurement

    /// Records an item's measured size; returns whether the item is estimated (and so moved).
    /// Call `refreshGroup(_:)` for its group afterwards (once for a batch).
    func recordMeasuredSize(_ size: CGSize, forItem item: Int) -> Bool {
        guard item >= 0, item < itemCount, itemIsEstimated[item % itemsPerGroup] else { return false }
        measuredItems[item] = size
        return true
    }

    func hasMeasurement(forItem item: Int) -> Bool { measuredItems[item] != nil }

    /// Re-lays out group `group` with its measured sizes and moves the groups after it.
    func refreshGroup(_ group: Int) {
        guard group >= 0, group < groupCount else { return }
        let natural = makeFrames(ofGroup: group)
        let stackDelta = stackAxis.length(of: natural.size) - stackTemplateLength
        if isUniform {
            lengthDeltas.set(stackDelta, at: group)
            // Laid out again at the shared length, which this measurement may have changed.
            instances[group] = makeFrames(ofGroup: group, forcedLength: uniformLength)
        } else {
            groupStarts.setAdjustment(stackDelta, at: group)
            if isOrthogonal {
                lengthDeltas.set(scrollAxis.length(of: natural.size) - bandTemplateLength, at: group)
            }
            instances[group] = natural
        }
    }

    /// Records a boundary item's measured length along the scrolling axis; returns whether it
    /// changed anything.
    func recordMeasuredLength(_ length: Int, forBoundaryAt position: Int) -> Bool {
        guard boundaries.items.indices.contains(position), boundaries.items[position].isEstimated else { return false }
        boundaries.items[position].isMeasured = true
        guard boundaries.items[position].alongLength != max(0, length) else { return false }
        boundaries.items[position].alongLength = max(0, length)
        return true
    }
}
