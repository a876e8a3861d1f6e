import Dispatch
import Foundation

/// The main dispatch queue as Tessera's loop sees it: whether code runs on it, and — while the
/// loop owns the main thread — how to wait for its work and run it (per system:
/// `MainQueueHooks` in Platform).
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

    /// True on the main thread with the main queue bound to it: where the blocking loop may run.
    static var isMainThread: Bool { Thread.isMainThread && isCurrent }

    /// The main queue's wake-up descriptor, when the calling thread may serve the queue itself:
    /// the main thread, with the queue still bound to it (not after `dispatchMain()`, nor in an
    /// async `main`, nor inside a main-queue block, which the queue cannot run re-entrantly).
    /// Always nil where the main queue has no descriptor (Darwin).
    static func pumpDescriptor() -> Int32? {
        guard isMainThread else { return nil }
        return MainQueueHooks.wakeDescriptor()
    }

    /// Runs every block and main-actor job waiting on the main queue.
    static func drain(descriptor: Int32) {
        MainQueueHooks.drain(descriptor: descriptor)
    }
}
