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
    public enum Change: Hashable, Sendable { case move, insert, delete }

    public struct Track: Hashable {
        public var from: CellRect
        public var to: CellRect
        public var change: Change
    }

    public let start: Duration
    public let duration: Duration
    public let easing: Easing
    public private(set) var tracks: [ElementKey: Track] = [:]

    public init(start: Duration, duration: Duration = .milliseconds(200), easing: Easing = .easeInOut) {
        self.start = start
        self.duration = duration
        self.easing = easing
    }

    public mutating func move(_ key: ElementKey, from: CellRect, to: CellRect) {
        tracks[key] = Track(from: from, to: to, change: .move)
    }
    public mutating func insert(_ key: ElementKey, at rect: CellRect) {
        tracks[key] = Track(from: rect, to: rect, change: .insert)
    }
    public mutating func delete(_ key: ElementKey, from rect: CellRect) {
        tracks[key] = Track(from: rect, to: rect, change: .delete)
    }

    public var isEmpty: Bool { tracks.isEmpty }

    /// Linear progress 0…1 at `now`.
    public func progress(at now: Duration) -> Double {
        guard duration > .zero else { return 1 }
        return min(1, max(0, (now - start) / duration))
    }

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
