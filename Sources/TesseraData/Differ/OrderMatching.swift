/// How two orderings of unique elements correspond: where each element went, and which kept
/// elements moved. The building block of every diff in this module.
///
/// An element counts as moved only when it is off a longest increasing subsequence of the
/// kept elements' old positions, so the moves are as few as possible: moving the first
/// element to the end is one move, not n − 1.
@usableFromInline
struct OrderMatching: Sendable {
    /// For each new position, the element's old position, or -1 when it was inserted.
    @usableFromInline var oldIndexOfNew: [Int]
    /// For each old position, the element's new position, or -1 when it was deleted.
    @usableFromInline var newIndexOfOld: [Int]
    /// New positions of the kept elements that moved, ascending.
    @usableFromInline var movedNewIndexes: [Int]

    /// Completes a matching whose position maps are known, by finding the moves.
    /// O(n) to trim the common prefix and suffix, then O(k log k) over the k kept elements
    /// between them.
    @inlinable
    init(oldIndexOfNew: [Int], newIndexOfOld: [Int]) {
        self.oldIndexOfNew = oldIndexOfNew
        self.newIndexOfOld = newIndexOfOld
        self.movedNewIndexes = OrderMatching.movedIndexes(oldIndexOfNew: oldIndexOfNew, oldCount: newIndexOfOld.count)
    }

    /// Matches two arrays of unique elements by identity. O(n) hashing of the elements
    /// between the common prefix and suffix, plus the moves.
    @inlinable
    init<Element: Hashable>(old: [Element], new: [Element]) {
        var oldIndexOfNew = [Int](repeating: -1, count: new.count)
        var newIndexOfOld = [Int](repeating: -1, count: old.count)
        let (prefix, suffix) = commonEnds(old, new)
        for index in 0..<prefix {
            oldIndexOfNew[index] = index
            newIndexOfOld[index] = index
        }
        for offset in 0..<suffix {
            oldIndexOfNew[new.count - 1 - offset] = old.count - 1 - offset
            newIndexOfOld[old.count - 1 - offset] = new.count - 1 - offset
        }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        if !oldMiddle.isEmpty && !newMiddle.isEmpty {
            var oldPositions = [Element: Int](minimumCapacity: oldMiddle.count)
            for index in oldMiddle { oldPositions[old[index]] = index }
            for index in newMiddle {
                if let oldIndex = oldPositions[new[index]] {
                    oldIndexOfNew[index] = oldIndex
                    newIndexOfOld[oldIndex] = index
                }
            }
        }
        self.init(oldIndexOfNew: oldIndexOfNew, newIndexOfOld: newIndexOfOld)
    }

    /// Lengths of the stretches at both ends where the elements did not move at all.
    @inlinable
    static func unchangedEnds(oldIndexOfNew: [Int], oldCount: Int) -> (prefix: Int, suffix: Int) {
        let newCount = oldIndexOfNew.count
        var prefix = 0
        while prefix < newCount && oldIndexOfNew[prefix] == prefix { prefix += 1 }
        var suffix = 0
        while suffix < min(newCount, oldCount) - prefix && oldIndexOfNew[newCount - 1 - suffix] == oldCount - 1 - suffix { suffix += 1 }
        return (prefix, suffix)
    }

    @inlinable
    static func movedIndexes(oldIndexOfNew: [Int], oldCount: Int) -> [Int] {
        let newCount = oldIndexOfNew.count
        let (prefix, suffix) = unchangedEnds(oldIndexOfNew: oldIndexOfNew, oldCount: oldCount)
        var keptNewIndexes: [Int] = []
        var keptOldIndexes: [Int] = []
        for index in prefix..<(newCount - suffix) where oldIndexOfNew[index] >= 0 {
            keptNewIndexes.append(index)
            keptOldIndexes.append(oldIndexOfNew[index])
        }
        let onSubsequence = longestIncreasingSubsequenceMask(keptOldIndexes)
        var moved: [Int] = []
        for (offset, stays) in onSubsequence.enumerated() where !stays {
            moved.append(keptNewIndexes[offset])
        }
        return moved
    }

    /// The matching as a `CollectionDifference`: removals of deleted and moved elements at
    /// their old offsets, insertions of inserted and moved elements at their new offsets, each
    /// move's pair associated. Applying it to `old` gives `new`.
    @inlinable
    func difference<Element>(old: [Element], new: [Element]) -> CollectionDifference<Element> {
        // Nothing changes in the unchanged ends, so only the stretch between them is visited.
        let (prefix, suffix) = OrderMatching.unchangedEnds(oldIndexOfNew: oldIndexOfNew, oldCount: old.count)
        var isMovedNew = [Bool](repeating: false, count: new.count - suffix - prefix)
        for index in movedNewIndexes { isMovedNew[index - prefix] = true }
        var changes: [CollectionDifference<Element>.Change] = []
        for oldIndex in prefix..<(old.count - suffix) {
            let newIndex = newIndexOfOld[oldIndex]
            if newIndex < 0 {
                changes.append(.remove(offset: oldIndex, element: old[oldIndex], associatedWith: nil))
            } else if isMovedNew[newIndex - prefix] {
                changes.append(.remove(offset: oldIndex, element: old[oldIndex], associatedWith: newIndex))
            }
        }
        for newIndex in prefix..<(new.count - suffix) {
            let oldIndex = oldIndexOfNew[newIndex]
            if oldIndex < 0 {
                changes.append(.insert(offset: newIndex, element: new[newIndex], associatedWith: nil))
            } else if isMovedNew[newIndex - prefix] {
                changes.append(.insert(offset: newIndex, element: new[newIndex], associatedWith: oldIndex))
            }
        }
        guard let difference = CollectionDifference(changes) else {
            preconditionFailure("OrderMatching produced an inconsistent difference")
        }
        return difference
    }
}

/// Lengths of the common prefix and of the common suffix (not overlapping the prefix).
@inlinable
func commonEnds<Element: Equatable>(_ old: [Element], _ new: [Element]) -> (prefix: Int, suffix: Int) {
    old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in
            let limit = min(old.count, new.count)
            var prefix = 0
            while prefix < limit && old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < limit - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            return (prefix, suffix)
        }
    }
}
