import Foundation

/// Converts between (section, item) and flattened item positions (all sections in order) for
/// one list of section sizes. One type for the arithmetic a snapshot, the differ and the view's
/// update bookkeeping all need, so it is written (and its empty-section edge cases decided)
/// once.
///
/// Costs: O(sections) to build; `count`, `start`, `end`, `flat` O(1); `section(containing:)`
/// and `indexPath` O(log sections); `recount(from:)` O(sections after the first changed one).
@usableFromInline
package struct FlatItemPositions: Sendable, Equatable {
    /// The flattened position of each section's first item, plus one last entry: the total.
    /// Empty sections share their start with the next section.
    @usableFromInline var starts: [Int]

    /// No sections, no items.
    @inlinable
    package init() {
        starts = [0]
    }

    /// Sections of the given sizes, in order. O(sections).
    @inlinable
    package init(itemCounts: [Int]) {
        var starts: [Int] = []
        starts.reserveCapacity(itemCounts.count + 1)
        var total = 0
        starts.append(0)
        for count in itemCounts {
            total += count
            starts.append(total)
        }
        self.starts = starts
    }

    /// The number of items in all sections. O(1).
    @inlinable
    package var count: Int { starts[starts.count - 1] }

    /// Each section's item count, in order: what the positions were made from. O(sections).
    package var itemCounts: [Int] { zip(starts, starts.dropFirst()).map { $1 - $0 } }

    /// The number of sections. O(1).
    @inlinable
    package var sectionCount: Int { starts.count - 1 }

    /// The flattened position of a section's first item (of where it would be, if empty);
    /// `start(ofSection: sectionCount)` is `count`. O(1).
    @inlinable
    package func start(ofSection section: Int) -> Int { starts[section] }

    /// One past the flattened position of a section's last item. O(1).
    @inlinable
    package func end(ofSection section: Int) -> Int { starts[section + 1] }

    /// The section holding a flattened position in `0..<count`: the last section that starts at
    /// or before it, so empty sections (which share their start) are skipped. O(log sections).
    @inlinable
    package func section(containing flat: Int) -> Int {
        var low = 0, high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= flat { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The flattened position of an item; nil for a path outside these sizes. O(1).
    @inlinable
    package func flat(_ indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0], item = indexPath[1]
        guard section >= 0, section < sectionCount, item >= 0 else { return nil }
        let flat = starts[section] + item
        return flat < starts[section + 1] ? flat : nil
    }

    /// The index path of a flattened position; nil outside `0..<count`. O(log sections).
    @inlinable
    package func indexPath(_ flat: Int) -> IndexPath? {
        guard flat >= 0, flat < count else { return nil }
        return indexPath(ofFlat: flat)
    }

    /// The index path of a flattened position known to be in `0..<count`. O(log sections).
    @inlinable
    package func indexPath(ofFlat flat: Int) -> IndexPath {
        let section = section(containing: flat)
        return makeIndexPath(section: section, item: flat - starts[section])
    }

    /// Recomputes the starts after `section`'s size (or any later one, or the number of
    /// sections) changed; the entries up to `section` depend only on sections before it.
    /// `itemCount(i)` is the size of section `i`. O(sectionCount − section).
    @inlinable
    package mutating func recount(from section: Int, sectionCount: Int, itemCount: (Int) -> Int) {
        starts.removeSubrange((section + 1)...)
        var running = starts[section]
        for index in section..<sectionCount {
            running += itemCount(index)
            starts.append(running)
        }
        _checkInvariants(from: section)
    }

    /// Starts begin at 0 and never decrease (checked from `section` on). Debug builds only;
    /// O(sections after `section`).
    @inlinable
    package func _checkInvariants(from section: Int = 0) {
        #if DEBUG
        precondition(starts.first == 0, "FlatItemPositions: the first section must start at 0")
        for index in (section + 1)..<starts.count {
            precondition(starts[index - 1] <= starts[index], "FlatItemPositions: starts must not decrease")
        }
        #endif
    }
}
