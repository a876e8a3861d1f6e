import Testing
import Tessera
import TesseraTerminal
import TesseraTesting
@testable import TesseraDemos

/// Keys a terminal delivers in one read (typed fast, or while the machine is busy) do what the
/// same keys do one at a time: each acts where the one before left focus.
@Suite("Keys read together") @MainActor
struct KeysReadTogetherTests {
    @Test func tabDownsAndRightInOneReadOpenTheRowTheyReach() {
        let keys: [Key] = [.tab, .down, .down, .down, .right]
        let apart = ApplicationHarness(demo: "emoji")
        for key in keys { apart.press(key) }
        let together = ApplicationHarness(demo: "emoji")
        for key in keys { together.terminal.enqueue(.key(KeyEvent(key))) }
        together.settle()
        #expect(apart.text.contains("food-fruit"))
        #expect(together.text == apart.text)
    }
}
