import Foundation

/// Converts between index paths and flattened item positions (all sections in order) for one
/// set of item counts: the terms of `SnapshotPositionMaps`. O(s) to build, O(1) to flatten,
/// O(log s) to unflatten.
struct FlatItemPositions {
    /// Where each section's first item sits in the flattened order.
    private let starts: [Int]
    let count: Int

    init(itemCounts: [Int]) {
        var starts: [Int] = []
        starts.reserveCapacity(itemCounts.count)
        var total = 0
        for count in itemCounts {
            starts.append(total)
            total += count
        }
        self.starts = starts
        self.count = total
    }

    /// The flattened position of an item; nil for a path outside these counts.
    func flat(_ indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, starts.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let flat = starts[indexPath.section] + indexPath.item
        let end = indexPath.section + 1 < starts.count ? starts[indexPath.section + 1] : count
        return flat < end ? flat : nil
    }

    /// The index path of a flattened position; nil outside `0..<count`.
    func indexPath(_ flat: Int) -> IndexPath? {
        guard flat >= 0, flat < count else { return nil }
        // The last section starting at or before `flat` (empty sections share a start).
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= flat { low = middle } else { high = middle - 1 }
        }
        return IndexPath(item: flat - starts[low], section: low)
    }
}
