import Foundation

/// A catalogue made when first asked for, once: the first caller (on any thread) makes it,
/// callers meanwhile wait for that one making, later ones share it. The demo's searches ask for
/// it on the search queue until their first results are on screen, so a key typed before then
/// filters the same catalogue rather than an empty one or a second copy. O(making it) once;
/// then O(1).
final class PendingCatalog: @unchecked Sendable {
    private let make: @Sendable () -> MountainCatalog
    private let lock = NSLock()
    /// Guarded by `lock`; set once.
    private var made: MountainCatalog?

    init(_ make: @escaping @Sendable () -> MountainCatalog) {
        self.make = make
    }

    var catalog: MountainCatalog {
        lock.withLock {
            if let made { return made }
            let catalog = make()
            made = catalog
            return catalog
        }
    }
}
