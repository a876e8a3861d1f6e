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

/// All the mountains a search runs over, sorted once by name (code-point order), and their
/// search keys, folded once when first needed (see `FoldedNames`).
struct MountainCatalog: Sendable {
    let mountains: [Mountain]
    private let folded: FoldedNames

    init(_ mountains: [Mountain]) {
        self.init(sorted: mountains.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) })
    }

    /// A catalogue of mountains already in name order (the generator makes them so).
    init(sorted mountains: [Mountain]) {
        self.mountains = mountains
        folded = FoldedNames(mountains)
    }

    /// Each mountain's name, folded for matching, in catalogue order. The first use folds them
    /// all, or waits for the fold `prepareSearchKeys()` started (a million names: a fraction of
    /// a second).
    var searchKeys: [FoldedText] { folded.keys }

    /// Starts folding the names in the background, so that the first search finds them ready.
    /// The demo calls it once its first screen is up, which the fold must not delay.
    func prepareSearchKeys() { folded.prepareInBackground() }

    /// Mountains whose name contains `query`, ignoring case and diacritics, in name order,
    /// each with the matched grapheme range for highlighting.
    func search(_ query: String) -> [(mountain: Mountain, match: Range<Int>)] {
        let needle = FoldedText.foldQuery(query.trimmingCharacters(in: .whitespaces))
        var result: [(Mountain, Range<Int>)] = []
        for (m, key) in zip(mountains, searchKeys) {
            if let r = key.firstMatch(of: needle) { result.append((m, r)) }
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

    /// `count` peaks of that generator, made in name order, so never sorted: "Peak-<i> <word>" orders as i's digits do,
    /// a number before those it prefixes (the space sorts before every digit), which is a
    /// pre-order walk of the decimal numbers 1…N as a tree (1, 10, 100, …, 11, 110, …, 2, …).
    /// O(N), against O(N log N) string comparisons for sorting a million names.
    static func synthetic(count: Int) -> MountainCatalog {
        guard count > 0 else { return MountainCatalog(sorted: []) }
        // The generator's draws for peak i, made in peak order as specified.
        var s: UInt64 = 42
        func next() -> UInt64 {
            s = s &* 6364136223846793005 &+ 1442695040888963407
            return s >> 33
        }
        var wordOfPeak = [UInt8](repeating: 0, count: count + 1)
        var heightOfPeak = [UInt16](repeating: 0, count: count + 1)
        for i in 1...count {
            wordOfPeak[i] = UInt8(next() % 32)
            heightOfPeak[i] = UInt16(200 + next() % 8649)
        }
        let words = syntheticWords
        var result: [Mountain] = []
        result.reserveCapacity(count)
        func visit(_ i: Int) {
            result.append(Mountain(id: i, name: "Peak-\(i) \(words[Int(wordOfPeak[i])])", heightMeters: Int(heightOfPeak[i])))
            guard i * 10 <= count else { return }
            for child in (i * 10)...min(count, i * 10 + 9) { visit(child) }
        }
        for first in 1...min(9, count) { visit(first) }
        return MountainCatalog(sorted: result)
    }
}
