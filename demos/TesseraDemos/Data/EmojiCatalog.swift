import Foundation

/// One fully-qualified emoji from Unicode's emoji-test.txt.
struct Emoji: Hashable, Identifiable, Sendable {
    /// The emoji itself is unique in the catalogue, so it is the identity.
    var id: String { text }
    let text: String
    let name: String
    let group: String
    let subgroup: String
    /// Code points as Unicode writes them: "1F468 200D 1F469".
    let codePoints: String
}

/// The emoji catalogue the Emoji Explorer demos browse: groups, in Unicode's (CLDR) order,
/// of subgroups of emoji.
struct EmojiCatalog: Sendable {
    struct Subgroup: Sendable { let name: String; var emoji: [Emoji] }
    struct Group: Sendable { let name: String; var subgroups: [Subgroup] }

    let groups: [Group]
    var allEmoji: [Emoji] { groups.flatMap { $0.subgroups.flatMap(\.emoji) } }

    enum LoadError: Error, CustomStringConvertible {
        case missingResource
        case malformedLine(Int)
        var description: String {
            switch self {
            case .missingResource: "The emoji data file emoji.tsv is missing from the demo's resources."
            case .malformedLine(let n): "emoji.tsv line \(n) does not have five tab-separated fields."
            }
        }
    }

    static func bundled() throws -> EmojiCatalog {
        guard let url = Bundle.module.url(forResource: "emoji", withExtension: "tsv", subdirectory: "Resources") else {
            throw LoadError.missingResource
        }
        return try EmojiCatalog(tsv: String(contentsOf: url, encoding: .utf8))
    }

    /// Reads `group⇥subgroup⇥code points⇥emoji⇥name` lines (see scripts/make-emoji-resource.py).
    init(tsv: String) throws {
        var groups: [Group] = []
        for (index, line) in tsv.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            if line.hasPrefix("#") { continue }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 5 else { throw LoadError.malformedLine(index + 1) }
            let emoji = Emoji(text: f[3], name: f[4], group: f[0], subgroup: f[1], codePoints: f[2])
            if groups.last?.name != emoji.group { groups.append(Group(name: emoji.group, subgroups: [])) }
            if groups[groups.count - 1].subgroups.last?.name != emoji.subgroup {
                groups[groups.count - 1].subgroups.append(Subgroup(name: emoji.subgroup, emoji: []))
            }
            let last = groups[groups.count - 1].subgroups.count - 1
            groups[groups.count - 1].subgroups[last].emoji.append(emoji)
        }
        self.groups = groups
    }
}
