import Dispatch
import Testing

/// Runs each test of a suite on a thread of its own instead of Swift's cooperative pool.
///
/// End-to-end tests block while they wait: for tmux or kitty to answer, for a child to exit,
/// between polls of the screen. On the cooperative pool, which has one thread per core, two
/// such suites running side by side on a two-core machine leave no thread for any other test:
/// every `async` test in the process stalls for as long as they run (CI saw 38 s), and a test
/// that waits for real time with a timeout fails. On a serial queue of their own the blocking
/// costs only a thread that Dispatch gives them (serial queues may overcommit); the pool
/// stays free.
public struct OwnThread: SuiteTrait, TestTrait, TestScoping {
    public init() {}

    public var isRecursive: Bool { true }

    /// Only where a test function really runs: once per test case.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> OwnThread? {
        testCase == nil ? nil : self
    }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await withTaskExecutorPreference(QueueTaskExecutor(label: "tessera.test.\(test.name)")) {
            try await function()
        }
    }
}

extension Trait where Self == OwnThread {
    /// Runs each test on a thread of its own, off Swift's cooperative pool (see ``OwnThread``).
    public static var ownThread: OwnThread { OwnThread() }
}

/// A task executor that runs every job on one serial Dispatch queue.
final class QueueTaskExecutor: TaskExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
