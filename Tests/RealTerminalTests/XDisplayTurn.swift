import Dispatch

/// One X session (Xvfb and its terminal) at a time, across every suite in this target: the
/// suites are serialized within themselves but may run beside each other, and two Xvfb servers
/// starting together can both be told the same display number — one then exits, and its
/// terminal talks to the other's display. A semaphore, not a lock: a session may end on another
/// thread than the one that started it.
enum XDisplayTurn {
    private static let semaphore = DispatchSemaphore(value: 1)

    /// Waits for the turn (sessions are short; the longest waits behind a few of them).
    static func take() { semaphore.wait() }

    /// Gives the turn to the next session.
    static func give() { semaphore.signal() }
}
