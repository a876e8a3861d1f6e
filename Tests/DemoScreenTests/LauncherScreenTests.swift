import Testing
import Tessera
@testable import TesseraDemos

@Suite("Launcher screen") @MainActor
struct LauncherScreenTests {
    @Test func listsGroupsAndOpensADemoThenComesBackWithFocusWhereItWas() {
        let h = DemoScreenHarness(nil)
        #expect(h.text.contains("Key Inspector"))
        #expect(h.text.contains("Tools"))
        h.press(.end)       // the last demo: Tools › Key Inspector
        h.press(.enter)
        #expect(h.text.contains("key and mouse inspector"))
        h.press(.escape); h.press(.escape)
        #expect(h.text.contains("Tools"))
        #expect(h.application.depth == 0)
    }

    @Test func groupsCollapseAndExpand() {
        let h = DemoScreenHarness(nil)
        h.press(.end)       // the last demo, Key Inspector…
        h.press(.up)        // …and up to the Tools group row
        h.press(.left)      // collapse
        #expect(!h.text.contains("Key Inspector"))
        h.press(.right)     // expand
        #expect(h.text.contains("Key Inspector"))
    }
}
