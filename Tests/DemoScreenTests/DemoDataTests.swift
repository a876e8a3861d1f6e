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
