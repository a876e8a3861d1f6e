import Foundation
import TesseraLayout

/// UIKit's questions about what is on screen: the visible cells and supplementary views, and
/// which index path a view shows. Each costs O(visible elements + log n); the views are the
/// ones the next frame draws (made now if the view has not drawn since they came into view).
extension CollectionView {
    /// The cells on screen, wholly or in part, in index-path order (Apple's `visibleCells`).
    public var visibleCells: [CollectionViewCell] {
        visibleElements(in: .cell).compactMap { cell(for: $0) as? CollectionViewCell }
    }

    /// The index path of the item `cell` shows, while it shows one (Apple's `indexPath(for:)`);
    /// nil for a cell that is not on screen, or waits in the reuse pool.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        guard let key = cells.live.first(where: { $0.value === cell })?.key, case .cell = key.category else { return nil }
        return drawnIndexPath(of: key)
    }

    /// Where the item of `key` is: where the last frame drew it (its position carried through
    /// any update since; nil when the update deleted it), O(1); else, for an element that frame
    /// did not draw, looked up by identifier (which builds the snapshot's index once, O(n)).
    /// Drawn positions keep per-frame and per-update questions off the identifier index.
    func drawnIndexPath(of key: ElementKey) -> IndexPath? {
        if let drawn = composer.lastDrawn[key] {
            guard case .item(let path)? = drawn.position else { return nil }
            return path
        }
        return connection?.indexPath(forItemIdentity: key.anchorItem ?? key.identity)
    }

    /// The header, footer or badge of `elementKind` at `indexPath`, when it is on screen (Apple's
    /// `supplementaryView(forElementKind:at:)`); nil otherwise. Headers and footers are at item 0
    /// of their section.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        prepareLayoutIfNeeded()
        guard let attributes = compositionalLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
              let key = key(for: attributes) else { return nil }
        return cells.live[key]
    }

    /// The supplementary views of `elementKind` on screen, in index-path order (Apple's
    /// `visibleSupplementaryViews(ofKind:)`). Kinds the data source gives no view for have none.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        visibleElements(in: .supplementaryView, kind: elementKind).compactMap { cell(for: $0) }
    }

    /// The index paths of the supplementary elements of `elementKind` on screen, in order
    /// (Apple's `indexPathsForVisibleSupplementaryElements(ofKind:)`).
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleElements(in: .supplementaryView, kind: elementKind).map(\.indexPath)
    }

    /// The shown elements of `category` (and `kind`) in the visible rect, measured, in
    /// index-path order; items of an orthogonal section only inside its band.
    func visibleElements(in category: CollectionElementCategory, kind: String? = nil) -> [CollectionViewLayoutAttributes] {
        guard !frame.isEmpty else { return [] }
        prepareLayoutIfNeeded()
        return measuredElements(in: visibleContentRect)
            .filter { $0.representedElementCategory == category && (kind == nil || $0.representedElementKind == kind)
                && !$0.isHidden && isShown($0) }
            .sorted { $0.indexPath < $1.indexPath }
    }
}
