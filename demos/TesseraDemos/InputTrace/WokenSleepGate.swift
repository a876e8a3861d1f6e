import Tessera
#if canImport(Glibc)
import Glibc
#endif

/// Keeps a recorded run and its replay in step where Swift's scheduling would not.
///
/// A task sleeping with `Application.sleep(for:)` (the Wi-Fi scanner) is resumed when its loop
/// timer fires, but Swift sends a resumed task through its thread pool before it reaches the
/// main queue, so on its own it would run in whichever turn's drain it happened to reach, live
/// and in the replay alike, and the two would part (the replay would read the clock where
/// the recording waited). So before each wait, while such a task is on its way, both hold the
/// wait until the main queue has work (the task arrived): it then runs in the very next turn
/// in both. The wait is bounded; the arrival normally takes well under a millisecond.
enum WokenSleepGate {
    static let limitMilliseconds: Int32 = 1000

    /// Called at the start of a wait with the loop's main-queue descriptor (nil where the loop
    /// does not serve the main queue itself: nothing to hold then).
    @MainActor
    static func holdWait(for application: Application?, wakeDescriptor: Int32?) {
        guard let wakeDescriptor, let application, application.wakingSleepCount > 0 else { return }
        var descriptor = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, limitMilliseconds)
    }
}
