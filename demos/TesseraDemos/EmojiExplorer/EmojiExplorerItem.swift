/// The Emoji Explorer's item identifiers. One emoji appears in several sections, so each
/// section has its own case and an identifier stays unique in the whole snapshot. The numbers
/// index `EmojiIndex` (emoji, groups, subgroups).
enum EmojiExplorerItem: Hashable, Sendable {
    /// A tile in Recents.
    case recent(Int)
    /// A group row of the outline ("Food & Drink").
    case group(Int)
    /// A subgroup row of the outline ("food-fruit").
    case subgroup(Int)
    /// An emoji row of the outline.
    case outlineEmoji(Int)
    /// A row of the list.
    case listEmoji(Int)

    /// The emoji the item shows; nil for group and subgroup rows.
    var emoji: Int? {
        switch self {
        case .recent(let e), .outlineEmoji(let e), .listEmoji(let e): e
        case .group, .subgroup: nil
        }
    }
}
