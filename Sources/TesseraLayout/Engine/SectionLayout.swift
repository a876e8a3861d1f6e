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

    /// The section's resolved group: one instance's frames, shared by every group of known size.
    let template: GroupTemplate
    /// Lengths across and along the scrolling axis that do not depend on the items.
    let spans: SectionSpans
    let groupCount: Int
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
    var cellZBase: Int { section.decorationItems.isEmpty ? 0 : 1 }
    /// A list section's separators, looked up once rather than for every row.
    let separators: (configuration: ListSeparatorConfiguration, handler: ((IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration)?)?

    // The parts the engine reads most, by their short names.
    var referenceSpan: CellSpan { spans.reference }
    var contentSpan: CellSpan { spans.content }
    var padding: Int { spans.padding }
    var insetStart: Int { spans.insetStart }
    var insetEnd: Int { spans.insetEnd }
    var itemsPerGroup: Int { template.itemsPerGroup }
    var itemIsEstimated: [Bool] { template.itemIsEstimated }
    var hasEstimatedItems: Bool { template.hasEstimatedItems }
    var overhang: GroupTemplate.Overhang { template.overhang }

    init(index: Int, section: CollectionLayoutSection, itemCount: Int, container: CellSize, scrollAxis: LayoutAxis,
         referenceSpan: CellSpan, supplementarySpan: CellSpan, arranger: GroupArranger) {
        self.index = index
        self.section = section
        self.itemCount = max(0, itemCount)
        self.scrollAxis = scrollAxis
        let isOrthogonal = section.orthogonalScrollingBehavior != .none
        self.isOrthogonal = isOrthogonal
        self.arranger = arranger
        if let list = section.listConfiguration, list.showsSeparators, !isOrthogonal {
            separators = (list.separatorConfiguration, list.itemSeparatorHandler)
        } else {
            separators = nil
        }
        let spans = SectionSpans(section, scrollAxis: scrollAxis, reference: referenceSpan)
        self.spans = spans
        boundaries = BoundaryStack(
            items: section.boundarySupplementaryItems.map {
                BoundaryPlacement($0, scrollAxis: scrollAxis, span: spans.headerSpan(supplementarySpan, for: section),
                                  containerAlong: scrollAxis.length(of: container), resolver: arranger.resolver)
            },
            scrollAxis: scrollAxis, span: spans.headerSpan(supplementarySpan, for: section))

        let alongAvailable = max(0, scrollAxis.length(of: container) - spans.insetStart - spans.insetEnd)
        let template = GroupTemplate(section, scrollAxis: scrollAxis, isOrthogonal: isOrthogonal, contentSpan: spans.content,
                                     alongAvailable: alongAvailable, arranger: arranger)
        self.template = template
        groupCount = (self.itemCount + template.itemsPerGroup - 1) / template.itemsPerGroup
        let groupLength = template.stackLength
        groupStarts = RunOffsets(count: groupCount, unit: groupLength + spans.interGroupSpacing)
        lengthDeltas = MaxTree(count: groupCount)
        (orthogonalLeading, orthogonalTrailing) = isOrthogonal
            ? spans.orthogonalMargins(groupLength: groupLength, centred: section.orthogonalScrollingBehavior == .groupPagingCentered)
            : (0, 0)
    }

    // MARK: Lengths

    private var stackTemplateLength: Int { template.stackLength }
    private var bandTemplateLength: Int { scrollAxis.length(of: template.frames.size) }

    /// A uniform section's shared group length: the largest group, unmeasured ones counting at
    /// their estimate.
    var uniformLength: Int { max(0, stackTemplateLength + lengthDeltas.maximum) }

    /// Group `group`'s length along the stack axis, spacing excluded.
    func groupLength(_ group: Int) -> Int {
        template.isUniform ? uniformLength : max(0, stackTemplateLength + groupStarts.adjustment(group))
    }

    /// Where group `group` starts along the stack axis, relative to the first group.
    func groupStart(_ group: Int) -> Int {
        template.isUniform ? group * (uniformLength + spans.interGroupSpacing) : groupStarts.start(group)
    }

    /// The group whose span (spacing included) holds `offset` along the stack axis.
    func group(containing offset: Int) -> Int {
        guard groupCount > 0 else { return 0 }
        if template.isUniform {
            let unit = uniformLength + spans.interGroupSpacing
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
        if template.isUniform {
            let length = uniformLength
            if let instance = instances[group] {
                if scrollAxis.length(of: instance.size) == length { return instance }
                let refreshed = makeFrames(ofGroup: group, forcedLength: length)
                instances[group] = refreshed
                return refreshed
            }
            if length == stackTemplateLength { return template.frames }
            if let cached = uniformTemplate, scrollAxis.length(of: cached.size) == length { return cached }
            let forced = GroupFrames.make(template.planned, size: template.proposedSize, arranger: arranger, measured: { _ in nil },
                                          forcedLength: length, forcedAxis: scrollAxis, limit: template.sizeLimit)
            uniformTemplate = forced
            return forced
        }
        return instances[group] ?? template.frames
    }

    private func makeFrames(ofGroup group: Int, forcedLength: Int? = nil) -> GroupFrames {
        let base = group * itemsPerGroup
        return GroupFrames.make(template.planned, size: template.proposedSize, arranger: arranger,
                                measured: { [measuredItems] leaf in measuredItems[base + leaf] },
                                forcedLength: forcedLength, forcedAxis: scrollAxis, limit: template.sizeLimit)
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

    /// Whether `item` has an estimated axis (its cell's measurement is taken in). O(1).
    func isEstimated(item: Int) -> Bool { item >= 0 && item < itemCount && itemIsEstimated[item % itemsPerGroup] }

    /// Re-lays out group `group` with its measured sizes and moves the groups after it.
    func refreshGroup(_ group: Int) {
        guard group >= 0, group < groupCount else { return }
        let natural = makeFrames(ofGroup: group)
        let stackDelta = stackAxis.length(of: natural.size) - stackTemplateLength
        if template.isUniform {
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
