/// A talk of Conference Videos, and the collections they are grouped in. The programme is our
/// own: a conference about building terminal interfaces.
struct ConferenceVideo: Hashable {
    let title: String
    let category: String
    let duration: String
    /// Which collection it belongs to (titles repeat across collections in real catalogues).
    let collection: String
}

struct ConferenceVideoCollection: Hashable {
    let title: String
    let videos: [ConferenceVideo]

    init(_ title: String, _ talks: [(title: String, category: String, duration: String)]) {
        self.title = title
        videos = talks.map { ConferenceVideo(title: $0.title, category: $0.category, duration: $0.duration, collection: title) }
    }

    static let programme: [ConferenceVideoCollection] = [
        ConferenceVideoCollection("Opening Day", [
            ("Keynote: The Grid Is Back", "Keynote", "58:12"),
            ("State of the Terminal", "Keynote", "41:05"),
            ("What's New in Text Layout", "Text", "32:47"),
            ("Designing for 80 Columns", "Design", "27:30"),
            ("A Tour of the Cell Model", "Rendering", "24:18"),
        ]),
        ConferenceVideoCollection("Layouts in Depth", [
            ("Items, Groups and Sections", "Layout", "35:40"),
            ("Fractions That Tile Exactly", "Layout", "21:09"),
            ("Sideways Scrolling Done Right", "Layout", "29:55"),
            ("Self-Sizing Without Tears", "Layout", "26:02"),
            ("Badges, Headers and Decorations", "Layout", "23:44"),
            ("Adapting to Every Window", "Design", "19:37"),
        ]),
        ConferenceVideoCollection("Data Flow", [
            ("Snapshots All the Way Down", "Data", "33:20"),
            ("Diffing a Million Rows", "Performance", "38:16"),
            ("Outlines from Section Snapshots", "Data", "25:51"),
            ("Reordering with Transactions", "Data", "22:08"),
        ]),
        ConferenceVideoCollection("Craft", [
            ("Colour at Every Depth", "Design", "18:45"),
            ("Keyboard First", "Interaction", "24:33"),
            ("Animating Whole Cells", "Rendering", "20:14"),
            ("Giving the Terminal Back", "Reliability", "16:58"),
            ("Testing What People See", "Testing", "31:26"),
        ]),
    ]
}
