import Foundation
import OrderedCollections

/// What the collection view marks on its items — focus, selection, the press highlight and the
/// open swipe actions — by identifier, so the marks follow items through updates. It is the one
/// owner of those marks; the view asks it what a cell shows.
///
/// Invariant (checked by `_checkInvariants(indexPath:)` in debug builds after each update): the
/// highlight has an end time exactly while an item is highlighted; with no focused item there
/// is no focused index path; after an update, the focused item and every selected item are in
/// the data, and the focused index path is the focused item's. Costs: every query O(1).
struct ItemMarks {
    /// The item with keyboard focus (shown only while the view has focus).
    var focused: AnyHashable?
    /// Where the focused item is in the data the layout was last prepared with: an update that
    /// deletes it moves focus to the item now at its place.
    var focusedIndexPath: IndexPath?
    /// In the order they were selected; a set, because every drawn cell asks whether it is in it.
    var selected: OrderedSet<AnyHashable> = []
    /// The item being pressed (Enter held / mouse down): drawn highlighted until `highlightEnd`.
    private(set) var highlighted: AnyHashable?
    /// When the press highlight ends.
    private(set) var highlightEnd: Duration?
    /// The item whose swipe actions are showing.
    var swiped: AnyHashable?

    /// Highlights `item` until `end`.
    mutating func highlight(_ item: AnyHashable, until end: Duration) {
        highlighted = item
        highlightEnd = end
    }

    /// Ends the press highlight if it is due at `time`; returns whether it ended.
    mutating func endHighlight(ifDueAt time: Duration) -> Bool {
        guard let end = highlightEnd, time >= end else { return false }
        highlighted = nil
        highlightEnd = nil
        return true
    }

    /// Checks the invariant stated on the type (debug builds only); `indexPath` finds an item in
    /// the current data.
    func _checkInvariants(indexPath: (AnyHashable) -> IndexPath?) {
        #if DEBUG
        precondition((highlighted == nil) == (highlightEnd == nil), "a press highlight without an end, or an end without one")
        precondition(focused != nil || focusedIndexPath == nil, "a focused index path with no focused item")
        if let focused {
            precondition(indexPath(focused) != nil, "the focused item \(focused) is not in the data")
            precondition(focusedIndexPath == indexPath(focused), "the focused index path is stale")
        }
        for item in selected { precondition(indexPath(item) != nil, "the selected item \(item) is not in the data") }
        #endif
    }
}
