import Tessera

/// A tile of Item Badges and the count its badge shows (0: no badge).
struct BadgedTile: Hashable {
    let number: Int
    let badgeCount: Int

    /// `count` tiles with badge counts of 0, 1 or 2, the same for the same seed.
    static func tiles(count: Int, seed: UInt64) -> [BadgedTile] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { BadgedTile(number: $0, badgeCount: Int(random.next() % 3)) }
    }
}
