/// Exact counts of the work the layout did, for tests and benchmarks (timings vary; these do
/// not). `resetCounters()` zeroes them.
package struct LayoutCounters: Hashable, Sendable {
    /// Sections resolved by `prepare` (each asks the section provider once).
    package var sectionsPrepared = 0
    /// Groups looked at by rect queries.
    package var groupsVisited = 0
    /// Attributes returned by rect queries.
    package var elementsReturned = 0
    /// Elements measured by `measureElements(in:using:)` or `invalidateSize`.
    package var measurements = 0

    /// All counts at zero.
    package init() {}
}
