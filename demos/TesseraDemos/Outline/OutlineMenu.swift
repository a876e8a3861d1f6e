/// The menu of Apple's "Implementing Modern Collection Views" sample, which its Outline example
/// shows as an outline of itself: groups, and the examples in each, with the name each example
/// runs under here (`tessera-demos <name>`). Apple nests Compositional Layout one level deeper
/// (Getting Started, Advanced Layouts, Conference App); here every group holds its examples
/// directly, so the outline has two levels.
enum OutlineMenu {
    struct Example: Hashable, Sendable {
        let title: String
        let demoName: String
    }

    struct Group: Sendable {
        let title: String
        let examples: [Example]
    }

    static let groups: [Group] = [
        Group(title: "Compositional Layout", examples: [
            Example(title: "Grid", demoName: "grid"),
            Example(title: "Inset Items Grid", demoName: "inset-grid"),
            Example(title: "Two-Column Grid", demoName: "two-column"),
            Example(title: "Distinct Sections", demoName: "distinct-sections"),
            Example(title: "Adaptive Sections", demoName: "adaptive-sections"),
            Example(title: "Item Badges", demoName: "badges"),
            Example(title: "Section Headers/Footers", demoName: "headers-footers"),
            Example(title: "Pinned Section Headers", demoName: "pinned-headers"),
            Example(title: "Section Background Decoration", demoName: "section-background"),
            Example(title: "Nested Groups", demoName: "nested-groups"),
            Example(title: "Orthogonal Sections", demoName: "orthogonal"),
            Example(title: "Orthogonal Section Behaviors", demoName: "orthogonal-behaviors"),
            Example(title: "Conference Videos", demoName: "conference-videos"),
            Example(title: "Conference News Feed", demoName: "conference-news"),
        ]),
        Group(title: "Diffable Data Source", examples: [
            Example(title: "Mountains Search", demoName: "mountains"),
            Example(title: "Settings: Wi-Fi", demoName: "wifi"),
            Example(title: "Insertion Sort Visualization", demoName: "insertion-sort"),
            Example(title: "Table Editing", demoName: "table-editing"),
        ]),
        Group(title: "Lists", examples: [
            Example(title: "Simple List", demoName: "simple-list"),
            Example(title: "Reorderable List", demoName: "reorderable-list"),
            Example(title: "List Appearances", demoName: "list-appearances"),
            Example(title: "List with Custom Cells", demoName: "custom-cells"),
        ]),
        Group(title: "Outlines", examples: [
            Example(title: "Emoji Explorer", demoName: "emoji"),
            Example(title: "Emoji Explorer – List", demoName: "emoji-list"),
        ]),
        Group(title: "Cell Configurations", examples: [
            Example(title: "Custom Configurations", demoName: "custom-configurations"),
        ]),
    ]
}
