import Foundation
import TesseraGeometry

/// What a collection view's layout was last prepared for (the container size and the item count
/// of each section), and whether it must be prepared again: the one owner of that state.
///
/// An update carries the new data's counts (``CollectionViewUpdate/itemCounts``); they are kept
/// here until the data changes again, so preparing for a new size or layout never asks the data
/// source. Only a new data source or `reloadData()` (whose meaning is "ask again") reads the
/// counts from the data source.
///
/// Invariant (checked by `_checkInvariants()` in debug builds): a prepared size is never
/// negative, and known counts are never negative. Costs: O(1) but the check, O(sections).
struct LayoutInputs {
    /// Set when something the layout depends on changed: the next query prepares it again.
    private(set) var needsPrepare = true
    /// The container size the layout was last prepared for; nil before it was.
    private(set) var preparedSize: CellSize?
    /// The item count of each section of the data the view shows, when an update said so; nil
    /// when they must be read from the data source.
    private(set) var knownItemCounts: [Int]?
    /// Set when a scroll to the focused item was asked for before the view had a size.
    var scrollsToFocusOnLayout = false

    /// Whether the layout must be prepared for a container of `size`.
    func needsPrepare(for size: CellSize) -> Bool { needsPrepare || size != preparedSize }

    /// Something the layout depends on changed (its description, the cell aspect, the insets).
    mutating func invalidate() { needsPrepare = true }

    /// The data changed to sections of `counts` items (an update): prepare for them.
    mutating func dataChanged(to counts: [Int]) {
        knownItemCounts = counts
        needsPrepare = true
    }

    /// The counts must be read again from the data source (a new data source, a reload).
    mutating func forgetCounts() {
        knownItemCounts = nil
        needsPrepare = true
    }

    /// Notes that the layout was prepared for `size` and `counts`, which stay known.
    mutating func prepared(size: CellSize, counts: [Int]) {
        needsPrepare = false
        preparedSize = size
        knownItemCounts = counts
    }

    /// Checks the invariant stated on the type (debug builds only).
    func _checkInvariants() {
        #if DEBUG
        if let size = preparedSize {
            precondition(size.width >= 0 && size.height >= 0, "LayoutInputs: prepared for a negative size \(size)")
        }
        if let counts = knownItemCounts {
            precondition(counts.allSatisfy { $0 >= 0 }, "LayoutInputs: a negative item count in \(counts)")
        }
        #endif
    }
}
