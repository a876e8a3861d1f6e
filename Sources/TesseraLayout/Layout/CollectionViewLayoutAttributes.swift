import Foundation

/// Where one element goes: its frame in content cells, its stacking order and what it is.
public struct CollectionViewLayoutAttributes: Hashable, CustomStringConvertible {
    public var frame: CellRect
    /// Higher draws above lower; equal values draw in the order returned.
    public var zIndex: Int
    public var indexPath: IndexPath
    public var representedElementCategory: CollectionElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public var representedElementKind: String?
    public var isHidden: Bool
    /// 1 unless a visible-items handler changed it; the view may dim below 1.
    public var alpha: CGFloat

    public init(frame: CellRect, zIndex: Int = 0, indexPath: IndexPath,
                representedElementCategory: CollectionElementCategory = .cell,
                representedElementKind: String? = nil, isHidden: Bool = false, alpha: CGFloat = 1) {
        self.frame = frame
        self.zIndex = zIndex
        self.indexPath = indexPath
        self.representedElementCategory = representedElementCategory
        self.representedElementKind = representedElementKind
        self.isHidden = isHidden
        self.alpha = alpha
    }

    /// Attributes for a cell.
    public init(forCellWith indexPath: IndexPath, frame: CellRect, zIndex: Int = 0) {
        self.init(frame: frame, zIndex: zIndex, indexPath: indexPath)
    }

    public var size: CellSize { frame.size }

    /// Identifies the element regardless of where it is: category, kind and index path.
    public var elementKey: CollectionLayoutElementKey {
        CollectionLayoutElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }

    public var description: String {
        let what = switch representedElementCategory {
        case .cell: "cell"
        case .supplementaryView: "supplementary \(representedElementKind ?? "")"
        case .decorationView: "decoration \(representedElementKind ?? "")"
        }
        let path = indexPath.count == 2 ? "\(indexPath.section).\(indexPath.item)" : "\(Array(indexPath))"
        var text = "\(what) \(path) \(frame) z\(zIndex)"
        if isHidden { text += " hidden" }
        if alpha != 1 { text += " alpha \(alpha)" }
        return text
    }
}

/// The identity of an element: what it is and which index path it belongs to.
public struct CollectionLayoutElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let category: CollectionElementCategory
    public let kind: String?
    public let indexPath: IndexPath

    public init(category: CollectionElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// Section, item, category, then kind: the reading order of a layout.
    public static func < (a: Self, b: Self) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category < b.category }
        return (a.kind ?? "") < (b.kind ?? "")
    }

    public var description: String {
        "\(category) \(kind ?? "") \(Array(indexPath))"
    }
}
