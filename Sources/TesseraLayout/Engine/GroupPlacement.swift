import Foundation

/// Where one instance of a group puts its leaves, in fractional cells relative to the top
/// group's origin. Rounded to whole cells later, by `GroupFrames`.
struct GroupPlacement {
    struct Leaf {
        var frame: CGRect
        var zIndex: Int
        var supplementaryItems: [CollectionLayoutSupplementaryItem]
    }

    /// A group (top or nested) that carries supplementary items.
    struct DecoratedGroup {
        var frame: CGRect
        var firstLeaf: Int
        var supplementaryItems: [CollectionLayoutSupplementaryItem]
    }

    /// The index the first leaf placed here has within the top group.
    let leafBase: Int
    var leaves: [Leaf] = []
    var groups: [DecoratedGroup] = []

    var nextLeafIndex: Int { leafBase + leaves.count }
}

extension CGRect {
    /// The part of `self` inside `bounds`, as a rect that never has a negative size or NaN:
    /// when they do not overlap, a zero-sized rect on the nearest edge of `bounds`.
    func clamped(to bounds: CGRect) -> CGRect {
        let x0 = Swift.min(Swift.max(minX, bounds.minX), bounds.maxX)
        let y0 = Swift.min(Swift.max(minY, bounds.minY), bounds.maxY)
        let x1 = Swift.min(Swift.max(maxX, x0), bounds.maxX)
        let y1 = Swift.min(Swift.max(maxY, y0), bounds.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Shrunk by insets, never below zero size and never leaving `self`.
    func inset(by insets: DirectionalEdgeInsets) -> CGRect {
        let x0 = Swift.min(minX + Swift.max(0, insets.leading), maxX)
        let y0 = Swift.min(minY + Swift.max(0, insets.top), maxY)
        let x1 = Swift.max(x0, maxX - Swift.max(0, insets.trailing))
        let y1 = Swift.max(y0, maxY - Swift.max(0, insets.bottom))
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension DirectionalEdgeInsets {
    /// The insets with the axes whose dimension is estimated zeroed: UIKit ignores insets there.
    func ignoringEstimatedAxes(of size: CollectionLayoutSize) -> DirectionalEdgeInsets {
        var result = self
        if size.widthDimension.isEstimated { result.leading = 0; result.trailing = 0 }
        if size.heightDimension.isEstimated { result.top = 0; result.bottom = 0 }
        return result
    }
}
