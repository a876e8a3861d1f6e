import Tessera
import TesseraExampleLayouts

/// What the Emoji Explorer shows, apart from how: the recents, the starred emoji, the filter and
/// which outline rows are open. It builds the snapshots; the view only applies them, so the
/// screen is always a function of this state.
struct EmojiExplorerState {
    typealias Section = ExampleLayouts.EmojiExplorerSection
    typealias Item = EmojiExplorerItem
    typealias Snapshot = DiffableDataSourceSnapshot<Section, Item>
    typealias OutlineSnapshot = DiffableDataSourceSectionSnapshot<Item>

    static let initialRecentCount = 12
    static let maximumRecentCount = 20
    static let initialStarredCount = 5

    let index: EmojiIndex
    /// Emoji in Recents, most recent first.
    private(set) var recents: [Int]
    private(set) var starred: Set<Int>
    /// The name filter; setting it works out the matches once.
    var query = "" {
        didSet { if query != oldValue { matches = index.matches(query) } }
    }
    private(set) var matches: EmojiMatches
    /// Outline parents the user has opened; kept while filtering, so clearing the filter brings
    /// the outline back as it was.
    var expanded: Set<Item> = []

    /// Recents and starred emoji are drawn at random from `seed`.
    init(index: EmojiIndex, seed: UInt64) {
        self.index = index
        var picker = EmojiPicker(seed: seed)
        let picks = picker.distinct(Self.initialRecentCount + Self.initialStarredCount, below: index.emoji.count)
        recents = Array(picks.prefix(Self.initialRecentCount))
        starred = Set(picks.dropFirst(Self.initialRecentCount))
        matches = index.matches("")
    }

    func isStarred(_ emoji: Int) -> Bool { starred.contains(emoji) }

    mutating func toggleStar(_ emoji: Int) {
        if starred.remove(emoji) == nil { starred.insert(emoji) }
    }

    /// Opening an emoji puts it first in Recents.
    mutating func recordVisit(_ emoji: Int) {
        recents.removeAll { $0 == emoji }
        recents.insert(emoji, at: 0)
        if recents.count > Self.maximumRecentCount { recents.removeLast(recents.count - Self.maximumRecentCount) }
    }

    // MARK: Snapshots

    /// The outline: groups, their subgroups, their emoji; only those with matches while filtering.
    func outlineSnapshot() -> OutlineSnapshot {
        var outline = OutlineSnapshot()
        for (g, group) in index.groups.enumerated() where matches.count(in: group.emoji) > 0 {
            outline.append([.group(g)])
            for s in group.subgroups {
                let shown = index.subgroups[s].emoji.filter(matches.contains)
                guard !shown.isEmpty else { continue }
                outline.append([.subgroup(s)], to: .group(g))
                outline.append(shown.map(Item.outlineEmoji), to: .subgroup(s))
            }
        }
        outline.expand(Array(expanded.filter(outline.contains)))
        return outline
    }

    /// All three sections, the outline's visible rows taken from `outline`.
    func snapshot(outline: OutlineSnapshot) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(recents.filter(matches.contains).map(Item.recent), toSection: .recents)
        snapshot.appendItems(outline.visibleItems, toSection: .outline)
        snapshot.appendItems(index.emoji.indices.filter(matches.contains).map(Item.listEmoji), toSection: .list)
        return snapshot
    }
}
