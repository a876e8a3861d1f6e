import Foundation
import TesseraLayout

/// What the collection view has asked its prefetch data source to load and not yet seen come
/// into view or cancelled, and which way it last scrolled.
///
/// Invariant: an item is in `pending` from the prefetch call that named it until it comes into
/// view, leaves the data, or is cancelled; only items not in `pending` are ever asked for, so no
/// item is asked for twice while it is pending.
struct PrefetchState {
    /// Items asked for, by identifier (their index paths move with updates).
    var pending: Set<AnyIdentifier> = []
    /// The vertical content offset when prefetching was last worked out.
    var lastOffsetY = 0
    /// Whether the last scroll went down (the direction looked ahead in); true before any.
    var scrollsDown = true
}

extension CollectionView {
    /// Works out which items are about to scroll into view, asks the prefetch data source for
    /// the new ones and cancels those that no longer are. Runs once per frame, before drawing
    /// (never inside it, since the data source may apply snapshots), and only while a prefetch
    /// data source is set. O(items in two screenfuls + log n).
    func updatePrefetching() {
        guard isPrefetchingEnabled, let source = prefetchDataSource, let connection, frame.height > 0 else { return }
        prepareLayoutIfNeeded()
        if contentOffset.y != prefetching.lastOffsetY {
            prefetching.scrollsDown = contentOffset.y > prefetching.lastOffsetY
            prefetching.lastOffsetY = contentOffset.y
        }
        let visible = visibleContentRect
        let ahead = visible.offsetBy(dx: 0, dy: prefetching.scrollsDown ? visible.height : -visible.height)
        var upcoming: [(path: IndexPath, item: AnyIdentifier)] = []
        for attributes in compositionalLayout.layoutAttributesForElements(in: ahead)
        where attributes.representedElementCategory == .cell && !attributes.isHidden && isShown(attributes)
            && !attributes.frame.intersects(visible) {
            if let item = connection.itemIdentity(at: attributes.indexPath) { upcoming.append((attributes.indexPath, item)) }
        }
        let upcomingItems = Set(upcoming.map(\.item))

        // Pending items that left the data or came into view are done; the rest are cancelled.
        var cancelled: [IndexPath] = []
        for item in prefetching.pending where !upcomingItems.contains(item) {
            prefetching.pending.remove(item)
            guard let path = connection.indexPath(forItemIdentity: item),
                  let frame = compositionalLayout.layoutAttributesForItem(at: path)?.frame, !frame.intersects(visible) else { continue }
            cancelled.append(path)
        }
        let requested = upcoming.filter { !prefetching.pending.contains($0.item) }
        prefetching.pending.formUnion(requested.map(\.item))
        if !cancelled.isEmpty { source.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted()) }
        if !requested.isEmpty { source.collectionView(self, prefetchItemsAt: requested.map(\.path).sorted()) }
    }
}
