/// Insertion sort, one insertion at a time, with no state but the order itself: a step finds
/// the first item that is smaller than the one before it and moves it back into the sorted
/// run before it. Items already in place are passed over, so every step moves exactly one
/// item and a row of n items is sorted after at most n − 1 steps. Each step costs O(n).
enum InsertionSortStep {
    /// Performs one step on `items`, ordered by `key`. Returns the move it made (old and new
    /// position), or nil when the items were already sorted.
    @discardableResult
    static func perform<Item>(on items: inout [Item], by key: (Item) -> Int) -> (from: Int, to: Int)? {
        var from = 1
        while from < items.count, key(items[from - 1]) <= key(items[from]) { from += 1 }
        guard from < items.count else { return nil }
        let moving = items[from]
        let value = key(moving)
        // Everything before `from` is sorted: the item goes after the last one not above it.
        var to = from - 1
        while to > 0, key(items[to - 1]) > value { to -= 1 }
        items.remove(at: from)
        items.insert(moving, at: to)
        return (from, to)
    }

    static func isSorted<Item>(_ items: [Item], by key: (Item) -> Int) -> Bool {
        zip(items, items.dropFirst()).allSatisfy { key($0) <= key($1) }
    }
}
