import Foundation
import Testing

/// SplitMix64: small, fast and seedable, so a failing property case can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
    mutating func element<T>(of array: [T]) -> T { array.randomElement(using: &self)! }
    /// A random subset, in random order.
    mutating func subset<T>(of array: [T], atMost limit: Int) -> [T] {
        Array(array.shuffled(using: &self).prefix(int(0...min(limit, array.count))))
    }
}

/// The seed of the property tests: `TESSERA_SEED` when set, otherwise a fresh one each run.
/// Every failure message carries it, so `TESSERA_SEED=… swift test` replays the run.
enum PropertySeed {
    static let value: UInt64 = {
        if let text = ProcessInfo.processInfo.environment["TESSERA_SEED"], let seed = UInt64(text) { return seed }
        return UInt64.random(in: 0...UInt64.max)
    }()

    /// A generator for one property, so properties do not share a stream. Also prints the
    /// seed, so that a run stopped by a crash can be replayed too.
    static func generator(for property: UInt64, _ name: String) -> SeededRandom {
        print("\(name): TESSERA_SEED=\(value)")
        return SeededRandom(seed: value ^ (property &* 0x9E37_79B9_7F4A_7C15))
    }

    /// Records a failed case with what it takes to replay it.
    static func fail(_ property: String, case index: Int, _ detail: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Issue.record("\(property) failed on case \(index) — replay with TESSERA_SEED=\(value)\n\(detail)", sourceLocation: sourceLocation)
    }
}
