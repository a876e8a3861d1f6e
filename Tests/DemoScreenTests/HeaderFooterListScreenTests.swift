import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Section Headers/Footers and Pinned Section Headers") @MainActor
struct HeaderFooterListScreenTests {
    @Test func goldens() {
        ApplicationHarness.expectLayoutGoldens("headers-footers", after: "pagedown") { $0.press(.pageDown) }
        ApplicationHarness.expectLayoutGoldens("pinned-headers", after: "pagedown") { $0.press(.pageDown) }
    }

    @Test func everySectionHasItsHeaderAndFooter() {
        let h = ApplicationHarness(demo: "headers-footers", width: 80, height: 60)
        for section in 0..<5 {
            #expect(h.text.contains("Header for section \(section)"))
            #expect(h.text.contains("Footer for section \(section)"))
        }
    }

    /// Scrolled a few rows into section 1: the pinned header sits on the first row; without
    /// pinning, it has scrolled away with its rows.
    @Test func aPinnedHeaderStaysOnTopWhileItsRowsScrollUnderIt() throws {
        for (name, pinned) in [("pinned-headers", true), ("headers-footers", false)] {
            let h = ApplicationHarness(demo: name)
            let collectionView = try h.screen(HeaderFooterListScreen.self).collectionView
            collectionView.scroll(byRows: 12)
            h.settle()
            #expect(h.rows[1].contains("Header for section 1") == pinned, "\(name): \(h.rows[1])")
            #expect(h.text.contains("Item 7"))
        }
    }
}
