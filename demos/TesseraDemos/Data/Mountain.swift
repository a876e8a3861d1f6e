import Foundation

/// A mountain of the Mountains search demo. Identity is `id`, so two peaks with one name stay two rows.
struct Mountain: Hashable, Identifiable, Sendable {
    let id: Int
    let name: String
    let heightMeters: Int
    let range: String
    let country: String

    init(id: Int, name: String, heightMeters: Int, range: String = "", country: String = "") {
        self.id = id
        self.name = name
        self.heightMeters = heightMeters
        self.range = range
        self.country = country
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

/// All the mountains a search runs over, sorted once by name (code-point order) and stored
/// column by column (`MountainTable`), and their search keys, folded once when first needed
/// (see `FoldedNames`).
struct MountainCatalog: Sendable {
    let mountains: MountainTable
    private let folded: FoldedNames

    init(_ mountains: [Mountain]) {
        self.init(sorted: MountainTable(mountains.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }))
    }

    /// A catalogue of mountains already in name order (the generator makes them so).
    init(sorted mountains: MountainTable) {
        self.mountains = mountains
        folded = FoldedNames(mountains)
    }

    /// Each mountain's name, folded for matching, in catalogue order. The first use folds them
    /// all, or waits for the fold `prepareSearchKeys()` started (a million generated names: a
    /// few milliseconds).
    var searchKeys: SearchKeys { folded.keys }

    /// Starts folding the names in the background, so that the first search finds them ready.
    /// The demo calls it once its first screen is up, which the fold must not delay.
    func prepareSearchKeys() { folded.prepareInBackground() }

    /// Mountains whose name contains `query`, ignoring case and diacritics, in name order,
    /// each with the matched grapheme range for highlighting.
    func search(_ query: String) -> [(mountain: Mountain, match: Range<Int>)] {
        let needle = FoldedText.foldQuery(query.trimmingCharacters(in: .whitespaces))
        let keys = searchKeys
        return mountains.indices.compactMap { index in
            keys.firstMatch(of: needle, inName: index).map { (mountains[index], $0) }
        }
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
}
