import Foundation

/// One instance of a section's top group in whole cells, relative to the group's origin: the
/// frames of its items and of their (and the groups') supplementary items. A section keeps one
/// for its estimated sizes (the template every unmeasured group shares) and one per group
/// whose items have been measured.
struct GroupFrames {
    struct Supplementary {
        /// The item the supplementary follows (for a group's, the group's first item).
        let leaf: Int
        let kind: String
        let frame: CellRect
        let zIndex: Int
    }

    var size: CellSize
    var items: [CellRect]
    var itemZIndices: [Int]
    var supplementaries: [Supplementary]

    var itemCount: Int { items.count }

    /// Lays out `planned` as a top group of `size` (fractional dimensions already resolved).
    /// Axes in `naturalAxes` take the content's size instead (estimated dimensions), and
    /// `forcedLength` overrides the length on `forcedAxis` (a section's uniform group extent);
    /// `limit` caps the size (a group never grows wider than its section's content).
    static func make(_ planned: PlannedGroup, size proposed: CGSize, arranger: GroupArranger,
                     measured: GroupArranger.Measured, forcedLength: Int? = nil, forcedAxis: LayoutAxis = .vertical,
                     limit: CellSize? = nil) -> GroupFrames {
        var size = proposed
        let layoutSize = planned.group.layoutSize
        if layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated {
            size = arranger.naturalSize(of: planned, provisional: proposed, leafBase: 0, measured: measured)
        }
        var whole = CellSize(width: CellRounding.cells(size.width), height: CellRounding.cells(size.height))
        if let limit {
            whole = CellSize(width: min(whole.width, limit.width), height: min(whole.height, limit.height))
        }
        if let forcedLength {
            whole = forcedAxis == .horizontal ? CellSize(width: forcedLength, height: whole.height) : CellSize(width: whole.width, height: forcedLength)
        }
        let bounds = CGRect(x: 0, y: 0, width: whole.width, height: whole.height)
        var placement = GroupPlacement(leafBase: 0)
        arranger.place(planned, in: bounds, measured: measured, into: &placement)

        let wholeBounds = CellRect(origin: .zero, size: whole)
        var frames = GroupFrames(size: whole, items: [], itemZIndices: [], supplementaries: [])
        frames.items.reserveCapacity(placement.leaves.count)
        for (index, leaf) in placement.leaves.enumerated() {
            let frame = CellRounding.rect(leaf.frame).intersection(wholeBounds)
            frames.items.append(frame)
            frames.itemZIndices.append(leaf.zIndex)
            for supplementary in leaf.supplementaryItems {
                frames.add(supplementary, anchoredTo: frame, leaf: index, resolver: arranger.resolver)
            }
        }
        for group in placement.groups {
            let frame = CellRounding.rect(group.frame).intersection(wholeBounds)
            for supplementary in group.supplementaryItems {
                frames.add(supplementary, anchoredTo: frame, leaf: group.firstLeaf, resolver: arranger.resolver)
            }
        }
        return frames
    }

    private mutating func add(_ supplementary: CollectionLayoutSupplementaryItem, anchoredTo container: CellRect, leaf: Int,
                              resolver: DimensionResolver) {
        let containerRect = CGRect(x: container.x, y: container.y, width: container.width, height: container.height)
        let frame = SupplementaryAnchoring.frame(of: supplementary, in: containerRect, resolver: resolver)
        supplementaries.append(Supplementary(leaf: leaf, kind: supplementary.elementKind, frame: CellRounding.rect(frame),
                                             zIndex: supplementary.zIndex))
    }
}
