import Foundation
import TesseraLayout
import TesseraTerminal

extension CollectionView {
    /// Where ``scrollToItem(at:at:animated:)`` puts the item (Apple's
    /// `UICollectionView.ScrollPosition`). With none, the view scrolls only as far as it must
    /// to show the item. Only the vertical positions act: the horizontal ones are accepted and
    /// ignored (an orthogonal section's own behaviour decides where it rests).
    public struct ScrollPosition: OptionSet, Sendable {
        /// The positions' bits.
        public let rawValue: Int
        /// Positions from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The item's top row at the top of the view, below the section's pinned header if any.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the view.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom row at the bottom of the view.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// UIKit's item at the left edge; accepted and ignored (an orthogonal section rests per
        /// its own behaviour).
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// UIKit's item centred horizontally; accepted and ignored (an orthogonal section rests
        /// per its own behaviour).
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// UIKit's item at the right edge; accepted and ignored (an orthogonal section rests per
        /// its own behaviour).
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so the item is at `position` (Apple's `scrollToItem(at:at:animated:)`); with the
    /// empty default, as little as makes it wholly visible, clear of a pinned header. The first
    /// item of a section brings the section's header into view with it. An item of an orthogonal
    /// section also scrolls its section sideways to rest per the section's behaviour.
    ///
    /// Scrolling is immediate in a terminal: `animated` is accepted for source compatibility.
    /// Before the view has a size, the focused item is brought into view once it gets one.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition = [], animated: Bool = false) {
        // Before the view has a size there is nothing to scroll to yet: bring focus into view
        // once it has one.
        guard frame.height > 0 else { layoutInputs.scrollsToFocusOnLayout = true; return }
        prepareLayoutIfNeeded()
        guard let attributes = compositionalLayout.layoutAttributesForItem(at: indexPath) else { return }
        if compositionalLayout.isOrthogonallyScrolling(section: indexPath.section) {
            let offset = compositionalLayout.restingOrthogonalOffset(forSection: indexPath.section, revealingItem: indexPath.item)
            setOrthogonalOffset(offset, forSection: indexPath.section)
        }
        var f = attributes.frame
        // The first item of a section brings its header along.
        if indexPath.item == 0, let section = compositionalLayout.frame(ofSection: indexPath.section) {
            f = CellRect(x: f.x, y: min(f.minY, section.minY), width: f.width, height: f.maxY - min(f.minY, section.minY))
        }
        // Pinned headers of the section and of the layout both stick to the top of the screen,
        // over each other: the rows they cover are the taller's. An item 0 brings its section's
        // header along (in `f`), so only the layout's covers it.
        let layoutPinned = pinnedLayoutBoundaryHeight(atTop: true)
        let pinned = max(pinnedHeaderHeight(inSection: indexPath.section), layoutPinned)
        // The content inset's rows are not room to show the item in: it goes between them; nor
        // are the rows the layout's pinned footer covers at the bottom.
        let top = insetCells.top, height = frame.height - insetCells.top - insetCells.bottom - pinnedLayoutBoundaryHeight(atTop: false)
        var y = contentOffset.y
        if position.contains(.top) {
            y = f.minY - pinned - top
        } else if position.contains(.centeredVertically) {
            y = f.minY - (height - f.height) / 2 - top
        } else if position.contains(.bottom) {
            y = f.maxY - height - top
        } else if f.minY - pinned < y + top {
            y = f.minY - (indexPath.item == 0 ? layoutPinned : pinned) - top
        } else if f.maxY > y + top + height {
            y = min(f.maxY - height, f.minY - pinned) - top
        }
        contentOffset.y = clampedContentOffsetY(y)
    }

    func scrollFocusedItemToVisible() {
        if let path = indexPathForFocusedItem { scrollToItem(at: path) }
    }

    /// Rows a pinned header of the section covers at the top of the screen.
    private func pinnedHeaderHeight(inSection section: Int) -> Int {
        guard let description = compositionalLayout.section(at: section) else { return 0 }
        var height = 0
        for item in description.boundarySupplementaryItems where item.pinToVisibleBounds {
            if let a = compositionalLayout.layoutAttributesForSupplementaryElement(ofKind: item.elementKind, at: IndexPath(item: 0, section: section)) {
                height = max(height, a.frame.height)
            }
        }
        return height
    }

