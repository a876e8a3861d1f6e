import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Nested Groups") @MainActor
struct NestedGroupsScreenTests {
    @Test func goldens() {
        ApplicationHarness.expectLayoutGoldens("nested-groups", after: "pagedown") { $0.press(.pageDown) }
    }

    /// Each block: a tile 70% wide beside a vertical pair; a block is 40% of the view tall.
    @Test func blocksAreAWideTileBesideAPair() throws {
        let h = ApplicationHarness(demo: "nested-groups", width: 120, height: 40)
        let collectionView = try h.screen(NumberedTilesScreen.self).collectionView
        let frames = try (0..<3).map { try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))).frame }
        #expect(frames[0].maxX < frames[1].minX && frames[1].minX == frames[2].minX)
        #expect(frames[1].maxY < frames[2].minY)
        #expect(frames[0].height > frames[1].height + frames[2].height)
        #expect(abs(frames[0].width - 82) <= 2, "70% of 120, less insets: \(frames[0])")
    }

    /// The vertical pair's two tiles are the same height at every screen height (the block is
    /// an even number of rows), and every tile's label is inside its frame, never on its line.
    @Test func thePairIsEvenAndEveryLabelIsInsideItsFrame() throws {
        for height in 10...40 {
            let h = ApplicationHarness(demo: "nested-groups", width: 80, height: height)
            let collectionView = try h.screen(NumberedTilesScreen.self).collectionView
            let pair = try (1...2).map { try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))).frame }
            #expect(pair[0].height == pair[1].height, "at height \(height): \(pair)")
            for row in h.rows {
                #expect(row.firstMatch(of: /[╭┌]─*[ ]*\d/) == nil, "a label on a frame's edge at height \(height): \(row)")
            }
        }
    }
}
