import Tessera

/// The mountains matching the query, kept between keystrokes so that typing one more letter
/// searches only the previous matches: a longer query can only match fewer names.
struct MountainFilter {
    let catalog: MountainCatalog
    /// The folded query the matches are for.
    private(set) var needle: [UInt8] = []
    /// Positions in `catalog.mountains` (so in name order) of the names containing `needle`;
    /// none until the first `update(query:)`.
    private(set) var matches: [Int] = []
    /// Whether `update(query:)` has run: before it, `matches` is not yet filled.
    private var isFiltered = false

    /// A filter for `catalog`, with no matches until its first `update(query:)`: making one
    /// costs nothing (a million matches are made where the first query runs, in the background
    /// for a large catalogue, not on the main thread before the first screen).
    init(catalog: MountainCatalog) {
        self.catalog = catalog
    }

    /// Filters for `query`: case- and diacritic-insensitive, surrounding spaces ignored.
    mutating func update(query: String) {
        let newNeedle = FoldedText.foldQuery(query.trimmingCharacters(in: .whitespaces))
        guard !isFiltered || newNeedle != needle else { return }
        let candidates = isFiltered && newNeedle.starts(with: needle) ? matches : Array(catalog.mountains.indices)
        isFiltered = true
        needle = newNeedle
        if newNeedle.isEmpty {
            matches = candidates
            return
        }
        matches = catalog.searchKeys.filter(candidates, containing: newNeedle)
    }

    /// Whether the mountain at `index` is among the matches: a binary search, as the matches
    /// keep catalogue order. O(log matches), and no index of them is built.
    func contains(_ index: Int) -> Bool {
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
