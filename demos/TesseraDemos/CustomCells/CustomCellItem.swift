/// A row of List with Custom Cells: a thing, with a glyph and a line about it, in one of three
/// categories.
struct CustomCellItem: Hashable {
    enum Category: CaseIterable, Hashable {
        case music, transport, weather

        var name: String {
            switch self {
            case .music: "Music"
            case .transport: "Transport"
            case .weather: "Weather"
            }
        }

        var icon: String {
            switch self {
            case .music: "🎵"
            case .transport: "🚦"
            case .weather: "⛅"
            }
        }
    }

    let category: Category
    let glyph: String
    let title: String
    let description: String

    /// Nine things, three per category (single code points that terminals draw two columns wide).
    static let all: [CustomCellItem] = [
        CustomCellItem(category: .music, glyph: "🎧", title: "Headphones", description: "Music for one pair of ears"),
        CustomCellItem(category: .music, glyph: "🎹", title: "Piano", description: "Eighty-eight keys, black and white"),
        CustomCellItem(category: .music, glyph: "🎸", title: "Guitar", description: "Six strings over a sound hole"),
        CustomCellItem(category: .transport, glyph: "🚲", title: "Bicycle", description: "Two wheels, pedal powered"),
        CustomCellItem(category: .transport, glyph: "🚆", title: "Train", description: "Carriages on rails, station to station"),
        CustomCellItem(category: .transport, glyph: "⛵", title: "Sailboat", description: "Goes where the wind sends it"),
        CustomCellItem(category: .weather, glyph: "🌈", title: "Rainbow", description: "Sunlight split by falling rain"),
        CustomCellItem(category: .weather, glyph: "⚡", title: "Lightning", description: "A spark between cloud and ground"),
        CustomCellItem(category: .weather, glyph: "⛄", title: "Snowman", description: "Built on a winter afternoon"),
    ]
}
