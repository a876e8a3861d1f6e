import Foundation

/// A small deterministic generator (SplitMix64) so property tests replay exactly from a seed.
/// The seed comes from `TESSERA_SEED` when set, so a failure printed with its seed can be rerun.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The run's base seed: `TESSERA_SEED`, or a fixed default so plain runs are repeatable.
    static var baseSeed: UInt64 {
        ProcessInfo.processInfo.environment["TESSERA_SEED"].flatMap { UInt64($0) } ?? 20_191_018
    }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }
}
