import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The key map's rows for tabs, toolbars and key commands (`Documentation.docc/Keys.md`).
extension KeyMapTests {
    @Test("tab bar controller: Alt-1 … Alt-9, a click choose a tab; plain digits stay the page's")
    func tabBarKeys() throws {
        let (h, tabs, _, _, _) = TabBarControllerTests.tabs()
        h.press(.character("2"))
        #expect(tabs.selectedIndex == 0)
        h.press(.character("2"), .alt)
        #expect(tabs.selectedIndex == 1)
        h.click(at: try #require(h.position(of: "1 Home")))
        #expect(tabs.selectedIndex == 0)
    }

    @Test("toolbar item: its key performs it, as a bar button item's")
    func toolbarItemKey() {
        let (h, mailbox, _) = ToolbarAndKeyCommandTests.mailbox()
        h.press(.function(5))
        #expect(mailbox.log == ["archive"])
    }

    @Test("key command: its key, from anywhere in its controller's view the focused view does not take it")
    func keyCommandKey() {
        let (h, mailbox, _) = ToolbarAndKeyCommandTests.mailbox()
        h.press(.escape)
        h.press(.right, .alt)
        #expect(mailbox.log == ["next"])
    }
}
