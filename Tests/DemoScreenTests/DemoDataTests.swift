import Foundation
import Testing
@testable import TesseraDemos

@Suite("Demo data") @MainActor
struct DemoDataTests {
    @Test func bundledMountainsLoadAll1645InNameOrder() throws {
        let catalog = try MountainCatalog.bundled()
        #expect(catalog.mountains.count == 1645)
        let names = catalog.mountains.map(\.name)
        #expect(zip(names, names.dropFirst()).allSatisfy { !$1.utf8.lexicographicallyPrecedes($0.utf8) })
    }

    @Test func searchIgnoresCaseAndDiacriticsAndHighlightsTheOriginalGraphemes() throws {
        let catalog = try MountainCatalog.bundled()
        let hits = catalog.search("kezmarsky")
        #expect(hits.map(\.mountain.name) == ["Kežmarský štít", "Malý Kežmarský štít"])
        let first = try #require(hits.first)
        #expect(Array(first.mountain.name)[first.match].map(String.init).joined() == "Kežmarský")
        #expect(catalog.search("ŠTÍT").count == catalog.search("stit").count)
        #expect(catalog.search("").count == 1645)
        #expect(catalog.search("zzzzqqq").isEmpty)
    }

    @Test func foldedMatchMapsMultiByteGraphemesBack() {
        let text = FoldedText("Ľadový štít")
        let range = text.firstMatch(of: FoldedText.foldQuery("STIT"))
        #expect(range == 7..<11)
        #expect(text.firstMatch(of: FoldedText.foldQuery("ladovy")) == 0..<6)
        #expect(text.firstMatch(of: FoldedText.foldQuery("x")) == nil)
    }

    @Test func syntheticMountainsFollowTheSpecifiedGenerator() {
        let catalog = MountainCatalog.synthetic(count: 3)
        // s1 = 42·a + c, next() = s >> 33, word = WORDS[next % 32]; height = 200 + next % 8649.
        var s: UInt64 = 42
        func next() -> UInt64 { s = s &* 6364136223846793005 &+ 1442695040888963407; return s >> 33 }
        let w1 = next() % 32, h1 = 200 + next() % 8649
        let peak1 = catalog.mountains.first { $0.id == 1 }
        #expect(peak1?.heightMeters == Int(h1))
        #expect(peak1?.name == "Peak-1 \(MountainCatalog.syntheticWords[Int(w1)])")
        #expect(MountainCatalog.syntheticWords.count == 32)
        #expect(MountainCatalog.syntheticWords.first == "Alder" && MountainCatalog.syntheticWords.last == "Zenith")
        #expect(catalog.mountains.map(\.name).first?.hasPrefix("Peak-1 ") == true)
        #expect(MountainCatalog.synthetic(count: 0).mountains.isEmpty)
    }

