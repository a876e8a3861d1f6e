import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Outline screen") @MainActor
struct OutlineScreenTests {
    func outline(_ h: ApplicationHarness) throws -> OutlineScreen {
        try h.rootView(as: OutlineScreen.self)
    }

    @Test func startsWithEveryGroupOfTheSampleMenuCollapsed() {
        let h = ApplicationHarness(demo: "outline")
        h.expectGolden("outline-80x24")
        for group in OutlineMenu.groups { #expect(h.text.contains("▸ \(group.title)")) }
        #expect(!h.text.contains("Grid"))
    }

    @Test func at120x40() {
        ApplicationHarness(demo: "outline", width: 120, height: 40).expectGolden("outline-120x40")
    }

    @Test func enterOpensAndClosesAHeaderParentWithAnimation() throws {
        let h = ApplicationHarness(demo: "outline")
        let collectionView = try outline(h).collectionView
        h.send(.enter)
        #expect(collectionView.isAnimating)
        h.settle()
        #expect(h.text.contains("▾ Compositional Layout"))
        #expect(h.text.contains("Orthogonal Section Behaviors"))
        h.expectGolden("outline-expanded-80x24")
        h.press(.enter)
        #expect(!h.text.contains("Grid"))
        h.press(.right)
        h.press(.right)        // on an open parent: to its first child
        h.press(.left)         // on a child: back to its parent
        h.press(.left)         // collapses it
        #expect(!h.text.contains("Grid"))
        #expect(try outline(h).collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
    }

    @Test func expandedAt120x40() {
        let h = ApplicationHarness(demo: "outline", width: 120, height: 40)
        for group in OutlineMenu.groups {
            h.press(.right)
            for _ in 0...group.examples.count { h.press(.down) }   // past its examples to the next group
        }
        for group in OutlineMenu.groups { #expect(h.text.contains("▾ \(group.title)")) }
        h.expectGolden("outline-expanded-120x40")
    }

    @Test func enterOnAnExampleRunsItAndEscComesBack() throws {
        let h = ApplicationHarness(demo: "outline")
        let outlines = OutlineMenu.groups.firstIndex { $0.title == "Outlines" }!
        for _ in 0..<outlines { h.press(.down) }
        h.press(.right); h.press(.down)
        #expect(h.text.contains("Emoji Explorer"))
        h.press(.enter)
        #expect(h.application.window.rootView is EmojiExplorerScreen)
        h.press(.escape)
        #expect(h.application.window.rootView is OutlineScreen)
        #expect(h.text.contains("▾ Outlines"))
    }

    @Test func anExampleThisBuildLacksSaysSo() throws {
        let entry = DemoEntry(name: "outline-test", title: "Outline", group: .outlines, summary: "") {
            OutlineScreen(context: $0, findDemo: { _ in nil })
        }
        let h = ApplicationHarness(entry: entry)
        h.press(.right); h.press(.down); h.press(.enter)
        #expect(h.text.contains("“Grid” is not in this build"))
        #expect(h.application.depth == 0)
        h.press(.down)
        #expect(!h.text.contains("not in this build"))
    }

    @Test func everyExampleOfTheMenuIsUniqueAndTheOutlinesOnesExist() {
        let examples = OutlineMenu.groups.flatMap(\.examples)
        #expect(Set(examples.map(\.demoName)).count == examples.count)
        #expect(Set(examples.map(\.title)).count == examples.count)
        for name in ["emoji", "emoji-list"] {
            #expect(OutlineScreen.catalogEntry(for: examples.first { $0.demoName == name }!) != nil)
        }
    }
}
