import Foundation

/// Where things went in one update, by position alone: for every item (flattened: all
/// sections in order) and every section, its index on the other side of the update, or none.
/// What a view animates from: it needs no identifiers and no old snapshot to follow an element
/// from its old place to its new one. Made by `SnapshotChanges.positionMaps`, or for sections
/// alone by `init(sectionsFrom:to:)`. Look-ups are O(1); out-of-range positions answer nil.
public struct SnapshotPositionMaps: Sendable {
    /// -1 where the element is new or gone; empty when items were not matched at all.
    let oldIndexOfNewItem: [Int]
    let newIndexOfOldItem: [Int]
    let oldIndexOfNewSection: [Int]
    let newIndexOfOldSection: [Int]

    init(oldIndexOfNewItem: [Int], newIndexOfOldItem: [Int], oldIndexOfNewSection: [Int], newIndexOfOldSection: [Int]) {
        self.oldIndexOfNewItem = oldIndexOfNewItem
        self.newIndexOfOldItem = newIndexOfOldItem
        self.oldIndexOfNewSection = oldIndexOfNewSection
        self.newIndexOfOldSection = newIndexOfOldSection
    }

    /// Sections matched by identifier, items not matched (a reload without diffing): every item
    /// look-up answers nil. O(s).
    public init<SectionIdentifierType: Hashable>(sectionsFrom old: [SectionIdentifierType], to new: [SectionIdentifierType]) {
        let sections = OrderMatching(old: old, new: new)
        self.init(oldIndexOfNewItem: [], newIndexOfOldItem: [],
                  oldIndexOfNewSection: sections.oldIndexOfNew, newIndexOfOldSection: sections.newIndexOfOld)
    }

    /// Where the item now at flattened `index` was; nil if it is new (or items were not matched).
    public func oldIndex(ofNewItemAt index: Int) -> Int? { Self.look(index, in: oldIndexOfNewItem) }
    /// Where the item that was at flattened `index` is now; nil if it is gone (or not matched).
    public func newIndex(ofOldItemAt index: Int) -> Int? { Self.look(index, in: newIndexOfOldItem) }
    /// Where the section now at `index` was; nil if it is new.
    public func oldIndex(ofNewSectionAt index: Int) -> Int? { Self.look(index, in: oldIndexOfNewSection) }
    /// Where the section that was at `index` is now; nil if it is gone.
    public func newIndex(ofOldSectionAt index: Int) -> Int? { Self.look(index, in: newIndexOfOldSection) }

    /// Where the item that was at `path` is now, with `old` and `new` the flattened positions of
    /// the data before and after; nil if it is gone (or items were not matched). O(log sections).
    package func newIndexPath(ofOldItemAt path: IndexPath, from old: FlatItemPositions, to new: FlatItemPositions) -> IndexPath? {
        old.flat(path).flatMap(newIndex(ofOldItemAt:)).flatMap(new.indexPath)
    }

    private static func look(_ index: Int, in map: [Int]) -> Int? {
        guard map.indices.contains(index) else { return nil }
        let other = map[index]
        return other < 0 ? nil : other
    }
}

extension SnapshotChanges {
    /// The differ's position maps, shared (not copied) with these changes.
    public var positionMaps: SnapshotPositionMaps {
        SnapshotPositionMaps(oldIndexOfNewItem: oldIndexOfNewItem, newIndexOfOldItem: newIndexOfOldItem,
                             oldIndexOfNewSection: sectionMatching.oldIndexOfNew, newIndexOfOldSection: sectionMatching.newIndexOfOld)
    }
}
