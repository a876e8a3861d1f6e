import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Emoji Explorer – List screen") @MainActor
struct EmojiListScreenTests {
    func demo(_ h: ApplicationHarness) throws -> EmojiListScreen {
        try h.rootView(as: EmojiListScreen.self)
    }

    @Test func aSectionPerGroupInReverseOrderEachASectionSnapshot() throws {
        let h = ApplicationHarness(demo: "emoji-list")
        h.expectGolden("emoji-list-80x24")
        let demo = try demo(h)
        let index = demo.index
        #expect(demo.dataSource.snapshot().sectionIdentifiers == Array(index.groups.indices.reversed()))
        #expect(demo.dataSource.snapshot().numberOfItems == 3655)
        #expect(demo.dataSource.snapshot(for: 0).items.count == index.groups[0].emoji.count)
        #expect(h.text.contains("Flags"))                           // the last group comes first
        #expect(h.text.contains("chequered flag"))
        #expect(h.text.contains("›"))
        #expect(h.text.contains("3,655 emoji in 9 groups"))
    }

    @Test func at120x40() {
        ApplicationHarness(demo: "emoji-list", width: 120, height: 40).expectGolden("emoji-list-120x40")
    }

    @Test func enterOpensTheCardAndEscComesBack() throws {
        let h = ApplicationHarness(demo: "emoji-list")
        h.press(.down)
        h.press(.enter)
        #expect(h.text.contains("U+1F6A9"))                        // triangular flag
        #expect(h.text.contains("Flags"))
        #expect(!h.text.contains("Starred"))
        h.expectGolden("emoji-list-detail-80x24")
        h.press(.escape)
        #expect(try demo(h).collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        h.press(.enter)
        h.press(.left)                                               // ← goes back too
        #expect(h.application.window.rootView is EmojiListScreen)
    }

    @Test func saneAt40x12AndEndReachesTheLastRow() {
        let h = ApplicationHarness(demo: "emoji-list", width: 40, height: 12)
        h.press(.end)
        #expect(h.text.contains("💤 ZZZ"))                          // the last emoji of the last section
        #expect(h.text.contains("…"))
    }
}
