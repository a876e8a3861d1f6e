/// Exact, repeatable counts of a collection view's work, for tests and benchmarks.
public struct CollectionViewCounters: Hashable, Sendable {
    /// Frames drawn.
    public var frames = 0
    /// Layout attributes returned by visible-rect queries (elements laid out for drawing).
    public var itemsLaidOut = 0
    /// Calls to the cell and supplementary providers.
    public var cellsConfigured = 0
    /// Cells that had to be created (the rest were reused).
    public var cellsCreated = 0
    /// Animations planned for updates (by the update planner). Animated updates applied before
    /// the next frame are planned together, as one.
    public var animatedUpdates = 0
    /// Animated updates whose planned slides broke the frame rule, so they cross-faded instead.
    public var crossFadedUpdates = 0
    /// Animated updates whose cells travelled in reading order (a grid closing up or opening out:
    /// cells changing column hop from slot to slot instead of fading).
    public var readingOrderUpdates = 0
    /// Times the view asked its data source for every section's item count. An update carries
    /// its counts, so only a new data source and `reloadData()` ask.
    package var itemCountReads = 0
    /// Counters at zero.
    public init() {}
}
