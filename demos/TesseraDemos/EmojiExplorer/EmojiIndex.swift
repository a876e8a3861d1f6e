import Foundation

/// The emoji catalogue numbered for the demos: every emoji, subgroup and group gets an index,
/// so identifiers are small integers (cheap to hash and diff 3,655 times per keystroke), and
/// each name is folded once for searching.
struct EmojiIndex: Sendable {
    struct Group: Sendable {
        let name: String
        /// Indices into `subgroups`.
        let subgroups: Range<Int>
        /// Indices into `emoji`.
        let emoji: Range<Int>
    }

    struct Subgroup: Sendable {
        let name: String
        let group: Int
        let emoji: Range<Int>
    }

    /// Every emoji in catalogue order (group, then subgroup).
    let emoji: [Emoji]
    let groups: [Group]
    let subgroups: [Subgroup]
    /// The folded name of each emoji, for case- and diacritic-insensitive search.
    private let searchKeys: [FoldedText]

    init(_ catalog: EmojiCatalog) {
        var emoji: [Emoji] = [], groups: [Group] = [], subgroups: [Subgroup] = []
        for group in catalog.groups {
            let firstSubgroup = subgroups.count, firstEmoji = emoji.count
            for subgroup in group.subgroups {
                let start = emoji.count
                emoji.append(contentsOf: subgroup.emoji)
                subgroups.append(Subgroup(name: subgroup.name, group: groups.count, emoji: start..<emoji.count))
            }
            groups.append(Group(name: group.name, subgroups: firstSubgroup..<subgroups.count, emoji: firstEmoji..<emoji.count))
        }
        self.emoji = emoji
        self.groups = groups
        self.subgroups = subgroups
        self.searchKeys = emoji.map { FoldedText($0.name) }
    }

    /// The catalogue shipped with the demos, read once per process.
    static let bundled: Result<EmojiIndex, Error> = Result { EmojiIndex(try EmojiCatalog.bundled()) }

    /// Which emoji match `query` by name, and where, for highlighting.
    func matches(_ query: String) -> EmojiMatches {
        let needle = FoldedText.foldQuery(query.trimmingCharacters(in: .whitespaces))
        guard !needle.isEmpty else { return EmojiMatches(ranges: nil, count: emoji.count) }
        var ranges = [Range<Int>?](repeating: nil, count: emoji.count)
        var count = 0
        for i in searchKeys.indices {
            if let range = searchKeys[i].firstMatch(of: needle) {
                ranges[i] = range
                count += 1
            }
        }
        return EmojiMatches(ranges: ranges, count: count)
    }
}

/// The result of filtering by name: which emoji are shown and the matched part of each name.
struct EmojiMatches: Sendable {
    /// Per emoji, its matched graphemes; nil means no filter (everything is shown).
    fileprivate let ranges: [Range<Int>?]?
    /// How many emoji are shown.
    let count: Int

    var isFiltering: Bool { ranges != nil }

    func contains(_ emoji: Int) -> Bool { ranges.map { $0[emoji] != nil } ?? true }

    /// The graphemes of the emoji's name to highlight (nil when not filtering or not matched).
    func highlight(of emoji: Int) -> Range<Int>? { ranges?[emoji] }

    /// How many emoji of `range` (a group's or subgroup's) are shown.
    func count(in range: Range<Int>) -> Int {
        guard let ranges else { return range.count }
        return range.reduce(0) { $0 + (ranges[$1] != nil ? 1 : 0) }
    }
}
