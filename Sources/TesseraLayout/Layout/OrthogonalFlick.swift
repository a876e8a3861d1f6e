/// Where a flick takes an orthogonally scrolling section: where it comes to rest and, when it
/// runs into an end and its `bounce` lets it, where it shows first before springing back.
/// Offsets are in cells, as `orthogonalOffset(forSection:)` counts them.
public struct OrthogonalFlick: Hashable, Sendable {
    /// Where the section stops, always within `0...maximumOrthogonalOffset`.
    public var restingOffset: Int
    /// Where the section is drawn first: past an end of the content (below 0, or beyond the
    /// maximum offset) by a cell or two when it bounces; `restingOffset` when it does not.
    public var bounceOffset: Int

    /// A flick to `restingOffset`, bouncing off `bounceOffset` first (no bounce by default).
    public init(restingOffset: Int, bounceOffset: Int? = nil) {
        self.restingOffset = restingOffset
        self.bounceOffset = bounceOffset ?? restingOffset
    }

    /// Whether the section goes past an end before it rests.
    public var bounces: Bool { bounceOffset != restingOffset }
}