    /// Rows the layout's own pinned headers (`atTop`) or footers cover at the top or the bottom
    /// of the screen: the configuration's boundary items pinned to the visible bounds.
    private func pinnedLayoutBoundaryHeight(atTop: Bool) -> Int {
        var height = 0
        let edge: [RectAlignment] = atTop ? [.top, .topLeading, .topTrailing] : [.bottom, .bottomLeading, .bottomTrailing]
        for item in compositionalLayout.configuration.boundarySupplementaryItems where item.pinToVisibleBounds && edge.contains(item.alignment) {
            if let a = compositionalLayout.layoutBoundaryAttributes(ofKind: item.elementKind) { height = max(height, a.frame.height) }
        }
        return height
    }

    /// Scrolls an orthogonal section sideways. The layout keeps the offset; updates carry it
    /// along with its section when sections move.
    public func setOrthogonalOffset(_ offset: Int, forSection section: Int) {
        prepareLayoutIfNeeded()
        compositionalLayout.setOrthogonalOffset(offset, forSection: section)
        setNeedsDisplay()
    }

    /// The mouse wheel: scroll by rows; focus follows if it would leave the screen.
    public func scroll(byRows rows: Int) {
        prepareLayoutIfNeeded()
        contentOffset.y = clampedContentOffsetY(contentOffset.y + rows)
        guard let path = indexPathForFocusedItem, let f = compositionalLayout.layoutAttributesForItem(at: path)?.frame else { return }
        if f.maxY <= contentOffset.y || f.minY >= contentOffset.y + frame.height {
            let probe = visibleContentRect
            let cells = measuredElements(in: probe)
                .filter { $0.representedElementCategory == .cell && $0.frame.minY >= probe.minY && $0.frame.maxY <= probe.maxY }
            if let target = rows > 0 ? cells.min(by: { $0.frame.minY < $1.frame.minY }) : cells.max(by: { $0.frame.maxY < $1.frame.maxY }),
               let id = connection?.itemIdentity(at: target.indexPath) {
                setFocusedIdentity(id)
            }
        }
    }

    // MARK: Content offset, size and insets

    /// The size of the whole content, in cells (Apple's `contentSize`): the layout's
    /// `collectionViewContentSize` for the current size and data. Self-sizing elements not yet
    /// measured count at their estimates; after ``layoutIfNeeded()`` those in view are measured.
    public var contentSize: CellSize {
        prepareLayoutIfNeeded()
        return compositionalLayout.collectionViewContentSize
    }

    /// Scrolls so that `contentOffset` is the content point at the view's top-left (Apple's
    /// `setContentOffset(_:animated:)`). The vertical offset is kept between `-contentInset.top`
    /// and the end of the content; the horizontal one rests at `-contentInset.left`. Scrolling
    /// is immediate in a terminal: `animated` is accepted for source compatibility.
    public func setContentOffset(_ contentOffset: CellPoint, animated: Bool) {
        prepareLayoutIfNeeded()
        self.contentOffset = CellPoint(x: -insetCells.left, y: clampedContentOffsetY(contentOffset.y))
    }

    /// ``contentInset`` in whole cells.
    var insetCells: (top: Int, left: Int, bottom: Int, right: Int) {
        (CellRounding.cells(contentInset.top), CellRounding.cells(contentInset.left),
         CellRounding.cells(contentInset.bottom), CellRounding.cells(contentInset.right))
    }

    /// The highest the content can be scrolled: the top inset shows above it.
    var minimumContentOffsetY: Int { -insetCells.top }

    /// `y` kept within the reachable offsets.
    func clampedContentOffsetY(_ y: Int) -> Int {
        min(max(minimumContentOffsetY, y), maximumContentOffsetY)
    }

    /// The content moves in by the new side inset; a view resting at the top stays there.
    func contentInsetDidChange(from old: EdgeInsets) {
        let oldTop = -CellRounding.cells(old.top)
        contentOffset = CellPoint(x: -insetCells.left, y: contentOffset.y == oldTop ? minimumContentOffsetY : contentOffset.y)
        invalidateLayoutInputs()
    }
}
