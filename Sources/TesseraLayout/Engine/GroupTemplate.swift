import Foundation

/// A section's group resolved for its container: the plan of its items, the frames of one
/// instance at its proposed size (which every group of known size shares), and the facts the
/// engine derives from it once.
struct GroupTemplate {
    /// How far supplementary items reach outside their group, along and across the stack axis.
    typealias Overhang = (before: Int, after: Int, acrossBefore: Int, acrossAfter: Int)

    let planned: PlannedGroup
    /// The top group's size before its estimated axes follow its content.
    let proposedSize: CGSize
    /// The most a group may grow to: across a normal section, its content's width.
    let sizeLimit: CellSize?
    let frames: GroupFrames
    let itemsPerGroup: Int
    /// Which of a group's items have an estimated dimension (and so may be measured).
    let itemIsEstimated: [Bool]
    let hasEstimatedItems: Bool
    /// The top group's length along the scrolling axis is shared by every group (uniform).
    let isUniform: Bool
    /// The template's length along the stack axis (where groups follow one another).
    let stackLength: Int
    let overhang: Overhang

    init(_ section: CollectionLayoutSection, scrollAxis: LayoutAxis, isOrthogonal: Bool, contentSpan: CellSpan,
         alongAvailable: Int, arranger: GroupArranger) {
        // Sized in the section's content; across a normal section it never exceeds the
        // content, so items stay inside the section.
        let container = scrollAxis.size(along: CGFloat(alongAvailable), across: CGFloat(contentSpan.length))
        var proposed = arranger.resolver.size(section.group.layoutSize, in: container)
        if !isOrthogonal {
            let acrossLength = min(scrollAxis.other.length(of: proposed), CGFloat(contentSpan.length))
            proposed = scrollAxis.size(along: scrollAxis.length(of: proposed), across: acrossLength)
        }
        proposed = CGSize(width: CGFloat(CellRounding.cells(proposed.width)), height: CGFloat(CellRounding.cells(proposed.height)))
        proposedSize = proposed
        planned = arranger.plan(section.group, size: proposed)
        sizeLimit = isOrthogonal ? nil : scrollAxis.size(along: Int.max, across: contentSpan.length)
        frames = GroupFrames.make(planned, size: proposed, arranger: arranger, measured: { _ in nil }, limit: sizeLimit)
        itemsPerGroup = max(1, frames.itemCount)

        itemIsEstimated = Self.leaves(of: planned).map { item in
            guard let size = item?.layoutSize else { return false }
            return size.widthDimension.isEstimated || size.heightDimension.isEstimated
        }
        hasEstimatedItems = itemIsEstimated.contains(true)
        isUniform = !isOrthogonal && scrollAxis.dimension(of: section.group.layoutSize).isUniformAcrossSiblings

        let stack = isOrthogonal ? scrollAxis.other : scrollAxis
        stackLength = stack.length(of: frames.size)
        overhang = Self.overhang(of: frames, stack: stack, length: stackLength)
    }

    /// How far the template's supplementary items reach out of it on each side.
    private static func overhang(of frames: GroupFrames, stack: LayoutAxis, length: Int) -> Overhang {
        var result: Overhang = (0, 0, 0, 0)
        for supplementary in frames.supplementaries {
            result.before = max(result.before, -stack.start(of: supplementary.frame))
            result.after = max(result.after, stack.end(of: supplementary.frame) - length)
            result.acrossBefore = max(result.acrossBefore, -stack.other.start(of: supplementary.frame))
            result.acrossAfter = max(result.acrossAfter, stack.other.end(of: supplementary.frame) - stack.other.length(of: frames.size))
        }
        return result
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
}
