/// The app's own record of both lists: the source of truth the screen is built from. Moves
/// reach it through the data source's reordering handlers, deletes through the swipe action.
struct TableEditingStore: Equatable {
    private(set) var mountains: [TableEditingSection: [Mountain]]

    /// Four peaks in each list, heights from the bundled mountain catalogue (a test checks them).
    static let initial = TableEditingStore(mountains: [
        .visited: [
            Mountain(id: 1, name: "Mount Kilimanjaro", heightMeters: 5895),
            Mountain(id: 2, name: "Mont Blanc", heightMeters: 4810),
            Mountain(id: 3, name: "Mount Fuji", heightMeters: 3776),
            Mountain(id: 4, name: "Mount Kosciuszko", heightMeters: 2228),
        ],
        .bucketList: [
            Mountain(id: 5, name: "Mount Everest", heightMeters: 8848),
            Mountain(id: 6, name: "K2", heightMeters: 8611),
            Mountain(id: 7, name: "Denali", heightMeters: 6190),
            Mountain(id: 8, name: "Matterhorn", heightMeters: 4478),
        ],
    ])

    func items(in section: TableEditingSection) -> [Mountain] { mountains[section] ?? [] }

    mutating func setItems(_ items: [Mountain], in section: TableEditingSection) { mountains[section] = items }

    mutating func delete(_ mountain: Mountain) {
        for section in TableEditingSection.allCases { mountains[section]?.removeAll { $0 == mountain } }
    }

    /// A height as the list shows it: "8,848 m" (grouped by hand, the same in every locale).
    static func heightText(_ meters: Int) -> String {
        var digits = String(meters)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped + " m"
    }
}
