import Foundation

/// A section's (or the layout's) header or footer, resolved for the container: which end of
/// the scrolling axis it belongs to and how long it is.
struct BoundaryPlacement {
    enum Side {
        /// Before the content along the scrolling axis (a header).
        case start
        /// After the content (a footer).
        case end
        /// Over the start of the content, on the side its alignment names.
        case overlay
    }

    let item: CollectionLayoutBoundarySupplementaryItem
    let side: Side
    /// Length along the scrolling axis: resolved, estimated, or measured.
    var alongLength: Int
    let acrossLength: Int
    /// Whether its length along the scrolling axis is an estimate the view may measure.
    let isEstimated: Bool
    var isMeasured = false

    var extendsBoundary: Bool { item.extendsBoundary && side != .overlay }

    init(_ item: CollectionLayoutBoundarySupplementaryItem, scrollAxis: LayoutAxis, span: CellSpan, containerAlong: Int,
         resolver: DimensionResolver) {
        self.item = item
        let edges = item.alignment.edges
        side = edges.contains(scrollAxis.startEdge) ? .start : edges.contains(scrollAxis.endEdge) ? .end : .overlay
        let container = scrollAxis.size(along: CGFloat(containerAlong), across: CGFloat(span.length))
        let alongDimension = scrollAxis.dimension(of: item.layoutSize)
        alongLength = CellRounding.cells(resolver.length(alongDimension, on: scrollAxis, in: container))
        acrossLength = min(span.length, CellRounding.cells(resolver.length(scrollAxis.other.dimension(of: item.layoutSize), on: scrollAxis.other, in: container)))
        isEstimated = alongDimension.isEstimated
    }

    /// Where the item starts across the scrolling axis, within `span`, by its alignment.
    func acrossStart(in span: CellSpan, scrollAxis: LayoutAxis) -> Int {
        let across = scrollAxis.other
        let edges = item.alignment.edges
        switch (edges.contains(across.startEdge), edges.contains(across.endEdge)) {
        case (true, false): return span.start
        case (false, true): return span.end - acrossLength
        default: return span.start + (span.length - acrossLength) / 2
        }
    }
}

/// A set of boundary items stacked around some content along the scrolling axis: the
/// extending start items one after another, then the content, then the extending end items.
struct BoundaryStack {
    var items: [BoundaryPlacement]
    let scrollAxis: LayoutAxis
    let span: CellSpan

    var startLength: Int { items.reduce(0) { $0 + ($1.side == .start && $1.extendsBoundary ? $1.alongLength : 0) } }
    var endLength: Int { items.reduce(0) { $0 + ($1.side == .end && $1.extendsBoundary ? $1.alongLength : 0) } }

    /// The frames of every item when the whole stack starts at `origin` and its content (with
    /// any insets around it) is `middle` long; along the scrolling axis in absolute cells.
    func frames(origin: Int, middle: Int, contentStart: Int) -> [CellRect] {
        var startCursor = origin
        let startEnd = origin + startLength
        var endCursor = startEnd + middle
        let stackEnd = endCursor + endLength
        return items.map { placement in
            let along: Int
            switch placement.side {
            case .start where placement.extendsBoundary:
                along = startCursor
                startCursor += placement.alongLength
            case .start:
                along = origin
            case .end where placement.extendsBoundary:
                along = endCursor
                endCursor += placement.alongLength
            case .end:
                along = stackEnd - placement.alongLength
            case .overlay:
                along = contentStart
            }
            let offset = placement.item.offset
            return scrollAxis.rect(along: along + CellRounding.edge(scrollAxis.coordinate(of: offset)), alongLength: placement.alongLength,
                                   across: placement.acrossStart(in: span, scrollAxis: scrollAxis) + CellRounding.edge(scrollAxis.other.coordinate(of: offset)),
                                   acrossLength: placement.acrossLength)
        }
    }

    /// A boundary frame moved to stay visible within `visible` (along the scrolling axis)
    /// while it can stay inside `limits`: headers stick to the start, footers to the end.
    func pinned(_ frame: CellRect, side: BoundaryPlacement.Side, visible: CellSpan, limits: CellSpan) -> CellRect {
        let start = scrollAxis.start(of: frame)
        let length = scrollAxis.length(of: frame.size)
        var target = start
        switch side {
        case .start, .overlay:
            target = max(start, min(visible.start, limits.end - length))
        case .end:
            target = min(start, max(visible.end - length, limits.start))
        }
        return scrollAxis.offset(frame, by: target - start)
    }
}
