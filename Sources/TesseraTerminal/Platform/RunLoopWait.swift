import Dispatch
import Foundation

/// The blocking loop's wait where the main queue has no descriptor to poll (Darwin, see
/// `MainQueueHooks`): Foundation's run loop, which drains the main queue while it waits, and a
/// main-queue read source per input descriptor, whose firing (inside that same run loop) ends
/// the wait. The sources are made once and kept: idle, nothing fires and the thread sleeps.
///
/// A source that fired is suspended until the next wait: its handler runs before the loop reads
/// the input, and left armed it would fire again for the same bytes (a second, empty turn).
/// Invariant: `suspended` holds exactly the readers that are suspended.
@MainActor
final class RunLoopWait {
    private var readers: [Int32: any DispatchSourceRead] = [:]
    private var suspended: Set<Int32> = []

    /// Waits until input is readable on one of `descriptors`, main-queue work has run, or
    /// `timeout` passes (nil: no limit).
    func wait(descriptors: [Int32], timeout: Duration?) {
        for descriptor in descriptors where descriptor >= 0 && readers[descriptor] == nil {
            let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            reader.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.fired(descriptor) } }
            reader.resume()
            readers[descriptor] = reader
        }
        resumeFired()
        let limit = timeout.map { Date(timeIntervalSinceNow: Self.seconds($0)) } ?? .distantFuture
        // One pass returns after the first source handled (the main queue counts as one), so
        // a wait that only ran main-queue work ends here too: that work needs a turn.
        _ = RunLoop.main.run(mode: .default, before: limit)
    }

    /// Stops watching the descriptors (the loop has stopped).
    func cancel() {
        resumeFired() // a suspended source must not be released
        readers.values.forEach { $0.cancel() }
        readers.removeAll()
    }

    private func fired(_ descriptor: Int32) {
        guard let reader = readers[descriptor], suspended.insert(descriptor).inserted else { return }
        reader.suspend()
        _checkInvariants()
    }

    private func resumeFired() {
        for descriptor in suspended { readers[descriptor]?.resume() }
        suspended.removeAll()
        _checkInvariants()
    }

    private func _checkInvariants() {
        assert(suspended.isSubset(of: readers.keys), "RunLoopWait: a suspended descriptor has no reader")
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
