// Equality and a readable description, for tests and debugging.

extension DiffableDataSourceSnapshot: Equatable {
    /// Two snapshots are equal when they hold the same sections with the same items in the
    /// same order, and the same reload and reconfigure marks.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.slotOrder.count == rhs.slotOrder.count, lhs.numberOfItems == rhs.numberOfItems else { return false }
        for (left, right) in zip(lhs.slotOrder, rhs.slotOrder) {
            guard lhs.slots[left].identifier == rhs.slots[right].identifier,
                  lhs.slots[left].items == rhs.slots[right].items else { return false }
        }
        return lhs.reloadedItems == rhs.reloadedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.reloadedSections == rhs.reloadedSections
    }
}

extension DiffableDataSourceSnapshot: CustomStringConvertible {
    /// One line per section with its first items, for example:
    ///
    ///     DiffableDataSourceSnapshot(2 sections, 3 items)
    ///       "main": "K2", "Mount Everest"
    ///       "more": "Annapurna"
    public var description: String {
        let shownSections = 20, shownItems = 8
        var lines = ["DiffableDataSourceSnapshot(\(plural(numberOfSections, "section")), \(plural(numberOfItems, "item")))"]
        for slot in slotOrder.prefix(shownSections) {
            let items = slots[slot].items
            var line = "  \(quoted(slots[slot].identifier)): "
            line += items.isEmpty ? "(empty)" : items.prefix(shownItems).map(quoted).joined(separator: ", ")
            if items.count > shownItems { line += ", … \(items.count - shownItems) more" }
            lines.append(line)
        }
        if numberOfSections > shownSections { lines.append("  … \(numberOfSections - shownSections) more sections") }
        return lines.joined(separator: "\n")
    }
}

/// "1 item", "2 items".
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
