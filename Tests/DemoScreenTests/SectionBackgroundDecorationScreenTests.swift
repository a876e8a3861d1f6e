import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Section Background Decoration") @MainActor
struct SectionBackgroundDecorationScreenTests {
    @Test func goldens() {
        ApplicationHarness.expectLayoutGoldens("section-background", after: "pagedown") { $0.press(.pageDown) }
    }

    @Test func eachSectionSitsInItsOwnFramedBackground() {
        let h = ApplicationHarness(demo: "section-background", width: 80, height: 60)
        #expect(h.rows.filter { $0.hasPrefix(" ╭") }.count == 5)
        #expect(h.rows.filter { $0.hasPrefix(" ╰") }.count == 5)
        #expect(h.rows[2].hasPrefix(" │ Item 0"))
    }

    @Test func theBackgroundIsTheFillOfItsRows() throws {
        let h = ApplicationHarness(demo: "section-background")
        h.press(.down)   // focus leaves the first row, whose background is then its own again
        let frame = h.application.window.lastFrame
        #expect(frame[10, 2].style.background == .palette(236))  // in a row
        #expect(frame[78, 2].style.background == .palette(236))  // on the frame
        #expect(frame[10, 8].style.background == .default)       // between sections
    }
}
