/// A run of cells on one axis, `start..<end`.
struct CellSpan: Hashable {
    var start: Int
    var end: Int

    var length: Int { max(0, end - start) }

    /// The span shrunk by the given cells on each side, never inverted.
    func inset(start before: Int, end after: Int) -> CellSpan {
        let s = min(start + max(0, before), end)
        return CellSpan(start: s, end: max(s, end - max(0, after)))
    }
}