    /// The generator written the plain way: a `String` per peak, sorted by code point.
    static func plainSyntheticPeaks(_ count: Int) -> [(id: Int, name: String, height: Int)] {
        var s: UInt64 = 42
        func next() -> UInt64 { s = s &* 6364136223846793005 &+ 1442695040888963407; return s >> 33 }
        guard count > 0 else { return [] }
        return (1...count).map { i in
            let word = MountainCatalog.syntheticWords[Int(next() % 32)]
            return (i, "Peak-\(i) \(word)", Int(200 + next() % 8649))
        }.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    @Test(arguments: [0, 1, 8, 9, 10, 11, 19, 20, 99, 100, 101, 999, 1_000, 1_001, 12_345, 100_000])
    func syntheticTableIsThePlainGeneratorSorted(count: Int) {
        let table = MountainCatalog.synthetic(count: count).mountains
        let plain = Self.plainSyntheticPeaks(count)
        #expect(table.count == count)
        #expect(table.map(\.name) == plain.map(\.name))
        #expect(table.map(\.id) == plain.map(\.id))
        #expect(table.map(\.heightMeters) == plain.map(\.height))
    }

    @Test func tableKeepsEveryColumnOfTheMountainsItIsMadeOf() throws {
        let mountains = [Mountain(id: 7, name: "Ľadový štít", heightMeters: 2627, range: "High Tatras", country: "Slovakia"),
                         Mountain(id: 3, name: "", heightMeters: 0),
                         Mountain(id: 9, name: "K2", heightMeters: 8611, range: "", country: "Pakistan")]
        let table = MountainTable(mountains)
        #expect(table.count == 3)
        for (made, original) in zip(table, mountains) {
            #expect(made.id == original.id && made.name == original.name && made.heightMeters == original.heightMeters)
            #expect(made.range == original.range && made.country == original.country)
        }
        let plain = MountainTable([Mountain(id: 1, name: "Tor", heightMeters: 1)])
        #expect(plain.ranges.isEmpty && plain[0].range == "" && plain[0].country == "")
    }

    /// The packed keys find what folding each name on its own finds (the catalogue's keys before
    /// they were packed), with the same highlighted graphemes.
    /// Typing, erasing, editing in the middle and clearing: whatever path led to a query, the
    /// filter's matches are a fresh filter's for it (erasing reuses results kept on the way in).
    @Test func filterMatchesDoNotDependOnThePathToTheQuery() throws {
        let catalog = try MountainCatalog.bundled()
        let path = ["", "m", "mo", "mon", "mont", "mon", "mo", "m", "ma", "mak", "m", "", "s", "st", "sti", "stít",
                    "st", "", "peak", "pe", "P", "zz", "z", "kez", "ke", "k", "", "  mo ", "MO"]
        var filter = MountainFilter(catalog: catalog)
        #expect(filter.matches.isEmpty, "no matches before the first query")
        for query in path {
            filter.update(query: query)
            var fresh = MountainFilter(catalog: catalog)
            fresh.update(query: query)
            #expect(filter.matches == fresh.matches, "\(query)")
            #expect(filter.needle == fresh.needle, "\(query)")
        }
        filter.update(query: "")
        #expect(filter.matches.count == catalog.mountains.count)
    }

    /// 1,000 characters typed keep at most `maximumTrail` queries (and none past one that
    /// matches nothing), and the matches on the way, erasing back included, stay a fresh filter's.
    @Test func theQueryTrailIsBounded() throws {
        let catalog = MountainCatalog.synthetic(count: 3_000)
        var filter = MountainFilter(catalog: catalog)
        let name = catalog.mountains[1_234].name.lowercased()
        var query = ""
        var longest = 0
        for step in 0..<1_000 {
            query.append(step < name.count ? name[name.index(name.startIndex, offsetBy: step)] : "x")
            filter.update(query: query)
            longest = max(longest, filter.trailCount)
        }
        #expect(longest <= MountainFilter.maximumTrail + 1, "the trail held \(longest) queries")
        #expect(filter.matches.isEmpty && filter.needle.count == 1_000)
        for length in stride(from: name.count + 3, through: 0, by: -1) { // erasing back, past what was kept
            let prefix = String(query.prefix(length))
            filter.update(query: prefix)
            var fresh = MountainFilter(catalog: catalog)
            fresh.update(query: prefix)
            #expect(filter.matches == fresh.matches, "\(prefix)")
        }
        #expect(filter.matches.count == catalog.mountains.count)
    }

    @Test(arguments: ["", "a", "mont", "MONT", "kezmarsky", "štít", "stit", "é", "ss", "-", " ", "zzzzqqq", "Peak"])
    func packedKeysMatchAsEachNameFoldedAlone(query: String) throws {
        let catalog = try MountainCatalog.bundled()
        let needle = FoldedText.foldQuery(query.trimmingCharacters(in: .whitespaces))
        let keys = catalog.searchKeys
        var expected: [Int] = []
        for index in catalog.mountains.indices {
            let alone = FoldedText(catalog.mountains[index].name).firstMatch(of: needle)
            #expect(keys.firstMatch(of: needle, inName: index) == alone, "\(catalog.mountains[index].name) for \(query)")
            if alone != nil { expected.append(index) }
        }
        #expect(keys.filter(Array(catalog.mountains.indices), containing: needle) == expected)
    }

    @Test func packedKeysOfGeneratedPeaksAreTheirNamesLowerCased() {
        let catalog = MountainCatalog.synthetic(count: 3_000)
        let keys = catalog.searchKeys
        #expect(keys.graphemeMaps.isEmpty)
        for index in catalog.mountains.indices {
            #expect(Array(keys.bytes[keys.range(ofName: index)]) == Array(catalog.mountains[index].name.lowercased().utf8))
        }
        let needle = FoldedText.foldQuery("ZENITH")
        #expect(keys.filter(Array(catalog.mountains.indices), containing: needle).map { catalog.mountains[$0].name }
                == catalog.mountains.map(\.name).filter { $0.hasSuffix(" Zenith") })
    }

    @Test func emojiCatalogHasGroupsSubgroupsAndFullyQualifiedEmoji() throws {
        let catalog = try EmojiCatalog.bundled()
        #expect(catalog.groups.map(\.name).contains("Food & Drink"))
        #expect(!catalog.groups.map(\.name).contains("Component"))
        let food = try #require(catalog.groups.first { $0.name == "Food & Drink" })
        let fruit = try #require(food.subgroups.first { $0.name == "food-fruit" })
        #expect(fruit.emoji.contains { $0.text == "🍎" && $0.name == "red apple" && $0.codePoints == "1F34E" })
        #expect(catalog.allEmoji.count == Set(catalog.allEmoji.map(\.id)).count)
    }
}
