import Tessera

/// Picks distinct emoji at random, reproducibly from a seed (`--seed`): the Emoji Explorer's
/// recents and its starred emoji, from `SeededRandom` (the goldens depend on the picks).
struct EmojiPicker {
    private var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

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
