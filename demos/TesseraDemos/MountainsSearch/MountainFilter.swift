import Tessera

/// The mountains matching the query, kept between keystrokes: typing one more letter searches
/// only the previous matches (a longer query can only match fewer names), and erasing letters
/// finds the shorter query's matches where they were kept on the way in, searching nothing.
///
/// The trail is bounded: at most `maximumTrail` queries besides the empty one, the latest kept
/// (erasing further back searches again, from the nearest one kept), and none past a query that
/// matches nothing (a longer one cannot match more). Typing 10,000 characters no longer keeps
/// 10,000 prefixes of up to 10,000 bytes each.
struct MountainFilter {
    let catalog: MountainCatalog
    /// The folded query the matches are for.
    private(set) var needle: [UInt8] = []
    /// Positions in `catalog.mountains` (so in name order) of the names containing `needle`;
    /// none until the first `update(query:)`.
    var matches: [Int] { trail.last?.matches ?? [] }
    /// The results of queries typed on the way to this one, each needle extending the one
    /// before (the first is the empty query: every mountain); the last is the current query's,
    /// or, when that matched nothing, the shortest query on the way that matched nothing.
    private var trail: [(needle: [UInt8], matches: [Int])] = []
    /// How many queries besides the empty one the trail keeps.
    static let maximumTrail = 32
    /// How many queries the trail holds now (the empty one included): what tests read.
    var trailCount: Int { trail.count }

    /// A filter for `catalog`, with no matches until its first `update(query:)`: making one
    /// costs nothing (a million matches are made where the first query runs, in the background
    /// for a large catalogue, not on the main thread before the first screen).
    init(catalog: MountainCatalog) {
        self.catalog = catalog
    }

    /// Filters for `query`: case- and diacritic-insensitive, surrounding spaces ignored.
    mutating func update(query: String) {
        let newNeedle = FoldedText.foldQuery(query.trimmingCharacters(in: .whitespaces))
        needle = newNeedle
        if trail.isEmpty { trail = [([], Array(catalog.mountains.indices))] }
        // Keep the results whose needles the new one extends (or is): erasing back to one of
        // them reuses it; typing on searches the longest one's matches.
        while let last = trail.last, !newNeedle.starts(with: last.needle) { trail.removeLast() }
        guard let base = trail.last, base.needle != newNeedle, !base.matches.isEmpty else { return }
        trail.append((newNeedle, catalog.searchKeys.filter(base.matches, containing: newNeedle)))
        if trail.count > Self.maximumTrail + 1 { trail.remove(at: 1) } // the oldest but the empty query
    }

    /// Whether the mountain at `index` is among the matches: a binary search, as the matches
    /// keep catalogue order. O(log matches), and no index of them is built.
    func contains(_ index: Int) -> Bool {
        let matches = self.matches
        var low = 0, high = matches.count
        while low < high {
            let mid = (low + high) / 2
            if matches[mid] < index { low = mid + 1 } else { high = mid }
        }
        return low < matches.count && matches[low] == index
    }

    /// The graphemes of the mountain's name that the query matched, for highlighting.
    func highlight(of index: Int) -> Range<Int>? {
        guard !needle.isEmpty else { return nil }
        return catalog.searchKeys.firstMatch(of: needle, inName: index)
    }
}
