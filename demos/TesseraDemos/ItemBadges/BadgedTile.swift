/// A tile of Item Badges and the count its badge shows (0: no badge).
struct BadgedTile: Hashable {
    let number: Int
    let badgeCount: Int

    /// `count` tiles with badge counts of 0, 1 or 2, the same for the same seed.
    static func tiles(count: Int, seed: UInt64) -> [BadgedTile] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { BadgedTile(number: $0, badgeCount: Int(random.next() % 3)) }
    }
}

/// A small seeded generator (SplitMix64), so a seed always gives the same badges.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
