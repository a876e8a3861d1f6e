import Foundation

/// The item index of a snapshot built only by appending, before anyone needed it.
///
/// Appending items does not hash them: the snapshot keeps one of these boxes instead, and the
/// first look-up by identifier builds the index here, once, for every copy that shares the
/// box (copies of an unchanged snapshot share it; any edit gives the snapshot a fresh box).
/// The lock makes that first build safe when copies are read from several threads.
///
/// `isVerified` records that the items are known to be unique: building the index checks
/// that, and so does the differ, both when it hashes an old snapshot into its own table and
/// when it walks a new snapshot against a verified old one.
@usableFromInline
final class LazyItemIndex<Item: Hashable>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var built: [Item: ItemLocation]?
    @usableFromInline var verified = false

    @inlinable
    init() {}

    /// The index, built with `build` the first time.
    @inlinable
    func locations(building build: () -> [Item: ItemLocation]) -> [Item: ItemLocation] {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let index = build()
        built = index
        verified = true
        return index
    }

    /// The index if it has been built, without building it.
    @inlinable
    var builtLocations: [Item: ItemLocation]? {
        lock.lock()
        defer { lock.unlock() }
        return built
    }

    @inlinable
    var isVerified: Bool {
        lock.lock()
        defer { lock.unlock() }
        return verified
    }

    @inlinable
    func markVerified() {
        lock.lock()
        verified = true
        lock.unlock()
    }

    /// True when nothing has been cached yet, so an owner holding the only reference may keep
    /// using it after an edit.
    @inlinable
    var isBlank: Bool { built == nil && !verified }
}
