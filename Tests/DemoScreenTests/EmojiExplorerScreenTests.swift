import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Emoji Explorer screen") @MainActor
struct EmojiExplorerScreenTests {
    func explorerOf(_ h: ApplicationHarness) throws -> EmojiExplorerScreen {
        try h.screen(as: EmojiExplorerScreen.self)
    }

    /// From the start (focus on the first Recents tile): Tab into the outline, down to Food & Drink.
    func focusFoodAndDrink(_ h: ApplicationHarness) {
        h.press(.tab)
        for _ in 0..<3 { h.press(.down) }
    }

    @Test func startsWithRecentsACollapsedOutlineAndTheList() throws {
        let h = ApplicationHarness(demo: "emoji")
        h.expectGolden("emoji-80x24")
        for group in ["Smileys & Emotion", "Food & Drink", "Flags"] { #expect(h.text.contains(group)) }
        #expect(!h.text.contains("food-fruit"))
        #expect(h.text.contains("╭──"))                  // the tiles
        #expect(h.text.contains("grinning face"))        // the list's first row
        #expect(h.text.contains("3,655 emoji · ★ 5"))
        #expect(try explorerOf(h).collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
    }

    @Test func startsWellAt120x40() {
        let h = ApplicationHarness(demo: "emoji", width: 120, height: 40)
        h.expectGolden("emoji-120x40")
        #expect(h.text.contains("Food & Drink"))
    }

    @Test func rightExpandsWithTheInsertAnimationAndLeftCollapses() throws {
        let h = ApplicationHarness(demo: "emoji")
        focusFoodAndDrink(h)
        let collectionView = try explorerOf(h).collectionView
        h.send(.right)
        #expect(collectionView.isAnimating)
        // The new rows are revealed as the rows below slide down, and fade in: dim at first.
        for _ in 0..<20 where !h.text.contains("food-fruit") { h.application.loop.step() }
        #expect(collectionView.isAnimating)
        let row = try #require(h.rows.firstIndex { $0.contains("food-fruit") })
        let line = h.rows[row]
        let column = try #require(line.firstRange(of: "food-fruit")).lowerBound.utf16Offset(in: line)
        let revealed = h.terminal.lastFrame[column, row].style
        h.settle()
        let restRow = try #require(h.rows.firstIndex { $0.contains("food-fruit") })
        let atRest = h.terminal.lastFrame[column, restRow].style
        #expect(revealed == collectionView.theme.faded(atRest) && revealed != atRest, "drawn faded while revealed")
        #expect(!collectionView.isAnimating)
        #expect(h.text.contains("▾ Food & Drink"))
        #expect(h.text.contains("▸ food-fruit"))
        h.expectGolden("emoji-expanded-80x24")
        h.press(.left)
        #expect(!h.text.contains("food-fruit"))
        #expect(h.text.contains("▸ Food & Drink"))
    }

    @Test func expandedAt120x40() {
        let h = ApplicationHarness(demo: "emoji", width: 120, height: 40)
        focusFoodAndDrink(h)
        h.press(.enter)       // header-style parents open on Enter too
        h.press(.right)       // on an open parent: to its first child
        h.press(.right)       // and open that
        #expect(h.text.contains("🍎 red apple"))
        h.expectGolden("emoji-expanded-120x40")
    }

    @Test func theSwipeActionStarsAndUnstarsThroughReconfigure() throws {
        let h = ApplicationHarness(demo: "emoji")
        h.press(.tab); h.press(.tab)                 // the list
        func rowOfGrinningFace() -> String? { h.rows.first { $0.contains("grinning face") } }
        #expect(rowOfGrinningFace()?.contains("★") == false)
        h.press(.character("s"))
        #expect(h.text.contains("★ Star"))
        let explorer = try explorerOf(h)
        let configured = explorer.collectionView.counters.cellsConfigured
        h.press(.enter)
        #expect(rowOfGrinningFace()?.contains("★") == true)
        #expect(h.text.contains("★ 6"))
        // Only the starred row was configured again.
        #expect(explorer.collectionView.counters.cellsConfigured == configured + 1)
        h.press(.character("s"))
        #expect(h.text.contains("☆ Unstar"))
        h.press(.enter)
        #expect(rowOfGrinningFace()?.contains("★") == false)
        #expect(h.text.contains("★ 5"))
    }

    @Test func enterOpensTheCardAndEscReturnsWithTheEmojiFirstInRecents() throws {
        let h = ApplicationHarness(demo: "emoji")
        h.press(.tab); h.press(.tab)
        h.press(.enter)
        #expect(h.text.contains("U+1F600"))
        #expect(h.text.contains("face-smiling"))
        #expect(h.text.contains("Smileys & Emotion"))
        #expect(h.text.contains("╭────────────╮"))
        h.expectGolden("emoji-detail-80x24")
        h.press(.escape)
        let explorer = try explorerOf(h)
        #expect(h.application.depth == 0)
        #expect(explorer.state.recents.first == 0)
        #expect(explorer.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == .recent(0))
        #expect(explorer.collectionView.indexPathForFocusedItem.flatMap(explorer.dataSource.itemIdentifier(for:)) == .listEmoji(0))
    }

    @Test func slashFiltersAllThreeSectionsAndEscClearsThenLeaves() throws {
        // Opened from the launcher, so that leaving it shows.
        let h = ApplicationHarness(demo: nil)
        try h.launcher().open("emoji")
        h.settle()
        h.press(.character("/"))
        h.type("apple")
        let explorer = try explorerOf(h)
        #expect(explorer.searchField.isFocused)
        #expect(h.text.contains("3 of 3,655"))
        #expect(h.text.contains("Food & Drink"))
        #expect(!h.text.contains("Smileys & Emotion"))
        let list = explorer.dataSource.snapshot().itemIdentifiers(inSection: .list)
        #expect(list.compactMap(\.emoji).map { explorer.state.index.emoji[$0].name } == ["pineapple", "red apple", "green apple"])
        h.expectGolden("emoji-filtered-80x24")

        h.press(.down)                                // to the results, the filter kept
        #expect(explorer.collectionView.isFocused)
        #expect(h.text.contains("/ apple"))
        h.press(.escape)                              // clears the filter and puts the field away
        #expect(explorer.searchField.isHidden)
        #expect(h.text.contains("3,655 emoji"))
        #expect(try h.launcher().shownDemoName == "emoji")
        h.press(.escape)                              // nothing filtered: back to the launcher
        #expect(try h.launcher().shownDemoName == nil)
        #expect(try h.launcher().sidebar.collectionView.isFocused)
    }

    @Test func escInTheFieldClearsThenPutsItAway() throws {
        let h = ApplicationHarness(demo: "emoji")
        let explorer = try explorerOf(h)
        h.press(.character("/"))
        h.type("zzzz")
        #expect(h.text.contains("0 of 3,655"))       // nothing matches: empty sections, no crash
        h.press(.escape)
        #expect(explorer.searchField.text.isEmpty && explorer.searchField.isFocused)
        #expect(h.text.contains("3,655 emoji"))
        h.press(.escape)
        #expect(explorer.searchField.isHidden && explorer.collectionView.isFocused)
    }

    @Test func recentsScrollSidewaysComeToRestOnATileAndDownLeaves() throws {
        let h = ApplicationHarness(demo: "emoji")
        let explorer = try explorerOf(h)
        let layout = explorer.collectionView.compositionalLayout
        for _ in 0..<4 { h.press(.right) }
        let focused = try #require(explorer.collectionView.indexPathForFocusedItem)
        #expect(focused == IndexPath(item: 4, section: 0))
        #expect(layout.orthogonalOffset(forSection: 0) > 0)
        let tile = try #require(layout.layoutAttributesForItem(at: focused)).frame
        #expect(tile.minX >= 0 && tile.maxX <= 80)    // wholly in view, on its leading edge's resting place
        #expect(layout.orthogonalOffset(forSection: 0)
            == layout.restingOrthogonalOffset(forSection: 0, proposedOffset: layout.orthogonalOffset(forSection: 0)))
        let visited = explorer.state.recents[4]
        let name = explorer.state.index.emoji[visited].name
        #expect(h.text.contains(String(name.prefix(10))))

        h.press(.enter)                               // a tile opens its card too
        #expect(h.text.contains(String(name.prefix(10))) && h.text.contains("Code points"))
        h.press(.escape)
        #expect(explorer.state.recents.first == visited)   // the tile moved to the front, focus with it
        #expect(explorer.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == .recent(visited))
        #expect(explorer.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))

        h.press(.down)                                // out of Recents, into the outline
        #expect(explorer.collectionView.indexPathForFocusedItem?.section == 1)
    }

