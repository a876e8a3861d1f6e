import Testing
@testable import TesseraTerminal

@Suite("ScreenBuffer boxes")
struct ScreenBufferBoxTests {
    @Test func drawsSquareAndRoundedFramesAndLeavesTheInsideAlone() {
        var buffer = ScreenBuffer(width: 6, height: 4)
        buffer.draw("x", at: CellPoint(x: 2, y: 1), style: .plain)
        buffer.drawBox(CellRect(x: 0, y: 0, width: 6, height: 4), style: .plain)
        #expect(buffer.text == "┌────┐\n│ x  │\n│    │\n└────┘")
        buffer.drawBox(CellRect(x: 1, y: 1, width: 3, height: 2), style: .plain, corners: .rounded)
        #expect(buffer.rowText(1) == "│╭─╮ │")
        #expect(buffer.rowText(2) == "│╰─╯ │")
    }

    @Test func tinyRectsDrawNothingAndClipLimitsTheFrame() {
        var buffer = ScreenBuffer(width: 4, height: 3)
        buffer.drawBox(CellRect(x: 0, y: 0, width: 1, height: 3), style: .plain)
        #expect(buffer.text == "    \n    \n    ")
        buffer.drawBox(CellRect(x: 0, y: 0, width: 4, height: 3), style: .plain, clip: CellRect(x: 0, y: 0, width: 4, height: 1))
        #expect(buffer.text == "┌──┐\n    \n    ")
    }
}
