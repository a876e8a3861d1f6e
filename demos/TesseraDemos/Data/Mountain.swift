import Foundation

/// A mountain of the Mountains search demo. Identity is `id`, so two peaks with one name stay two rows.
struct Mountain: Hashable, Identifiable, Sendable {
    let id: Int
    let name: String
    let heightMeters: Int
    let range: String
    let country: String
    let searchKey: FoldedText

    init(id: Int, name: String, heightMeters: Int, range: String = "", country: String = "") {
        self.id = id
        self.name = name
        self.heightMeters = heightMeters
        self.range = range
        self.country = country
        self.searchKey = FoldedText(name)
    }

    static func == (a: Mountain, b: Mountain) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

enum MountainDataError: Error, CustomStringConvertible {
    case missingResource(String)
    case malformedLine(number: Int, text: String)

    var description: String {
        switch self {
        case .missingResource(let name): "The mountains data file \(name) is missing from the demo's resources."
        case .malformedLine(let number, let text): "mountains.csv line \(number) is not name,height_m,range,country: \(text)"
        }
    }
}

/// All the mountains a search runs over, sorted once by name (code-point order).
struct MountainCatalog: Sendable {
    let mountains: [Mountain]

    init(_ mountains: [Mountain]) {
        self.mountains = mountains.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// Mountains whose name contains `query`, ignoring case and diacritics, in name order,
    /// each with the matched grapheme range for highlighting.
    func search(_ query: String) -> [(mountain: Mountain, match: Range<Int>)] {
        let needle = FoldedText.foldQuery(query.trimmingCharacters(in: .whitespaces))
        var result: [(Mountain, Range<Int>)] = []
        for m in mountains {
            if let r = m.searchKey.firstMatch(of: needle) { result.append((m, r)) }
        }
        return result
    }

    /// The 1,645 real mountains shipped with the demo (Wikipedia contributors, CC BY-SA 4.0).
    static func bundled() throws -> MountainCatalog {
        guard let url = Bundle.module.url(forResource: "mountains", withExtension: "csv", subdirectory: "Resources") else {
            throw MountainDataError.missingResource("mountains.csv")
        }
        return try MountainCatalog(csv: String(contentsOf: url, encoding: .utf8))
    }

    /// Parses `name,height_m,range,country` with a header line (no quoted fields in our data,
    /// but a quoted field with commas is handled anyway).
    init(csv: String) throws {
        var result: [Mountain] = []
        for (number, line) in csv.split(whereSeparator: \.isNewline).enumerated() where number > 0 {
            let fields = MountainCatalog.splitCSV(String(line))
            guard fields.count >= 2, let height = Int(fields[1]) else {
                throw MountainDataError.malformedLine(number: number + 1, text: String(line))
            }
            result.append(Mountain(id: result.count, name: fields[0], heightMeters: height,
                                   range: fields.count > 2 ? fields[2] : "", country: fields.count > 3 ? fields[3] : ""))
        }
        self.init(result)
    }

    private static func splitCSV(_ line: String) -> [String] {
        var fields: [String] = [], field = "", quoted = false
        for ch in line {
            switch ch {
            case "\"": quoted.toggle()
            case "," where !quoted: fields.append(field); field = ""
            default: field.append(ch)
            }
        }
        fields.append(field)
        return fields
    }

    /// N generated mountains for scale, exactly as the issue specifies: a 64-bit LCG seeded
    /// with 42, `next() = s >> 33`, a word from WORDS and a height per peak.
    static let syntheticWords = ["Alder", "Basalt", "Cairn", "Col", "Crag", "Dome", "Drift", "Eagle", "Falcon",
        "Fell", "Glacier", "Granite", "Horn", "Ice", "Juniper", "Knob", "Lark", "Moraine", "Needle",
        "Obsidian", "Pine", "Quartz", "Ridge", "Saddle", "Scree", "Slate", "Spire", "Summit", "Talus",
        "Tor", "Vale", "Zenith"]

    static func synthetic(count: Int) -> MountainCatalog {
        let words = syntheticWords
        var s: UInt64 = 42
        func next() -> UInt64 {
            s = s &* 6364136223846793005 &+ 1442695040888963407
            return s >> 33
        }
        var result: [Mountain] = []
        result.reserveCapacity(max(0, count))
        for i in stride(from: 1, through: count, by: 1) {
            let word = words[Int(next() % 32)]
            let height = 200 + Int(next() % 8649)
            result.append(Mountain(id: i, name: "Peak-\(i) \(word)", heightMeters: height))
        }
        return MountainCatalog(result)
    }
}
