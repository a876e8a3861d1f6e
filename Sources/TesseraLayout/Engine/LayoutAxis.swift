import Foundation

/// One of the two screen axes. The engine writes each rule once for "along" an axis and
/// "across" it, and this type maps those to x/y, width/height and the inset names.
enum LayoutAxis: Hashable, Sendable {
    case horizontal, vertical

    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }

    init(_ direction: CollectionViewScrollDirection) {
        self = direction == .vertical ? .vertical : .horizontal
    }

    func length(of size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
    func length(of size: CellSize) -> Int { self == .horizontal ? size.width : size.height }
    func start(of rect: CGRect) -> CGFloat { self == .horizontal ? rect.minX : rect.minY }
    func end(of rect: CGRect) -> CGFloat { self == .horizontal ? rect.maxX : rect.maxY }
    func start(of rect: CellRect) -> Int { self == .horizontal ? rect.minX : rect.minY }
    func end(of rect: CellRect) -> Int { self == .horizontal ? rect.maxX : rect.maxY }
    func coordinate(of point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }
    func coordinate(of point: CellPoint) -> Int { self == .horizontal ? point.x : point.y }

    func dimension(of size: CollectionLayoutSize) -> CollectionLayoutDimension {
        self == .horizontal ? size.widthDimension : size.heightDimension
    }

    /// A size with `along` on this axis and `across` on the other.
    func size(along: CGFloat, across: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    func size(along: Int, across: Int) -> CellSize {
        self == .horizontal ? CellSize(width: along, height: across) : CellSize(width: across, height: along)
    }

    func rect(along: CGFloat, alongLength: CGFloat, across: CGFloat, acrossLength: CGFloat) -> CGRect {
        self == .horizontal
            ? CGRect(x: along, y: across, width: alongLength, height: acrossLength)
            : CGRect(x: across, y: along, width: acrossLength, height: alongLength)
    }

    func rect(along: Int, alongLength: Int, across: Int, acrossLength: Int) -> CellRect {
        self == .horizontal
            ? CellRect(x: along, y: across, width: alongLength, height: acrossLength)
            : CellRect(x: across, y: along, width: acrossLength, height: alongLength)
    }

    /// Moves a rect by `delta` along this axis.
    func offset(_ rect: CellRect, by delta: Int) -> CellRect {
        self == .horizontal ? rect.offsetBy(dx: delta, dy: 0) : rect.offsetBy(dx: 0, dy: delta)
    }

    /// The inset before the start of this axis (leading or top) and after its end.
    func insets(_ insets: DirectionalEdgeInsets) -> (start: CGFloat, end: CGFloat) {
        self == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    }

    /// The edge spacing before and after a slot on this axis.
    func spacing(_ spacing: CollectionLayoutEdgeSpacing?) -> (start: CollectionLayoutSpacing?, end: CollectionLayoutSpacing?) {
        self == .horizontal ? (spacing?.leading, spacing?.trailing) : (spacing?.top, spacing?.bottom)
    }

    /// The edges that mean "start" and "end" on this axis.
    var startEdge: DirectionalRectEdge { self == .horizontal ? .leading : .top }
    var endEdge: DirectionalRectEdge { self == .horizontal ? .trailing : .bottom }
}
