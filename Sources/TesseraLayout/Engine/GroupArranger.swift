import Foundation

/// Lays out one group description: first `plan` decides its concrete slots (how many times
/// subitems repeat), then `place` positions them, taking measured sizes for estimated leaves.
struct GroupArranger {
    let resolver: DimensionResolver
    let cellAspect: CGFloat
    /// The collection view's traits, handed to custom groups' providers (nil: from the group's size).
    var traitCollection: TraitCollection?

    /// Caps the leaves of one group so a description of zero- or tiny-sized items cannot
    /// produce an unbounded group.
    static let maximumLeaves = 10_000
    /// Tolerance for "the next subitem still fits": fractions such as 0.7 + 0.3 may sum to a
    /// hair over 1.
    private static func tolerance(_ length: CGFloat) -> CGFloat { 1e-6 + abs(length) * 1e-9 }

    typealias Measured = (Int) -> CGSize?

    var diagnostics: LayoutDiagnostics { resolver.diagnostics }

    // MARK: Planning

    /// Expands `group`, at `size` cells, into its concrete slots, sizing estimated dimensions
    /// at their estimates.
    func plan(_ group: CollectionLayoutGroup, size: CGSize) -> PlannedGroup {
        let content = CGRect(origin: .zero, size: size).inset(by: contentInsets(of: group))
        var children: [PlannedNode] = []
        var leaves = 0
        func add(_ node: PlannedNode) {
            children.append(node)
            leaves += node.leafCount
        }

        switch group.arrangement {
        case .custom(let provider):
            let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: content.size), cellAspect: cellAspect,
                                                          traitCollection: traitCollection)
            var items = provider(environment)
            if items.isEmpty {
                diagnostics.report("a custom group's provider returned no items; using one item filling the group")
                items = [CollectionLayoutGroupCustomItem(frame: CGRect(origin: .zero, size: content.size))]
            }
            if items.count > Self.maximumLeaves {
                diagnostics.report("a custom group returned \(items.count) items; keeping the first \(Self.maximumLeaves)")
                items.removeLast(items.count - Self.maximumLeaves)
            }
            items.forEach { add(.customItem($0)) }

        case .fitting(let axis, let subitem, let requested):
            let count = repairedCount(requested, maximumLeafCount: Self.maximumLeaves / max(1, leafCountEstimate(subitem)))
            let spacing = max(0, group.interItemSpacing?.spacing ?? 0)
            let along = max(0, (axis.length(of: content.size) - spacing * CGFloat(count - 1)) / CGFloat(count))
            var slot = resolver.size(subitem.layoutSize, in: content.size)
            slot = axis == .horizontal ? CGSize(width: along, height: slot.height) : CGSize(width: slot.width, height: along)
            let node = self.node(for: subitem, size: slot)
            for _ in 0..<count { add(node) }

        case .repeating(_, let subitem, let requested):
            let count = repairedCount(requested, maximumLeafCount: Self.maximumLeaves / max(1, leafCountEstimate(subitem)))
            let node = self.node(for: subitem, size: plannedSize(of: subitem, in: content.size))
            for _ in 0..<count { add(node) }

