/// The loop's deterministic companion to `ManualClock`: a random number generator that gives
/// the same numbers from the same seed on every machine and Swift version, so seeded runs,
/// recordings and tests replay exactly.
///
/// SplitMix64 (Steele, Lea and Flood, 2014), written out rather than borrowed from the
/// standard library, whose generator is neither seedable nor promised to stay the same.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The seed it started from: what a failure prints so that the run can be replayed.
    public let seed: UInt64
    private var state: UInt64

    /// A generator that starts from `seed`: equal seeds give equal sequences, everywhere.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The next 64 random bits. O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
