import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos
import TesseraExampleLayouts

/// Emoji Explorer on big terminals: the recents cards keep Apple's proportions (0.28 × 0.2 of
/// the width) up to a designed size, then stay that size and more of them show, instead of each
/// card growing around its one emoji (about 56 × 20 cells at 200 columns before).
@Suite("Emoji Explorer at scale") @MainActor
struct EmojiExplorerScaleTests {
    func recentsFrames(_ h: ApplicationHarness) throws -> [CellRect] {
        let explorer = try h.rootView(as: EmojiExplorerScreen.self)
        return (0..<40).compactMap { explorer.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    @Test(arguments: [(200, 60), (300, 80)])
    func recentsCardsStopGrowing(width: Int, height: Int) throws {
        let h = ApplicationHarness(demo: "emoji", width: width, height: height)
        let frames = try recentsFrames(h)
        #expect(frames.count >= 4)
        let maximum = ExampleLayouts.recentsCardMaximum
        for frame in frames {
            #expect(frame.width == Int(maximum.width) && frame.height == Int(maximum.height), "\(frame) at \(width)×\(height)")
        }
        // More cards in view on a wider screen, the outline and the list still there below.
        let visible = frames.filter { $0.maxX <= width }.count
        #expect(visible == min(frames.count, (width - 2) / (Int(maximum.width) + 1)), "\(frames)")
        #expect(h.text.contains("Food & Drink") && h.text.contains("grinning face"))
    }

    @Test func upToTheDesignedSizeTheyFollowTheWidth() throws {
        let small = try recentsFrames(ApplicationHarness(demo: "emoji", width: 80, height: 24))
        let wide = try recentsFrames(ApplicationHarness(demo: "emoji", width: 120, height: 40))
        #expect(small[0].width < wide[0].width && wide[0].width <= Int(ExampleLayouts.recentsCardMaximum.width))
    }
}
