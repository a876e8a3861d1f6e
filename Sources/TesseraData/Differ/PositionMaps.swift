/// The flattened position maps being filled, as raw buffers (-1 for none).
@usableFromInline
struct PositionMaps {
    @usableFromInline let oldOfNew: UnsafeMutableBufferPointer<Int>
    @usableFromInline let newOfOld: UnsafeMutableBufferPointer<Int>

    @inlinable
    init(oldOfNew: UnsafeMutableBufferPointer<Int>, newOfOld: UnsafeMutableBufferPointer<Int>) {
        self.oldOfNew = oldOfNew
        self.newOfOld = newOfOld
    }

    @inlinable
    func match(old oldIndex: Int, new newIndex: Int) {
        oldOfNew[newIndex] = oldIndex
        newOfOld[oldIndex] = newIndex
    }

    /// Matches items while the old items from `oldPosition` (not yet matched) equal the new
    /// ones from `newPosition`; returns how many matched.
    @inlinable
    func matchRun<Item: Equatable>(old: [Item], from oldPosition: Int, oldStart: Int, new: [Item], from newPosition: Int, newStart: Int) -> Int {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                // A section copied unchanged from the old snapshot shares its storage: where
                // the positions line up, the items are equal without comparing them.
                let sameStorage = old.baseAddress == new.baseAddress && oldPosition == newPosition
                var oldIndex = oldPosition, newIndex = newPosition
                while oldIndex < old.count && newIndex < new.count
                    && newOfOld[oldStart + oldIndex] < 0 && (sameStorage || old[oldIndex] == new[newIndex]) {
                    match(old: oldStart + oldIndex, new: newStart + newIndex)
                    oldIndex += 1
                    newIndex += 1
                }
                return newIndex - newPosition
            }
        }
    }
}
