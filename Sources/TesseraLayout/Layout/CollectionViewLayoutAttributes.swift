import Foundation

/// Where one element goes: its frame in content cells, its stacking order and what it is.
public struct CollectionViewLayoutAttributes: Hashable, CustomStringConvertible {
    /// Where the element goes, in content cells (origin at the top-left of the whole content, not of
    /// the visible rect), already shifted by its section's orthogonal offset.
    public var frame: CellRect
    /// Higher draws above lower; equal values draw in the order returned.
    public var zIndex: Int
    /// The item's index path for a cell, and for its badges and list separators; `[section, 0]`
    /// for a section's header, footer or background; `[0, 0]` for the layout's global headers.
    public var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var representedElementCategory: CollectionElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public var representedElementKind: String?
    /// True when a visible-items handler hid the element: it is still returned, but not drawn and not
    /// hit by clicks.
    public var isHidden: Bool
    /// 1 unless a visible-items handler changed it; the view may dim below 1.
    public var alpha: CGFloat
    /// True for a header or footer of the whole layout (the configuration's
    /// `boundarySupplementaryItems`): its `[0, 0]` is Apple's index path for it, not a place in
    /// the data, so the view must not take it for section 0's header or item 0's badge.
    package var isLayoutBoundary = false

    /// Attributes with every property given; the defaults describe a visible cell at zIndex 0.
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

    /// The frame's width in columns and height in rows.
    public var size: CellSize { frame.size }

    /// Identifies the element regardless of where it is: category, kind and index path.
    package var elementKey: CollectionLayoutElementKey {
        CollectionLayoutElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }

    /// One line for tests and debugging: `cell 0.3 (0, 3, 80×1) z0`, then `hidden` or an alpha when
    /// they are not the defaults.
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
package struct CollectionLayoutElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Cell, supplementary view or decoration view.
    package let category: CollectionElementCategory
    /// The supplementary or decoration kind; nil for cells.
    package let kind: String?
    /// The index path the element belongs to.
    package let indexPath: IndexPath

    /// The key of the element of `category` and `kind` at `indexPath`.
    package init(category: CollectionElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// Section, item, category, then kind: the reading order of a layout.
    package static func < (a: Self, b: Self) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category < b.category }
        return (a.kind ?? "") < (b.kind ?? "")
    }

    /// `category kind [section, item]`, for test failures.
    package var description: String {
        "\(category) \(kind ?? "") \(Array(indexPath))"
    }
}
