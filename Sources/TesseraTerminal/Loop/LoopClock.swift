import Foundation

/// Monotonic time as the event loop sees it. Injectable, so tests step time frame by frame.
public protocol LoopClock: AnyObject {
    /// Time since an arbitrary fixed origin; never goes backwards.
    var now: Duration { get }
}

/// The real clock: CLOCK_MONOTONIC.
public final class SystemLoopClock: LoopClock {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant
    /// A clock whose origin is now.
    public init() { origin = clock.now }
    /// Time since the clock was created.
    public var now: Duration { clock.now - origin }
}

/// A clock that moves only when told to.
public final class ManualClock: LoopClock {
    /// The time it was created with, plus every ``advance(by:)`` since.
    public private(set) var now: Duration
    /// A clock stopped at `now`, zero by default.
    public init(now: Duration = .zero) { self.now = now }
    /// Moves time forward by `d`; a negative `d` stops the program (time never goes backwards).
    public func advance(by d: Duration) {
        precondition(d >= .zero, "ManualClock.advance: time never goes backwards (\(d))")
        now += d
    }
}
