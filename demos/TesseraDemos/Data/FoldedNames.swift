import Dispatch
import Foundation

/// The search keys of a whole catalogue, folded once, when first needed, on every core.
///
/// Folding a million names takes longer than showing the first screen, and nobody needs them
/// until the first letter is typed: the demo starts the fold in the background once its first
/// screen is up (`prepareInBackground`), and a search that comes sooner waits for that one fold
/// rather than starting another. Costs: O(total name length) work once, split over the cores; a look-up
/// after that O(1).
final class FoldedNames: @unchecked Sendable {
    /// The catalogue's mountains (shared with it, not copied).
    private let mountains: [Mountain]
    private let lock = NSLock()
    /// Guarded by `lock`; set once.
    private var built: [FoldedText]?

    init(_ mountains: [Mountain]) {
        self.mountains = mountains
    }

    /// Every mountain's name folded, in catalogue order; the first call (from any thread) folds them,
    /// later ones wait for it and share the result.
    var keys: [FoldedText] {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let folded = Self.fold(mountains)
        built = folded
        return folded
    }

    /// Starts the fold on a background queue, so that it is usually done before the first key.
    func prepareInBackground() {
        DispatchQueue.global(qos: .utility).async { [self] in _ = keys }
    }

    /// Folds the names in chunks on every core (concurrentPerform returns when all are done),
    /// each straight into its place in the result.
    private static func fold(_ mountains: [Mountain]) -> [FoldedText] {
        let chunk = 16_384
        guard mountains.count > chunk else { return mountains.map { FoldedText($0.name) } }
        let chunks = (mountains.count + chunk - 1) / chunk
        return Array(unsafeUninitializedCapacity: mountains.count) { buffer, initialized in
            nonisolated(unsafe) let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                for i in (c * chunk)..<min(mountains.count, (c + 1) * chunk) {
                    (base + i).initialize(to: FoldedText(mountains[i].name))
                }
            }
            initialized = mountains.count
        }
    }
}
