/// One shortcut in the WWDC19 table example: a title and a line saying what it does.
struct Shortcut: Hashable, Sendable {
    let title: String
    let subtitle: String
}

/// The table's three sections, in screen order, with their header titles.
enum ShortcutSection: CaseIterable, Hashable, Sendable {
    case byCategory, popular, latest

    var title: String {
        switch self {
        case .byCategory: "Shortcuts by category"
        case .popular: "Popular shortcuts"
        case .latest: "Latest shortcuts"
        }
    }

    var shortcuts: [Shortcut] {
        switch self {
        case .byCategory:
            [Shortcut(title: "Morning routine", subtitle: "Weather, calendar and the news in one go"),
             Shortcut(title: "Log water", subtitle: "Add a glass to today's total"),
             Shortcut(title: "Share location", subtitle: "Send where you are to a contact")]
        case .popular:
            [Shortcut(title: "Resize images", subtitle: "Shrink photos before sending them"),
             Shortcut(title: "Laundry timer", subtitle: "Remind me when the wash is done"),
             Shortcut(title: "Make a GIF", subtitle: "Turn a burst into a loop")]
        case .latest:
            [Shortcut(title: "Summarise page", subtitle: "The gist of an article, read aloud"),
             Shortcut(title: "Focus for an hour", subtitle: "Silence everything until it ends"),
             Shortcut(title: "Tip calculator", subtitle: "Split a bill, tip included")]
        }
    }
}
