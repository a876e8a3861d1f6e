import Foundation
import TesseraLayout

extension CollectionView {
    /// Replaces the layout (Apple's `setCollectionViewLayout(_:animated:completion:)`). Animated,
    /// the elements on screen slide from where they are to where the new layout puts them and
    /// those that come into view fade in, as an update's rows do; `completion` runs when that
    /// is over (at once without animation, or with reduced motion).
    ///
    /// The layout must be a ``/TesseraLayout/CollectionViewCompositionalLayout`` (see ``collectionViewLayout``).
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        // Prepared for the counts it shows, so the update below starts from the same items.
        prepareLayoutIfNeeded()
        performUpdate(.sectionsUnchanged(count: numberOfSections), animated: animated, completion: completion.map { done in { done(true) } })
    }

    /// The collection view's part of ``layoutIfNeeded()``: the layout is prepared for the
    /// current size and data, and every self-sizing element in the visible rect is measured,
    /// so the layout's attributes, the content size and the views' frames are final.
    func layOutVisibleContent() {
        guard !frame.isEmpty else { return }
        prepareLayoutIfNeeded()
        // Measured elements may be shorter than their estimates, bringing more into the rect:
        // measure again until a pass measures nothing new (each pass measures at least one
        // element or stops, so this ends).
        var measured = -1
        while compositionalLayout.counters.measurements != measured {
            measured = compositionalLayout.counters.measurements
            compositionalLayout.measureElements(in: visibleContentRect, using: measure)
            clampContentOffset()
        }
        for attributes in compositionalLayout.layoutAttributesForElements(in: visibleContentRect) {
            guard let key = key(for: attributes), let view = cells.live[key] else { continue }
            view.frame = attributes.frame
        }
    }

    var visibleContentRect: CellRect {
        CellRect(x: contentOffset.x, y: contentOffset.y, width: frame.width, height: frame.height)
    }

    /// Prepares the layout for the current size and item counts if either changed. The counts
    /// are the ones the last update carried; only a new data source or a reload reads them from
    /// the data source (counted in ``CollectionViewCounters/itemCountReads``).
    func prepareLayoutIfNeeded() {
        let inset = insetCells
        let size = CellSize(width: max(0, frame.width - inset.left - inset.right), height: max(0, frame.height - inset.top - inset.bottom))
        guard layoutInputs.needsPrepare(for: size) else { return }
        let counts = layoutInputs.knownItemCounts ?? readItemCounts()
        layoutInputs.prepared(size: size, counts: counts)
        compositionalLayout.prepare(containerSize: size, itemCounts: counts, cellAspect: cellAspect)
        clampContentOffset()
    }

    /// Every section's item count, asked of the data source. O(sections).
    private func readItemCounts() -> [Int] {
        counters.itemCountReads += 1
        return (0..<(connection?.numberOfSections ?? 0)).map { connection?.numberOfItems(inSection: $0) ?? 0 }
    }

    var maximumContentOffsetY: Int {
        max(minimumContentOffsetY, compositionalLayout.collectionViewContentSize.height + insetCells.bottom - frame.height)
    }

    func clampContentOffset() {
        let y = clampedContentOffsetY(contentOffset.y)
        if y != contentOffset.y { contentOffset.y = y }
    }

    /// Sections in the data source's current snapshot (Apple's `numberOfSections`); 0 without one.
    public var numberOfSections: Int { connection?.numberOfSections ?? 0 }
    /// Items in `section` of the current snapshot (Apple's `numberOfItems(inSection:)`); 0 for a
    /// section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int { connection?.numberOfItems(inSection: section) ?? 0 }

    /// The layout's attributes for an item, after preparing for the current state.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return compositionalLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The elements in `rect` (content cells), with the estimated ones among them measured
    /// first: the one step where laying out runs app code (the cell providers of self-sizing
    /// cells, asked for the size they want). The layout's queries themselves never do.
    func measuredElements(in rect: CellRect) -> [CollectionViewLayoutAttributes] {
        compositionalLayout.measureElements(in: rect, using: measure)
        return compositionalLayout.layoutAttributesForElements(in: rect)
    }

    /// Asks the cell of an estimated element for the size it wants.
    func measure(_ attributes: CollectionViewLayoutAttributes) -> CellSize? {
        if let rows = fixedHeight(for: attributes) { return CellSize(width: attributes.frame.width, height: rows) }
        guard let cell = cell(for: attributes) else { return nil }
        let height = cell.preferredHeight(forWidth: attributes.frame.width)
        return CellSize(width: attributes.frame.width, height: max(1, height))
    }
}
