import Foundation
import OrderedCollections
import TesseraData

/// What the collection view marks on its items — focus, selection, the press highlight and the
/// open swipe actions — by identifier, so the marks follow items through updates. It is the one
/// owner of those marks; the view asks it what a cell shows.
///
/// Each mark keeps where its item is, as well as which item it is: an update carries those index
/// paths through the differ's position maps (``follow(_:from:to:)``), so following marks never
/// looks an item up by identifier. That keeps the snapshot's identifier index unbuilt on the
/// keystroke path (at a million items, building it takes a few hundred milliseconds).
///
/// Invariant (checked by `_checkInvariants(item:)` in debug builds after each update): the
/// highlight has an end time exactly while an item is highlighted; with no focused item there
/// is no focused index path; after an update, the focused item and every selected item are in
/// the data, and each kept index path is its item's. Costs: every query O(1), except
/// `selectedIndexPaths` O(s log s) and `follow` O(s) for s selected items.
struct ItemMarks {
    /// The item with keyboard focus (shown only while the view has focus).
    var focused: AnyIdentifier?
    /// Where the focused item is in the data the layout was last prepared with: an update that
    /// deletes it moves focus to the item now at its place.
    var focusedIndexPath: IndexPath?
    /// The selected items in the order they were selected, each with where it is in the data the
    /// layout was last prepared with. Keyed, because every drawn cell asks whether it is in it.
    private(set) var selected: OrderedDictionary<AnyIdentifier, IndexPath> = [:]
    /// The item being pressed (Enter held / mouse down): drawn highlighted until `highlightEnd`.
    private(set) var highlighted: AnyIdentifier?
    /// When the press highlight ends.
    private(set) var highlightEnd: Duration?
    /// The item whose swipe actions are showing.
    var swiped: AnyIdentifier?

    /// Whether `item` is selected. O(1).
    func isSelected(_ item: AnyIdentifier) -> Bool { !selected.isEmpty && selected[item] != nil }

    /// Selects `item`, which is at `indexPath`; an item already selected keeps its place in the order.
    mutating func select(_ item: AnyIdentifier, at indexPath: IndexPath) { selected[item] = indexPath }

    /// Deselects `item`; false when it was not selected.
    @discardableResult
    mutating func deselect(_ item: AnyIdentifier) -> Bool { selected.removeValue(forKey: item) != nil }

    /// Deselects every item but `kept`; returns where the deselected ones were.
    mutating func deselectAll(except kept: AnyIdentifier? = nil) -> [IndexPath] {
        let dropped = selected.filter { $0.key != kept }.map(\.value)
        selected.removeAll { $0.key != kept }
        return dropped
    }

    /// Where the selected items are, in index-path order. O(s log s).
    var selectedIndexPaths: [IndexPath] { selected.values.sorted() }

    /// Carries the focused and selected index paths through an update whose position maps
    /// match items (`maps`, between the flattened positions `old` and `new`). A selected item
    /// that is gone is deselected. Returns the focused item's old flattened position when it is
    /// gone (its mark is left for the caller to move to a neighbour), else nil. O(s).
    mutating func follow(_ maps: SnapshotPositionMaps, from old: FlatItemPositions, to new: FlatItemPositions) -> Int? {
        func carried(_ path: IndexPath) -> IndexPath? { maps.newIndexPath(ofOldItemAt: path, from: old, to: new) }
        for (item, path) in selected {
            if let moved = carried(path) { selected[item] = moved } else { selected.removeValue(forKey: item) }
        }
        guard focused != nil, let path = focusedIndexPath else { return nil }
        focusedIndexPath = carried(path)
        return focusedIndexPath == nil ? old.flat(path) ?? 0 : nil
    }

    /// Highlights `item` until `end`.
    mutating func highlight(_ item: AnyIdentifier, until end: Duration) {
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

    /// Checks the invariant stated on the type (debug builds only); `item` reads the current
    /// data by position. Items are unique, so "the item at the kept path is the marked one" is
    /// the whole invariant, checked without an identifier look-up: debug builds keep the
    /// snapshot's identifier index unbuilt as release builds do.
    func _checkInvariants(item: (IndexPath) -> AnyIdentifier?) {
        #if DEBUG
        precondition((highlighted == nil) == (highlightEnd == nil), "a press highlight without an end, or an end without one")
        precondition(focused != nil || focusedIndexPath == nil, "a focused index path with no focused item")
        if let focused {
            guard let path = focusedIndexPath else { preconditionFailure("the focused item \(focused) has no index path") }
            precondition(item(path) == focused, "the focused index path \(path) is stale: it holds \(String(describing: item(path))), not \(focused)")
        }
        for (selectedItem, path) in selected {
            precondition(item(path) == selectedItem, "the selected item \(selectedItem)'s index path \(path) is stale")
        }
        #endif
    }
}
