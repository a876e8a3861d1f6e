extension Array {
    /// Makes room for `extra` more elements, growing geometrically: one exact
    /// `reserveCapacity` per section would copy the array once per section.
    @inlinable
    mutating func reserveRoom(for extra: Int) {
        let needed = count + extra
        if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
    }
}
