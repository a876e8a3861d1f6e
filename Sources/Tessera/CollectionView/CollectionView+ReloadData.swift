import Foundation
import TesseraData

extension CollectionView {
    /// Shows the data source's data afresh (Apple's `reloadData()`): every cell and
    /// supplementary view on screen is thrown away, so the data source is asked again for each
    /// one the next frame shows; counts are read again and measured sizes forgotten. Nothing
    /// animates. Focus and selection stay on their items where those are still there.
    ///
    /// With a classic data source (one assigned to ``dataSource``), the counts are asked for
    /// again and the view shows them at once.
    /// With a diffable data source, what it shows is its current snapshot; to show a new one
    /// without animation, apply it with `applySnapshotUsingReloadData(_:)`.
    public func reloadData() {
        if let classic = connection as? ClassicDataSourceAdapter { classic.reloadData(); return }
        performUpdate(.sectionsUnchanged(count: numberOfSections, isReload: true), animated: false, completion: nil)
    }
}

extension CollectionViewUpdate {
    /// An update in which no section or item changed identity but every element may have moved
    /// (a reload or a new layout): sections map to themselves; items are matched only by what
    /// was on screen, so those that were not come in as new. A reload (`isReload`) also asks the
    /// data source again for every cell and count.
    static func sectionsUnchanged(count: Int, isReload: Bool = false) -> CollectionViewUpdate {
        let sections = Array(0..<count)
        return CollectionViewUpdate(maps: SnapshotPositionMaps(sectionsFrom: sections, to: sections),
                                    reloadedItems: [], reconfiguredItems: [], isEmpty: false,
                                    itemPositions: nil, itemCounts: nil, isReload: isReload)
    }
}
