import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Conference Videos and News") @MainActor
struct ConferenceScreenTests {
    @Test func goldens() {
        ApplicationHarness.expectLayoutGoldens("conference-videos", after: "right-x2") { h in
            h.press(.right); h.press(.right)
        }
        ApplicationHarness.expectLayoutGoldens("conference-news", after: "pagedown") { $0.press(.pageDown) }
    }

    @Test func videoCardsAreOneAndAPeekNarrowAndTwoAndAPeekWide() throws {
        for (width, fullyShown) in [(80, 1), (120, 2)] {
            let h = ApplicationHarness(demo: "conference-videos", width: width, height: 40)
            let collectionView = try h.screen(ConferenceVideosScreen.self).collectionView
            let frames = (0..<3).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
            #expect(frames.filter { $0.maxX <= width }.count == fullyShown, "at \(width): \(frames)")
            #expect(frames[fullyShown].minX < width, "the next card peeks in at \(width)")
            #expect(h.text.contains("Opening Day") && h.text.contains("Layouts in Depth"))
        }
    }

    @Test func newsCardsAreAsTallAsTheirWrappedTextAndOnlyTheLastHasNoRule() throws {
        for width in [80, 50] {
            let h = ApplicationHarness(demo: "conference-news", width: width, height: 24)
            let collectionView = try h.screen(ConferenceNewsScreen.self).collectionView
            let stories = ConferenceNewsItem.stories
            h.press(.end)
            for (index, story) in stories.enumerated() {
                let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0))).frame
                let textWidth = frame.width - 2
                let rule = index < stories.count - 1 ? 1 : 0
                let expected = TextWidth.wrap(story.title, width: textWidth).count + 1 + TextWidth.wrap(story.body, width: textWidth).count + rule
                #expect(frame.height == expected, "story \(index) at \(width) columns")
            }
            let last = h.rows.lastIndex { $0.contains(stories.last!.date) }
            let below = h.rows[(try #require(last))...].dropLast()
            #expect(!below.contains { $0.contains("────") }, "no rule under the last card")
        }
    }
}
