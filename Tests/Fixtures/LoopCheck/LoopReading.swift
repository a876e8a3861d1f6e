import Tessera

extension EventLoop {
    /// The loop's counters on one line, for the status bar: the end-to-end tests compare two
    /// readings to see what one key press cost and that the loop slept with no deadline before.
    var reading: String {
        let lastWait = lastWaitTimeout.map { "\($0)" } ?? "none"
        return "turns \(wakeUps) frames \(framesDrawn) drains \(mainQueueDrains) wait \(lastWait) timers \(scheduledTimerCount)"
    }
}
