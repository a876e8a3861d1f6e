import Foundation

/// An element on screen, handed to a section's `visibleItemsInvalidationHandler` before the
/// elements are returned. The handler may change `alpha`, `zIndex`, `isHidden` and `center`;
/// the rest describes the element. A reference type so that `items.forEach { $0.alpha = … }`
/// works as in UIKit.
public final class CollectionLayoutVisibleItem {
    /// The element's index path: the item's for a cell, the one its kind attaches to otherwise.
    public let indexPath: IndexPath
    /// The frame before the handler moved anything, in content cells.
    public let frame: CellRect
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: CollectionElementCategory
    /// The supplementary or decoration kind; nil for a cell.
    public let representedElementKind: String?
    /// Opacity from 0 to 1 (1 unless changed), copied into the returned attributes' `alpha`.
    /// A terminal cell cannot be translucent, and the collection view does not act on it yet;
    /// use ``isHidden`` to take an element away.
    public var alpha: CGFloat
    /// Stacking order: where elements overlap, the higher zIndex is drawn on top.
    public var zIndex: Int
    /// Set to true to hide the element: the query still returns it, marked hidden, and the
    /// collection view neither draws it nor lets a click land on it.
    public var isHidden: Bool
    /// The element's centre, in content cells; moving it moves the frame (rounded to cells).
    public var center: CGPoint

    /// The element kind, or "cell" for cells.
    public var name: String { representedElementKind ?? "cell" }
    /// The frame at the origin.
    public var bounds: CellRect { CellRect(origin: .zero, size: frame.size) }

    init(_ attributes: CollectionViewLayoutAttributes) {
        indexPath = attributes.indexPath
        frame = attributes.frame
        representedElementCategory = attributes.representedElementCategory
        representedElementKind = attributes.representedElementKind
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        center = CGPoint(x: CGFloat(frame.x) + CGFloat(frame.width) / 2, y: CGFloat(frame.y) + CGFloat(frame.height) / 2)
    }

    /// The attributes with the handler's changes applied.
    func applied(to attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        var result = attributes
        result.alpha = alpha
        result.zIndex = zIndex
        result.isHidden = isHidden
        let x = (center.x - CGFloat(frame.width) / 2).rounded(.toNearestOrAwayFromZero)
        let y = (center.y - CGFloat(frame.height) / 2).rounded(.toNearestOrAwayFromZero)
        if x.isFinite, y.isFinite {
            result.frame = CellRect(x: Int(x), y: Int(y), width: frame.width, height: frame.height)
        }
        return result
    }
}

/// Called before each query with a section's visible elements, the content offset (the
/// section's own offset when it scrolls orthogonally) and the environment.
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([CollectionLayoutVisibleItem], CGPoint, CollectionLayoutEnvironment) -> Void
