import Dispatch

/// The waits of `await EventLoop.run()`, as main-queue dispatch sources: a read source per
/// input descriptor and one timer for the loop's nearest deadline. Every firing calls `turn`
/// on the main actor. Used where the loop must not block the thread it runs on.
@MainActor
final class LoopDispatchSources {
    private var readers: [any DispatchSourceRead] = []
    private let timer: any DispatchSourceTimer

    init(descriptors: [Int32], turn: @escaping @MainActor () -> Void) {
        let fire: @Sendable () -> Void = { MainActor.assumeIsolated { turn() } }
        timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler(handler: fire)
        timer.schedule(deadline: .distantFuture)
        timer.resume()
        for descriptor in descriptors where descriptor >= 0 {
            let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            reader.setEventHandler(handler: fire)
            reader.resume()
            readers.append(reader)
        }
    }

    /// Fires the timer once after `delay`; nil: not at all (only input wakes the loop).
    func wake(after delay: Duration?) {
        guard let delay else { timer.schedule(deadline: .distantFuture); return }
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
        timer.schedule(deadline: .now() + .nanoseconds(max(0, nanoseconds)))
    }

    func cancel() {
        timer.cancel()
        readers.forEach { $0.cancel() }
        readers.removeAll()
    }
}
