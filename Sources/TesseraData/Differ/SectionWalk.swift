/// What walking one new section found out about the items that stayed in it (kept items
/// whose old section is this section's old self), enough to tell whether any of them moved.
@usableFromInline
struct SectionWalk {
    @usableFromInline var stayingCount = 0
    /// Whether the stayers' old positions only grew along the new order: then none moved and
    /// no subsequence is needed.
    @usableFromInline var isInOrder = true
    /// Whether they only fell, one item at a time (a reversed section): the subsequence is
    /// then known without computing it. 100,000 reversed items skip 0.3 ms of sorting.
    @usableFromInline var isInReverse = true
    @usableFromInline var lastStayingOldPosition = -1
    /// Kept items that came from another section: each is a move.
    @usableFromInline var movedInCount = 0

    @inlinable
    init() {}

    /// `count` stayers whose old positions run up by one from `old`.
    @inlinable
    mutating func noteStaying(old: Int, count: Int) {
        if old < lastStayingOldPosition { isInOrder = false } else if stayingCount > 0 { isInReverse = false }
        if count > 1 { isInReverse = false }
        lastStayingOldPosition = old + count - 1
        stayingCount += count
    }

    @inlinable
    var hasMoves: Bool { !isInOrder || movedInCount > 0 }
}
