import Foundation

/// Places a supplementary item against the frame of the item or group it belongs to.
enum SupplementaryAnchoring {
    /// The supplementary's frame: the point its `itemAnchor` names (by default the same edges
    /// as the container anchor, so it sits just inside them) meets the point the container
    /// anchor names on `container`, then both offsets apply.
    static func frame(of supplementary: CollectionLayoutSupplementaryItem, in container: CGRect,
                      resolver: DimensionResolver) -> CGRect {
        let size = resolver.size(supplementary.layoutSize, in: container.size)
        let containerEdges = supplementary.containerAnchor.edges
        let itemEdges = supplementary.itemAnchor?.edges ?? containerEdges
        let anchorX = position(containerEdges, leading: .leading, trailing: .trailing, start: container.minX, length: container.width)
        let anchorY = position(containerEdges, leading: .top, trailing: .bottom, start: container.minY, length: container.height)
        let ownX = position(itemEdges, leading: .leading, trailing: .trailing, start: 0, length: size.width)
        let ownY = position(itemEdges, leading: .top, trailing: .bottom, start: 0, length: size.height)
        let offset = supplementary.containerAnchor.offset(forSupplementarySize: size)
        let itemOffset = supplementary.itemAnchor?.offset(forSupplementarySize: size) ?? .zero
        return CGRect(x: anchorX - ownX + offset.x - itemOffset.x,
                      y: anchorY - ownY + offset.y - itemOffset.y,
                      width: size.width, height: size.height)
    }

    /// The start, end or middle of a span, by which of its two edges the set names.
    private static func position(_ edges: DirectionalRectEdge, leading: DirectionalRectEdge, trailing: DirectionalRectEdge,
                                 start: CGFloat, length: CGFloat) -> CGFloat {
        switch (edges.contains(leading), edges.contains(trailing)) {
        case (true, false): start
        case (false, true): start + length
        default: start + length / 2
        }
    }
}
