import Testing
import Tessera
import TesseraTesting
@testable import TesseraDemos

@Suite("Launcher screen") @MainActor
struct LauncherScreenTests {
    @Test func listsGroupsAndOpensADemoThenComesBackWithFocusWhereItWas() {
        let h = ApplicationHarness(demo: nil)
        h.press(.end)       // the Key Inspector, last of all, whatever demos come before it
        #expect(h.text.contains("Key Inspector"))
        #expect(h.text.contains("Tools"))
        h.press(.enter)
        #expect(h.text.contains("key and mouse inspector"))
        h.press(.escape); h.press(.escape)
        #expect(h.text.contains("Tools"))
        #expect(h.application.depth == 0)
    }

    @Test func groupsCollapseAndExpand() {
        let h = ApplicationHarness(demo: nil)
        h.press(.end)
        h.press(.up)        // to the Tools group row
        h.press(.left)      // collapse
        #expect(!h.text.contains("Key Inspector"))
        h.press(.right)     // expand
        #expect(h.text.contains("Key Inspector"))
    }
}
