import Tessera

extension DemoCatalog {
    /// The launcher's "Compositional Layout" demos, in the order of Apple's sample: Getting
    /// Started (with Per-Section Layout), Advanced Layouts, Conference App.
    static let compositionalLayoutDemos: [DemoEntry] = [
        DemoEntry(name: "grid", title: "Grid", group: .compositionalLayout,
                  summary: "square tiles, five to a row") { GridScreen(context: $0) },
        DemoEntry(name: "inset-grid", title: "Inset Items Grid", group: .compositionalLayout,
                  summary: "the grid with a gutter inside every item") { InsetItemsGridScreen(context: $0) },
        DemoEntry(name: "two-column", title: "Two-Column Grid", group: .compositionalLayout,
                  summary: "exactly two items per row") { TwoColumnGridScreen(context: $0) },
        DemoEntry(name: "distinct-sections", title: "Distinct Sections", group: .compositionalLayout,
                  summary: "a layout per section: list, 5 and 3 columns") { DistinctSectionsScreen(context: $0) },
        DemoEntry(name: "adaptive-sections", title: "Adaptive Sections", group: .compositionalLayout,
                  summary: "column counts that follow the width (resize)") { AdaptiveSectionsScreen(context: $0) },
        DemoEntry(name: "badges", title: "Item Badges", group: .compositionalLayout,
                  summary: "a count badge on each tile's corner") { ItemBadgesScreen(context: $0) },
        DemoEntry(name: "headers-footers", title: "Section Headers/Footers", group: .compositionalLayout,
                  summary: "a header and a footer per section") { SectionHeadersFootersScreen(context: $0) },
        DemoEntry(name: "pinned-headers", title: "Pinned Section Headers", group: .compositionalLayout,
                  summary: "headers that stay on top while scrolling") { PinnedSectionHeadersScreen(context: $0) },
        DemoEntry(name: "section-background", title: "Section Background Decoration", group: .compositionalLayout,
                  summary: "a decoration behind every section") { SectionBackgroundDecorationScreen(context: $0) },
        DemoEntry(name: "nested-groups", title: "Nested Groups", group: .compositionalLayout,
                  summary: "a wide tile beside a vertical pair") { NestedGroupsScreen(context: $0) },
        DemoEntry(name: "orthogonal", title: "Orthogonal Sections", group: .compositionalLayout,
                  summary: "rows that scroll sideways") { OrthogonalSectionsScreen(context: $0) },
        DemoEntry(name: "orthogonal-behaviors", title: "Orthogonal Section Behaviors", group: .compositionalLayout,
                  summary: "how each scrolling behaviour comes to rest") { OrthogonalSectionBehaviorsScreen(context: $0) },
        DemoEntry(name: "conference-videos", title: "Conference Videos", group: .compositionalLayout,
                  summary: "sideways rows of video cards") { ConferenceVideosScreen(context: $0) },
        DemoEntry(name: "conference-news", title: "Conference News", group: .compositionalLayout,
                  summary: "self-sizing cards of wrapped text") { ConferenceNewsScreen(context: $0) },
    ]
}
