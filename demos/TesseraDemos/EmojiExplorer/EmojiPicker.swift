/// Picks distinct emoji at random, reproducibly from a seed (`--seed`): the Emoji Explorer's
/// recents and its starred emoji. SplitMix64, written out so that the picks are the same on
/// every platform and Swift version (the goldens depend on them).
struct EmojiPicker {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` distinct numbers below `limit` (fewer if `limit` is smaller), in the order drawn.
    mutating func distinct(_ count: Int, below limit: Int) -> [Int] {
        guard limit > 0 else { return [] }
        var picked: [Int] = [], seen = Set<Int>()
        while picked.count < min(count, limit) {
            let n = Int(next() % UInt64(limit))
            if seen.insert(n).inserted { picked.append(n) }
        }
        return picked
    }
}
