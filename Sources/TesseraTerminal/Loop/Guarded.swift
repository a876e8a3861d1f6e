#if !TESSERA_TSAN
import Synchronization
#endif

#if TESSERA_TSAN
/// A value behind a mutex: state shared between threads (the main queue's backlog, the emoji
/// policy, a data source's latest snapshot) is reached only through `withLock`.
///
/// This is the ThreadSanitizer build's form (`make sanitize` compiles with `TESSERA_TSAN`): a
/// pthread mutex, whose lock and unlock TSan intercepts. Swift's `Mutex` on Linux waits on a
/// futex directly, which TSan cannot see, so it reports races on state that is correctly locked.
package final class Guarded<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    /// `value`, behind a new mutex.
    package init(_ value: sending Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the value with the mutex held.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
#else
/// A value behind a mutex: state shared between threads (the main queue's backlog, the emoji
/// policy, a data source's latest snapshot) is reached only through `withLock`.
///
/// Swift's `Mutex`, except in the ThreadSanitizer build (`make sanitize`, `TESSERA_TSAN`), where
/// it is a pthread mutex that TSan can see (see the other branch of this file).
package typealias Guarded<Value> = Mutex<Value>
#endif
