import CDispatchMainQueue
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The main dispatch queue as Tessera's loop sees it: whether code runs on it, and — while the
/// loop owns the main thread — how to wait for its work and run it.
///
/// Swift's main actor runs its jobs on the main queue, so serving the main queue also serves
/// `Task { @MainActor in … }`, `await MainActor.run { … }` and main-queue dispatch sources.
package enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True when the calling code runs on the main queue (so on the main actor). Unlike
    /// `Thread.isMainThread` this is also right inside an `async` main, where main-actor jobs
    /// run on a pool thread, and it is false inside `DispatchQueue.global().sync` called from
    /// the main thread.
    package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

    /// The main queue's wake-up descriptor, when the calling thread may serve the queue itself:
    /// the main thread, with the queue still bound to it (not after `dispatchMain()`, nor in an
    /// async `main`, nor inside a main-queue block, which the queue cannot run re-entrantly).
    static func pumpDescriptor() -> Int32? {
        guard Thread.isMainThread, isCurrent else { return nil }
        let descriptor = _dispatch_get_main_queue_handle_4CF()
        return descriptor >= 0 ? descriptor : nil
    }

    /// Runs every block and main-actor job waiting on the main queue (the queue's descriptor
    /// is non-blocking: reading it when nothing is waiting costs one failed read).
    static func drain(descriptor: Int32) {
        var value: UInt64 = 0
        _ = read(descriptor, &value, MemoryLayout<UInt64>.size)
        _dispatch_main_queue_callback_4CF(nil)
    }
}
