/// Hands out curses colour pairs on demand: the first time a foreground/background
/// combination is drawn it gets the next free pair number (extended numbering, so past 32767
/// where the terminal allows), afterwards the same number. Pair 0 is the terminal's default
/// colours and is never redefined.
///
/// Pairs are never recycled: redefining one would recolour every cell on screen that uses it.
/// When the terminal's pairs run out (64 on an 8-colour xterm entry, 65536 with 256
/// colours), further combinations fall back to pair 0.
struct ColorPairTable {
    struct Colors: Hashable {
        var foreground: Int
        var background: Int
    }

    private var pairs: [Colors: Int32] = [:]
    private let capacity: Int
    private let define: (Int32, Colors) -> Bool

    /// `capacity` is the terminal's COLOR_PAIRS; `define` sets a pair up (init_extended_pair)
    /// and says whether it worked.
    init(capacity: Int, define: @escaping (Int32, Colors) -> Bool) {
        self.capacity = capacity
        self.define = define
    }

    var count: Int { pairs.count }

    mutating func pair(for colors: Colors) -> Int32 {
        if colors.foreground < 0 && colors.background < 0 { return 0 }
        if let pair = pairs[colors] { return pair }
        let next = Int32(pairs.count + 1)
        guard Int(next) < capacity, define(next, colors) else { return 0 }
        pairs[colors] = next
        return next
    }
}
