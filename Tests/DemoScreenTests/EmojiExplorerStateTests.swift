import Testing
import Tessera
@testable import TesseraDemos

@Suite("Emoji Explorer state") @MainActor
struct EmojiExplorerStateTests {
    let index: EmojiIndex

    init() throws {
        index = try EmojiIndex.bundled.get()
    }

    @Test func theIndexNumbersEveryEmojiSubgroupAndGroupInCatalogueOrder() {
        #expect(index.emoji.count == 3655)
        #expect(index.groups.count == 9)
        #expect(index.subgroups.count == 99)
        #expect(index.groups.last?.emoji.upperBound == index.emoji.count)
        for (g, group) in index.groups.enumerated() {
            for s in group.subgroups {
                #expect(index.subgroups[s].group == g)
                #expect(group.emoji.contains(index.subgroups[s].emoji.lowerBound))
                #expect(index.subgroups[s].emoji.allSatisfy { index.emoji[$0].subgroup == index.subgroups[s].name })
            }
        }
    }

    /// Rows line their names up and tiles centre their emoji on this: each is one grapheme
    /// two columns wide, so none is ever split at a cell's edge.
    @Test func everyEmojiIsOneGraphemeTwoColumnsWide() {
        let odd = index.emoji.filter { $0.text.count != 1 || TextWidth.of($0.text) != 2 }
        #expect(odd.isEmpty, "\(odd.prefix(5).map { "\($0.codePoints) \($0.name)" })")
    }

    @Test func picksAreSeededDistinctAndDisjoint() {
        let a = EmojiExplorerState(index: index, seed: 42), again = EmojiExplorerState(index: index, seed: 42)
        #expect(a.recents == again.recents && a.starred == again.starred)
        #expect(a.recents.count == 12 && Set(a.recents).count == 12)
        #expect(a.starred.count == 5)
        #expect(a.starred.isDisjoint(with: a.recents))
        #expect(a.recents.allSatisfy(index.emoji.indices.contains))
        let other = EmojiExplorerState(index: index, seed: 43)
        #expect(other.recents != a.recents)
    }

    @Test func thePickerNeverLoopsForeverOnASmallRange() {
        var picker = EmojiPicker(seed: 1)
        #expect(Set(picker.distinct(10, below: 3)) == [0, 1, 2])
        #expect(picker.distinct(4, below: 0).isEmpty)
    }

    @Test func aVisitGoesFirstInRecentsOnceAndRecentsStayBounded() {
        var state = EmojiExplorerState(index: index, seed: 42)
        let third = state.recents[2]
        state.recordVisit(third)
        #expect(state.recents.first == third)
        #expect(state.recents.count == 12 && Set(state.recents).count == 12)
        for e in 100..<130 { state.recordVisit(e) }
        #expect(state.recents.count == EmojiExplorerState.maximumRecentCount)
        #expect(state.recents.first == 129)
    }

    @Test func starringToggles() {
        var state = EmojiExplorerState(index: index, seed: 42)
        let e = (0..<index.emoji.count).first { !state.isStarred($0) }!
        state.toggleStar(e)
        #expect(state.isStarred(e) && state.starred.count == 6)
        state.toggleStar(e)
        #expect(!state.isStarred(e) && state.starred.count == 5)
    }

    @Test func theOutlineStartsCollapsedAndOpensWhatIsExpanded() {
        var state = EmojiExplorerState(index: index, seed: 42)
        var outline = state.outlineSnapshot()
        #expect(outline.visibleItems == (0..<9).map(EmojiExplorerItem.group))
        #expect(outline.items.count == 9 + 99 + 3655)

        let food = index.groups.firstIndex { $0.name == "Food & Drink" }!
        let fruit = index.subgroups.firstIndex { $0.name == "food-fruit" }!
        state.expanded = [.group(food), .subgroup(fruit)]
        outline = state.outlineSnapshot()
        let apple = index.emoji.firstIndex { $0.text == "🍎" }!
        #expect(outline.visibleItems.contains(.outlineEmoji(apple)))
        #expect(outline.level(of: .outlineEmoji(apple)) == 2)
        #expect(outline.parent(of: .outlineEmoji(apple)) == .subgroup(fruit))
        #expect(outline.visibleItems.count == 9 + index.groups[food].subgroups.count + index.subgroups[fruit].emoji.count)

        let snapshot = state.snapshot(outline: outline)
        #expect(snapshot.itemIdentifiers(inSection: .outline) == outline.visibleItems)
        #expect(snapshot.numberOfItems(inSection: .list) == 3655)
        #expect(snapshot.itemIdentifiers(inSection: .recents) == state.recents.map(EmojiExplorerItem.recent))
    }

    @Test func aFilterNarrowsEverySectionAndKnowsWhatMatched() {
        var state = EmojiExplorerState(index: index, seed: 42)
        state.query = "APPLE"
        #expect(state.matches.count == 3)
        let red = index.emoji.firstIndex { $0.name == "red apple" }!
        #expect(state.matches.highlight(of: red) == 4..<9)
        let food = index.groups.firstIndex { $0.name == "Food & Drink" }!
        #expect(state.matches.count(in: index.groups[food].emoji) == 3)
        #expect(state.matches.count(in: index.groups[0].emoji) == 0)

        let outline = state.outlineSnapshot()
        #expect(outline.rootItems == [.group(food)])
        #expect(outline.items.count == 1 + 1 + 3)
        let snapshot = state.snapshot(outline: outline)
        #expect(snapshot.itemIdentifiers(inSection: .list).compactMap(\.emoji).map { index.emoji[$0].name }
            == ["pineapple", "red apple", "green apple"])
        #expect(snapshot.numberOfItems(inSection: .recents) <= 3)

        state.query = "  "
        #expect(!state.matches.isFiltering && state.matches.count == 3655)
        #expect(state.matches.highlight(of: red) == nil)
    }

    @Test func countsAreWrittenWithThousandsSeparators() {
        #expect(EmojiExplorerScreen.formatted(0) == "0")
        #expect(EmojiExplorerScreen.formatted(999) == "999")
        #expect(EmojiExplorerScreen.formatted(1000) == "1,000")
        #expect(EmojiExplorerScreen.formatted(3655) == "3,655")
        #expect(EmojiExplorerScreen.formatted(1_234_567) == "1,234,567")
    }

    @Test func codePointsAreWrittenTheUnicodeWay() {
        #expect(EmojiCardView.codePointText("1F468 200D 1F469") == "U+1F468 U+200D U+1F469")
        #expect(EmojiCardView.codePointText("1F34E") == "U+1F34E")
    }
}
