import Dispatch
import Foundation

/// The search keys of a whole catalogue, folded once, when first needed.
///
/// Nobody needs them until the first letter is typed: the demo starts the fold in the background
/// once its first screen is up (`prepareInBackground`), and a search that comes sooner waits for
/// that one fold rather than starting another. Costs: when every name is ASCII (every generated
/// peak), one lower-casing sweep over the names' bytes, split over the cores (a million names:
/// about 20 MB, a few milliseconds); otherwise name by name, O(total name length). A look-up
/// after that is O(1).
final class FoldedNames: @unchecked Sendable {
    /// The catalogue's mountains (shared with it, not copied).
    private let mountains: MountainTable
    private let lock = NSLock()
    /// Guarded by `lock`; set once.
    private var built: SearchKeys?

    init(_ mountains: MountainTable) {
        self.mountains = mountains
    }

    /// Every mountain's name folded, in catalogue order; the first call (from any thread) folds them,
    /// later ones wait for it and share the result.
    var keys: SearchKeys {
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

    private static func fold(_ mountains: MountainTable) -> SearchKeys {
        if let lowered = lowercasedIfASCII(mountains.nameBytes) {
            // Byte for byte: the names' ends are the keys' ends (the column is shared, not copied).
            return SearchKeys(bytes: lowered, ends: mountains.nameEnds, graphemeMaps: [:])
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(mountains.nameBytes.count)
        var ends: [UInt32] = []
        ends.reserveCapacity(mountains.count)
        var maps: [Int: [Int32]] = [:]
        for index in mountains.indices {
            let name = mountains.nameBytes[mountains.nameRange(index)]
            if let lowered = lowercasedIfASCII(name) {
                bytes.append(contentsOf: lowered)
            } else {
                let folded = FoldedText(mountains.name(index))
                bytes.append(contentsOf: folded.bytes)
                if !folded.graphemeOfByte.isEmpty { maps[index] = folded.graphemeOfByte }
            }
            ends.append(UInt32(bytes.count))
        }
        return SearchKeys(bytes: bytes, ends: ends, graphemeMaps: maps)
    }

    /// `bytes` with A–Z lower-cased, or nil unless every byte is ASCII and none a carriage
    /// return ("\r\n" is one grapheme of two bytes, so byte i would not be grapheme i). Large
    /// buffers are split in chunks over the cores (concurrentPerform returns when all are done),
    /// each written straight into its place. O(bytes).
    private static func lowercasedIfASCII(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        bytes.withUnsafeBufferPointer { source in
            nonisolated(unsafe) let source = source
            let chunk = 1 << 20
            let chunks = max(1, (source.count + chunk - 1) / chunk)
            var plain = [Bool](repeating: true, count: chunks)
            let lowered = [UInt8](unsafeUninitializedCapacity: source.count) { out, initialized in
                nonisolated(unsafe) let out = out
                plain.withUnsafeMutableBufferPointer { plain in
                    nonisolated(unsafe) let plain = plain
                    let lower: @Sendable (Int) -> Void = { c in
                        var unusual: UInt8 = 0  // any byte ≥ 0x80, or a carriage return
                        for i in (c * chunk)..<min(source.count, (c + 1) * chunk) {
                            let byte = source[i]
                            unusual |= (byte & 0x80) | (byte == 0x0D ? 1 : 0)
                            out[i] = byte &- 65 < 26 ? byte | 0x20 : byte
                        }
                        plain[c] = unusual == 0
                    }
                    // One name, or a small catalogue: no threads to wake.
                    if chunks == 1 { lower(0) } else { DispatchQueue.concurrentPerform(iterations: chunks, execute: lower) }
                }
                initialized = source.count
            }
            return plain.allSatisfy { $0 } ? lowered : nil
        }
    }

    private static func lowercasedIfASCII(_ bytes: [UInt8]) -> [UInt8]? {
        lowercasedIfASCII(bytes[...])
    }
}
