import Foundation

/// Resolves dimensions to cells within a container, repairing what cannot be laid out.
struct DimensionResolver {
    let cellAspect: CGFloat
    let diagnostics: LayoutDiagnostics

    /// The length of `dimension` on `axis` for a container of `container` cells. An estimated
    /// dimension resolves to its estimate; the caller substitutes a measured size.
    ///
    /// A fraction of the same axis above 1 is clamped to 1 (a fraction of the other axis is a
    /// ratio and may exceed 1); negative or non-finite values become 0. Each repair is reported.
    func length(_ dimension: CollectionLayoutDimension, on axis: LayoutAxis, in container: CGSize) -> CGFloat {
        var value = dimension.dimension
        guard value.isFinite else {
            diagnostics.report("\(dimension) is not finite; using 0")
            return 0
        }
        if value < 0 {
            diagnostics.report("\(dimension) is negative; clamped to 0")
            value = 0
        }
        let aspect = cellAspect.isFinite && cellAspect > 0 ? cellAspect : 0.5
        switch dimension.kind {
        case .absolute, .estimated, .uniformAcrossSiblings:
            return value
        case .fractionalWidth:
            if axis == .horizontal, value > 1 {
                diagnostics.report("\(dimension) is above 1 for a width; clamped to 1")
                value = 1
            }
            // A height measured in widths: a row is 1/aspect columns tall.
            return axis == .horizontal ? value * container.width : value * container.width * aspect
        case .fractionalHeight:
            if axis == .vertical, value > 1 {
                diagnostics.report("\(dimension) is above 1 for a height; clamped to 1")
                value = 1
            }
            return axis == .vertical ? value * container.height : value * container.height / aspect
        }
    }

    func size(_ size: CollectionLayoutSize, in container: CGSize) -> CGSize {
        CGSize(width: length(size.widthDimension, on: .horizontal, in: container),
               height: length(size.heightDimension, on: .vertical, in: container))
    }
}