    @Test func escAfterAnEmptySearchPutsTheFieldAwayBeforeLeaving() throws {
        let h = ApplicationHarness(demo: nil)
        try h.launcher().open("emoji")
        h.settle()
        let explorer = try explorerOf(h)
        h.press(.character("/"))
        h.press(.down)                                // nothing typed: on to the results
        #expect(explorer.collectionView.isFocused && !explorer.searchField.isHidden)
        h.press(.escape)
        #expect(try explorer.searchField.isHidden && h.launcher().shownDemoName == "emoji")
        h.press(.escape)
        #expect(try h.launcher().shownDemoName == nil)
    }

    @Test func theOutlineKeepsWhatWasOpenAcrossAFilter() throws {
        let h = ApplicationHarness(demo: "emoji")
        focusFoodAndDrink(h)
        h.press(.right)
        h.press(.character("/"))
        h.type("grapes")
        #expect(h.text.contains("🍇 grapes"))         // in the list
        #expect(h.text.contains("▸ food-fruit"))      // Food & Drink still open, food-fruit not
        h.press(.escape)
        #expect(h.text.contains("▾ Food & Drink"))
        #expect(h.text.contains("▸ food-vegetable"))
    }

    @Test func saneAt40x12() throws {
        let h = ApplicationHarness(demo: "emoji", width: 40, height: 12)
        #expect(h.text.contains("…"))
        focusFoodAndDrink(h)
        h.press(.right)
        h.press(.tab)
        h.press(.character("s")); h.press(.enter)
        h.press(.enter)
        #expect(h.text.contains("U+"))
        h.press(.escape)
        h.resize(width: 80, height: 24)
        #expect(h.text.contains("Emoji Explorer"))
        #expect(h.text.contains("★ 6"))
    }

    @Test func anotherSeedStarsAndRecentsOtherEmoji() throws {
        var options = DemoOptions()
        options.seed = 7
        let a = try explorerOf(ApplicationHarness(demo: "emoji"))
        let b = try explorerOf(ApplicationHarness(demo: "emoji", options: options))
        #expect(a.state.recents != b.state.recents)
        #expect(a.state.starred != b.state.starred)
    }
}
