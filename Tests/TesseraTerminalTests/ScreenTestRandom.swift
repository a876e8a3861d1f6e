import Foundation

/// A small, seeded generator (SplitMix64) for the screen model's property tests. The seed comes
/// from `TESSERA_SEED` when set, so a failure printed with its seed can be replayed.
struct ScreenTestRandom: RandomNumberGenerator {
    private var state: UInt64
    let seed: UInt64

    init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The seed from the environment, or a fixed default so runs are repeatable.
    static func fromEnvironment(default fallback: UInt64 = 0x5EED_7E55_E7A0) -> ScreenTestRandom {
        let text = ProcessInfo.processInfo.environment["TESSERA_SEED"]
        return ScreenTestRandom(seed: text.flatMap { UInt64($0) } ?? fallback)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}
