import Tessera

extension DemoCatalog {
    /// The launcher's "Outlines" demos.
    static let outlineDemos: [DemoEntry] = [
        DemoEntry(name: "emoji", title: EmojiExplorerScreen.title, group: .outlines,
                  summary: "recents, an outline and a starrable list of every emoji in one layout; / filters",
                  make: EmojiExplorerScreen.make(context:)),
        DemoEntry(name: "emoji-list", title: EmojiListScreen.title, group: .outlines,
                  summary: "every emoji, a section per group, each applied as a section snapshot",
                  make: EmojiListScreen.make(context:)),
        DemoEntry(name: "outline", title: OutlineScreen.title, group: .outlines,
                  summary: "the sample's menu as a two-level outline with header-style parents") { OutlineScreen(context: $0) },
    ]
}
