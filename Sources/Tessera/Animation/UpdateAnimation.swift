import TesseraTerminal

/// The motion of one batch update: every element that was or will be on screen, from where
/// it was drawn to where the new layout puts it. Frames are in content coordinates, so
/// scrolling during the animation moves everything together.
///
/// - Moved (or shifted) elements slide: their position is eased and rounded to whole cells,
///   so rows move a row at a time.
/// - Inserted elements appear at their final place, dim at first, then normal.
/// - Deleted elements stay where they were, normal, then dim, then gone, while neighbours
///   slide over them (they are drawn underneath).
public struct UpdateAnimation {
    /// What happens to an element over the animation.
    public enum Change: Hashable, Sendable {
        /// It slides from one rect to another, a whole cell at a time.
        case move
        /// It appears at its final rect, dim for the first 60% of the animation, then normal.
        case insert
        /// It stays at its old rect, normal for the first 35%, then dim, and is gone at the end.
        case delete
    }

    /// One element's motion: where it starts and ends, in content cells, and how it changes.
    public struct Track: Hashable {
        /// Where the element is drawn at the start, in content coordinates (cells).
        public var from: CellRect
        /// Where the element is drawn at the end, in content coordinates (cells).
        public var to: CellRect
        /// Whether the element moves, appears or disappears.
        public var change: Change
    }

    /// When the animation began, on the window's loop clock.
    public let start: Duration
    /// How long the animation lasts; 200 ms by default. Zero finishes it at once.
    public let duration: Duration
    /// The curve moving elements follow; ``Easing/easeInOut`` by default.
    public let easing: Easing
    /// Every animated element's track, by key. Elements without a track are drawn where the
    /// layout puts them.
    public private(set) var tracks: [ElementKey: Track] = [:]

    /// An animation with no tracks yet, starting at `start`.
    ///
    /// - Parameters:
    ///   - start: The loop-clock time the animation begins.
    ///   - duration: How long it lasts; 200 ms by default.
    ///   - easing: The curve for moving elements.
    public init(start: Duration, duration: Duration = .milliseconds(200), easing: Easing = .easeInOut) {
        self.start = start
        self.duration = duration
        self.easing = easing
    }

    /// Slides the element `key` from `from` to `to` (content cells), replacing any track it had.
    public mutating func move(_ key: ElementKey, from: CellRect, to: CellRect) {
        tracks[key] = Track(from: from, to: to, change: .move)
    }
    /// Shows the element `key` appearing at `rect`: dim at first, then normal.
    public mutating func insert(_ key: ElementKey, at rect: CellRect) {
        tracks[key] = Track(from: rect, to: rect, change: .insert)
    }
    /// Shows the element `key` disappearing at `rect`: normal, then dim, then gone.
    public mutating func delete(_ key: ElementKey, from rect: CellRect) {
        tracks[key] = Track(from: rect, to: rect, change: .delete)
    }

    /// Whether nothing moves, appears or disappears (the update needs no frames of motion).
    public var isEmpty: Bool { tracks.isEmpty }

    /// Linear progress 0…1 at `now`.
    public func progress(at now: Duration) -> Double {
        guard duration > .zero else { return 1 }
        return min(1, max(0, (now - start) / duration))
    }

    /// Whether the animation has reached its end at loop-clock time `now`.
    public func isFinished(at now: Duration) -> Bool { progress(at: now) >= 1 }

    /// Where and how to draw `track` at `now`: its rect, whether it is dimmed, and whether it
    /// is still drawn at all (a deleted element vanishes at the end).
    public func appearance(of track: Track, at now: Duration) -> (rect: CellRect, dimmed: Bool, visible: Bool) {
        let p = progress(at: now)
        switch track.change {
        case .insert:
            return (track.to, p < 0.6, true)
        case .delete:
            return (track.from, p >= 0.35, p < 1)
        case .move:
            let e = easing(p)
            func mix(_ a: Int, _ b: Int) -> Int { a + Int((Double(b - a) * e).rounded()) }
            let rect = CellRect(x: mix(track.from.x, track.to.x), y: mix(track.from.y, track.to.y),
                            width: mix(track.from.width, track.to.width), height: mix(track.from.height, track.to.height))
            return (rect, false, true)
        }
    }
}
