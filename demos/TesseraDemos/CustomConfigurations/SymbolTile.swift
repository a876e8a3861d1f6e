import Tessera

/// One tile of Custom Configurations: a symbol, with an identity of its own since each symbol
/// appears many times.
struct SymbolTile: Hashable {
    let id: Int
    let symbol: String

    /// Twelve symbols a terminal draws one column wide (the example's SF Symbols).
    static let symbols = ["★", "♥", "♦", "♣", "♠", "♪", "☂", "✿", "⚑", "✉", "⌂", "☎"]

    /// Every symbol `copies` times, in a seeded random order.
    static func shuffled(copies: Int, seed: UInt64) -> [SymbolTile] {
        var random = SeededRandom(seed: seed)
        let symbols = (0..<copies).flatMap { _ in Self.symbols }.shuffled(using: &random)
        return symbols.enumerated().map { SymbolTile(id: $0.offset, symbol: $0.element) }
    }
}
