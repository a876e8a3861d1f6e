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
    public init() { origin = clock.now }
    public var now: Duration { clock.now - origin }
}

/// A clock that moves only when told to.
public final class ManualClock: LoopClock {
    public private(set) var now: Duration
    public init(now: Duration = .zero) { self.now = now }
    public func advance(by d: Duration) {
        precondition(d >= .zero, "ManualClock.advance: time never goes backwards (\(d))")
        now += d
    }
}
