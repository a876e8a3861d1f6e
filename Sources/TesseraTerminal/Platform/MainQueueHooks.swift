#if !canImport(Darwin)
import CDispatchMainQueue
#endif
import Foundation

/// How the blocking `EventLoop.run()` serves the main queue while it owns the main thread,
/// per system. The decision, and why (see also the TesseraTerminal README, "The main queue"):
///
/// - **Linux (glibc, musl): libdispatch's run-loop hooks.** The main queue's wake-up descriptor
///   (an eventfd) goes into the terminal's own `poll`, and `drain` runs the queue at one fixed
///   point of each turn, before that turn's events. That fixed point is what makes trace replay
///   and the loop's counters deterministic, which is why Linux keeps it. The two functions are
///   exported by libdispatch but declared only in its private headers (the `CDispatchMainQueue`
///   shim): this file is the only Swift that calls them.
/// - **Darwin: Foundation's run loop (`RunLoopWait`).** There the same hook hands out a Mach
///   port, not a descriptor; `poll` would report it invalid at once and spin, and main-queue work
///   would wait for a key. `RunLoop.main.run(mode:before:)` (CFRunLoop) waits on that port
///   itself and drains the main queue, with main-queue read sources on the terminal's input
///   descriptors to end the wait when input arrives. Public API only; main-queue work still
///   runs before the turn's events (inside the wait), though no longer at exactly one point, so
///   trace replay is only byte-for-byte deterministic on Linux. `RunLoopWait` is the same code
///   on Linux, where `TESSERA_MAIN_QUEUE_WAIT=runloop` selects it so that tests prove it here.
enum MainQueueHooks {
    /// The environment variable that picks the run-loop wait on Linux ("runloop").
    static let environmentVariable = "TESSERA_MAIN_QUEUE_WAIT"

    /// Whether the blocking `run()` waits in Foundation's run loop rather than in `poll`.
    static let waitsInRunLoop: Bool = {
        #if canImport(Darwin)
        true
        #else
        ProcessInfo.processInfo.environment[environmentVariable] == "runloop"
        #endif
    }()

    /// The main queue's wake-up descriptor (Linux), or nil: on Darwin, or once the main queue
    /// is no longer bound to the main thread (after `dispatchMain()`, in an async `main`).
    static func wakeDescriptor() -> Int32? {
        #if canImport(Darwin)
        nil
        #else
        guard !waitsInRunLoop else { return nil }
        let descriptor = _dispatch_get_main_queue_handle_4CF()
        return descriptor >= 0 ? descriptor : nil
        #endif
    }

    /// Runs every block and main-actor job waiting on the main queue (the descriptor is
    /// non-blocking: reading it when nothing is waiting costs one failed read).
    static func drain(descriptor: Int32) {
        #if !canImport(Darwin)
        var value: UInt64 = 0
        _ = read(descriptor, &value, MemoryLayout<UInt64>.size)
        _dispatch_main_queue_callback_4CF(nil)
        #endif
    }
}
