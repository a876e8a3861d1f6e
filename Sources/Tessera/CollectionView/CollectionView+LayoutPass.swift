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
}
