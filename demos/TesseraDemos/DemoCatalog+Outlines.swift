import Tessera

extension DemoCatalog {
    /// The launcher's "Outlines" demos.
    static let outlineDemos: [DemoEntry] = [
        DemoEntry(name: "emoji", title: EmojiExplorer.title, group: .outlines,
                  summary: "recents, an outline and a starrable list of every emoji in one layout; / filters",
                  make: EmojiExplorer.make(context:)),
        DemoEntry(name: "emoji-list", title: EmojiListDemo.title, group: .outlines,
                  summary: "every emoji, a section per group, each applied as a section snapshot",
                  make: EmojiListDemo.make(context:)),
        DemoEntry(name: "outline", title: OutlineExample.title, group: .outlines,
                  summary: "the sample's menu as a two-level outline with header-style parents") { OutlineExample(context: $0) },
    ]
}