        case .filling(let axis, let subitems):
            guard !subitems.isEmpty else {
                diagnostics.report("a group has no subitems; using one item filling the group")
                add(.item(CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))))
                break
            }
            let available = axis.length(of: content.size) + Self.tolerance(axis.length(of: content.size))
            let interItem = max(0, group.interItemSpacing?.spacing ?? 0)
            let nodes = subitems.map { subitem in
                let size = plannedSize(of: subitem, in: content.size)
                let spacing = axis.spacing(subitem.edgeSpacing)
                let footprint = max(0, spacing.start?.spacing ?? 0) + axis.length(of: size) + max(0, spacing.end?.spacing ?? 0)
                return (node: self.node(for: subitem, size: size), footprint: footprint)
            }
            var cursor: CGFloat = 0
            filling: while true {
                let passStart = cursor
                for (node, footprint) in nodes {
                    let needed = (children.isEmpty ? 0 : interItem) + footprint
                    if !children.isEmpty && cursor + needed > available { break filling }
                    if leaves + node.leafCount > Self.maximumLeaves {
                        diagnostics.report("a group would hold more than \(Self.maximumLeaves) items; stopping there")
                        break filling
                    }
                    add(node)
                    cursor += needed
                }
                // Subitems with no extent would repeat forever: one pass is all they get.
                if cursor <= passStart { break }
            }
        }
        return PlannedGroup(group: group, children: children, leafCount: leaves)
    }

    private func node(for subitem: any CollectionLayoutSubitem, size: CGSize) -> PlannedNode {
        if let group = subitem as? CollectionLayoutGroup {
            return .group(plan(group, size: size))
        }
        return .item(subitem)
    }

    /// A subitem's size at plan time: estimates for items, the content's natural size for
    /// groups whose dimension is estimated.
    private func plannedSize(of subitem: any CollectionLayoutSubitem, in container: CGSize) -> CGSize {
        var size = resolver.size(subitem.layoutSize, in: container)
        if let group = subitem as? CollectionLayoutGroup, hasEstimatedAxis(group.layoutSize) {
            size = naturalSize(of: plan(group, size: size), provisional: size, leafBase: 0, measured: { _ in nil })
        }
        return size
    }

    private func leafCountEstimate(_ subitem: any CollectionLayoutSubitem) -> Int {
        (subitem as? CollectionLayoutGroup).map { max(1, $0.subitems.count) } ?? 1
    }

    private func repairedCount(_ count: Int, maximumLeafCount: Int) -> Int {
        if count < 1 {
            diagnostics.report("a group asked for \(count) subitems; using 1")
            return 1
        }
        if count > maximumLeafCount {
            diagnostics.report("a group asked for \(count) subitems; using \(max(1, maximumLeafCount))")
            return max(1, maximumLeafCount)
        }
        return count
    }

    private func hasEstimatedAxis(_ size: CollectionLayoutSize) -> Bool {
        size.widthDimension.isEstimated || size.heightDimension.isEstimated
    }

    private func contentInsets(of subitem: any CollectionLayoutSubitem) -> DirectionalEdgeInsets {
        let insets = subitem.contentInsets
        if insets.top < 0 || insets.leading < 0 || insets.bottom < 0 || insets.trailing < 0 {
            diagnostics.report("negative content insets \(insets) are treated as 0")
        }
        return insets.ignoringEstimatedAxes(of: subitem.layoutSize)
    }

    // MARK: Placement

    /// The size `planned` takes when its estimated axes follow its content, given a provisional
    /// size to lay the content out in.
    func naturalSize(of planned: PlannedGroup, provisional: CGSize, leafBase: Int, measured: Measured) -> CGSize {
        var scratch = GroupPlacement(leafBase: leafBase)
        let natural = place(planned, in: CGRect(origin: .zero, size: provisional), measured: measured, into: &scratch)
        var size = provisional
        if planned.group.layoutSize.widthDimension.isEstimated { size.width = natural.width }
        if planned.group.layoutSize.heightDimension.isEstimated { size.height = natural.height }
        return size
    }

    /// Places the group's slots inside `frame`, appending leaves (and groups with supplementary
    /// items) to `output`, and returns the size the content needs (the group's natural size).
    @discardableResult
    func place(_ planned: PlannedGroup, in frame: CGRect, measured: Measured, into output: inout GroupPlacement) -> CGSize {
        let group = planned.group
        let insets = contentInsets(of: group)
        let content = frame.inset(by: insets)
        if !group.supplementaryItems.isEmpty {
            output.groups.append(.init(frame: frame, firstLeaf: output.nextLeafIndex, supplementaryItems: group.supplementaryItems))
        }
        let contentNeeded: CGSize
        switch group.arrangement {
        case .custom:
            contentNeeded = placeCustom(planned, in: content, into: &output)
        case .filling(let axis, _), .repeating(let axis, _, _):
            contentNeeded = placeAlong(axis, planned, in: content, fittingCount: false, measured: measured, into: &output)
        case .fitting(let axis, _, _):
            contentNeeded = placeAlong(axis, planned, in: content, fittingCount: true, measured: measured, into: &output)
        }
        return CGSize(width: contentNeeded.width + max(0, insets.leading) + max(0, insets.trailing),
                      height: contentNeeded.height + max(0, insets.top) + max(0, insets.bottom))
    }

    private func placeCustom(_ planned: PlannedGroup, in content: CGRect, into output: inout GroupPlacement) -> CGSize {
        var needed = CGSize.zero
        for case .customItem(let item) in planned.children {
            let frame = item.frame.standardized.offsetBy(dx: content.minX, dy: content.minY)
            let safe = frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
            if !safe { diagnostics.report("a custom group item's frame \(item.frame) is not finite; using an empty frame") }
            let placed = safe ? frame.clamped(to: content) : CGRect(origin: content.origin, size: .zero)
            output.leaves.append(.init(frame: placed, zIndex: item.zIndex, supplementaryItems: []))
            if safe {
                needed.width = max(needed.width, frame.maxX - content.minX)
                needed.height = max(needed.height, frame.maxY - content.minY)
            }
        }
        return needed
    }

    /// The size of each child slot before spacing: resolved in the group's content, estimated
    /// axes replaced by measured sizes (items) or natural sizes (groups), uniform siblings
    /// raised to the largest.
    private func slotSizes(_ planned: PlannedGroup, axis: LayoutAxis, in content: CGRect, fittingCount: Bool,
                           leafBase: Int, measured: Measured) -> [CGSize] {
        let children = planned.children
        let spacing = max(0, planned.group.interItemSpacing?.spacing ?? 0)
        let fittedLength = max(0, (axis.length(of: content.size) - spacing * CGFloat(children.count - 1)) / CGFloat(max(1, children.count)))
        var sizes: [CGSize] = []
        sizes.reserveCapacity(children.count)
        var leaf = leafBase
        for child in children {
            guard let layoutSize = child.layoutSize else { sizes.append(.zero); continue }
            var size = resolver.size(layoutSize, in: content.size)
            if fittingCount {
                size = axis == .horizontal ? CGSize(width: fittedLength, height: size.height) : CGSize(width: size.width, height: fittedLength)
            }
            switch child {
            case .item:
                if let measuredSize = measured(leaf) {
                    if layoutSize.widthDimension.isEstimated && !(fittingCount && axis == .horizontal) { size.width = measuredSize.width }
                    if layoutSize.heightDimension.isEstimated && !(fittingCount && axis == .vertical) { size.height = measuredSize.height }
                }
            case .group(let nested):
                if hasEstimatedAxis(layoutSize) {
                    let natural = naturalSize(of: nested, provisional: size, leafBase: leaf, measured: measured)
                    if !(fittingCount && axis == .horizontal) { size.width = natural.width }
                    if !(fittingCount && axis == .vertical) { size.height = natural.height }
                }
            case .customItem:
                break
            }
            sizes.append(CGSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0)))
            leaf += child.leafCount
        }
        for uniformAxis in [LayoutAxis.horizontal, .vertical] {
            let uniform = children.indices.filter { children[$0].layoutSize.map { uniformAxis.dimension(of: $0).isUniformAcrossSiblings } ?? false }
            guard uniform.count > 1 else { continue }
            let largest = uniform.map { uniformAxis.length(of: sizes[$0]) }.max() ?? 0
            for index in uniform {
                sizes[index] = uniformAxis == .horizontal ? CGSize(width: largest, height: sizes[index].height) : CGSize(width: sizes[index].width, height: largest)
            }
        }
        return sizes
    }

    private func placeAlong(_ axis: LayoutAxis, _ planned: PlannedGroup, in content: CGRect, fittingCount: Bool,
                            measured: Measured, into output: inout GroupPlacement) -> CGSize {
        let children = planned.children
        guard !children.isEmpty else { return .zero }
        let across = axis.other
        let sizes = slotSizes(planned, axis: axis, in: content, fittingCount: fittingCount, leafBase: output.nextLeafIndex, measured: measured)

        // Along the axis: fixed spacing first, then any room left shared by the flexible spacings.
        let interItem = planned.group.interItemSpacing
        let interMinimum = max(0, interItem?.spacing ?? 0)
        var flexibleSlots = 0
        var used: CGFloat = interMinimum * CGFloat(children.count - 1)
        if interItem?.isFlexibleSpacing == true { flexibleSlots += children.count - 1 }
        for (child, size) in zip(children, sizes) {
            let spacing = axis.spacing(edgeSpacing(of: child))
            used += axis.length(of: size) + max(0, spacing.start?.spacing ?? 0) + max(0, spacing.end?.spacing ?? 0)
            if spacing.start?.isFlexibleSpacing == true { flexibleSlots += 1 }
            if spacing.end?.isFlexibleSpacing == true { flexibleSlots += 1 }
        }
        let leftover = axis.length(of: content.size) - used
        let extra = leftover > 0 && flexibleSlots > 0 ? leftover / CGFloat(flexibleSlots) : 0
        func amount(_ spacing: CollectionLayoutSpacing?) -> CGFloat {
            guard let spacing else { return 0 }
            return max(0, spacing.spacing) + (spacing.isFlexibleSpacing ? extra : 0)
        }

        // What the content needs: a child sized as a fraction of the group's own length on an
        // axis follows the group there rather than sizing it, so it does not count (otherwise
        // an estimated group could never shrink below its estimate).
        func follows(_ child: PlannedNode, on checked: LayoutAxis) -> Bool {
            guard let dimension = child.layoutSize.map(checked.dimension(of:)) else { return false }
            return checked == .horizontal ? dimension.isFractionalWidth : dimension.isFractionalHeight
        }
        var cursor = axis.start(of: content)
        var neededAlong: CGFloat = 0
        var neededAcross: CGFloat = 0
        var anyAcross = false
        for (index, child) in children.enumerated() {
            let size = sizes[index]
            let alongSpacing = axis.spacing(edgeSpacing(of: child))
            if index > 0 {
                cursor += amount(interItem)
                neededAlong += interMinimum
            }
            cursor += amount(alongSpacing.start)
            let start = cursor
            cursor += axis.length(of: size)
            cursor += amount(alongSpacing.end)
            neededAlong += max(0, alongSpacing.start?.spacing ?? 0) + max(0, alongSpacing.end?.spacing ?? 0)
                + (follows(child, on: axis) && !fittingCount ? 0 : axis.length(of: size))

            // Across the axis: the start spacing, or a share of the free room when flexible.
            let acrossSpacing = across.spacing(edgeSpacing(of: child))
            let startMinimum = max(0, acrossSpacing.start?.spacing ?? 0)
            let endMinimum = max(0, acrossSpacing.end?.spacing ?? 0)
            let free = max(0, across.length(of: content.size) - across.length(of: size) - startMinimum - endMinimum)
            var offset = startMinimum
            if acrossSpacing.start?.isFlexibleSpacing == true {
                offset += acrossSpacing.end?.isFlexibleSpacing == true ? free / 2 : free
            }
            if !follows(child, on: across) {
                neededAcross = max(neededAcross, startMinimum + across.length(of: size) + endMinimum)
                anyAcross = true
            }

            let slot = axis.rect(along: start, alongLength: axis.length(of: size),
                                 across: across.start(of: content) + offset, acrossLength: across.length(of: size))
                .clamped(to: content)
            switch child {
            case .item(let item):
                output.leaves.append(.init(frame: slot.inset(by: contentInsets(of: item)), zIndex: 0,
                                           supplementaryItems: item.supplementaryItems))
            case .group(let nested):
                place(nested, in: slot, measured: measured, into: &output)
            case .customItem:
                break
            }
        }
        // When every child follows the group across, the content needs what it was given.
        return axis.size(along: neededAlong, across: anyAcross ? neededAcross : across.length(of: content.size))
    }

    private func edgeSpacing(of node: PlannedNode) -> CollectionLayoutEdgeSpacing? {
        switch node {
        case .item(let item): item.edgeSpacing
        case .group(let planned): planned.group.edgeSpacing
        case .customItem: nil
        }
    }
}
