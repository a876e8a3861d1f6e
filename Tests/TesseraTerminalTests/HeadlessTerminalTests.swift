import Testing
@testable import TesseraTerminal

@Suite("Headless terminal") @MainActor
struct HeadlessTerminalTests {
    static func frame(_ terminal: HeadlessTerminal, _ draw: (inout ScreenBuffer) -> Void) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: terminal.size)
        draw(&buffer)
        return buffer
    }

    @Test func oneChangedCellReportsExactlyOneChangedCell() {
        let terminal = HeadlessTerminal(width: 20, height: 4)
        var screen = Self.frame(terminal) { $0.draw("Hello, world", at: CellPoint(x: 1, y: 1), style: .plain) }
        terminal.flush(screen)
        screen.put("W", at: CellPoint(x: 8, y: 1), style: .plain)
        let stats = terminal.flush(screen)
        #expect(stats.cellsChanged == 1)
        #expect(stats.bytesWritten == "\u{1B}[2;9HW".utf8.count)  // the style in force is already plain
        #expect(terminal.lastFrame.rowText(1) == " Hello, World       ")
    }

    @Test func unchangedFrameReportsZeroCellsAndZeroBytes() {
        let terminal = HeadlessTerminal(width: 20, height: 4)
        let screen = Self.frame(terminal) { $0.draw("日本語 and ASCII", at: .zero, style: Style(foreground: .green)) }
        let first = terminal.flush(screen)
        #expect(first.cellsChanged == 16)  // 3 wide characters (6 cells) and 10 narrow ones, spaces too (green)
        let second = terminal.flush(screen)
        #expect(second == FlushStats(cellsChanged: 0, bytesWritten: 0))
        #expect(terminal.lastOutput.isEmpty)
        #expect(terminal.flushHistory == [first, second])
    }

    @Test func firstFlushIsComparedWithABlankScreen() {
        let terminal = HeadlessTerminal(width: 10, height: 3)
        #expect(terminal.lastFrame == ScreenBuffer(width: 10, height: 3))
        #expect(terminal.flush(ScreenBuffer(width: 10, height: 3)) == FlushStats())
        #expect(terminal.flush(Self.frame(terminal) { $0.draw("ab", at: .zero, style: .plain) }).cellsChanged == 2)
    }

    @Test func theTerminalKeepsItsOwnCopyOfTheFrame() {
        // The drawer's buffer is reused for the next frame: flushing must leave it unshared.
        let terminal = HeadlessTerminal(width: 6, height: 2)
        var buffer = Self.frame(terminal) { $0.draw("first", at: .zero, style: .plain) }
        terminal.flush(buffer)
        let storage = buffer.cells.withUnsafeBufferPointer { $0.baseAddress }
        buffer.clear()
        buffer.draw("second", at: .zero, style: .plain)
        #expect(buffer.cells.withUnsafeBufferPointer { $0.baseAddress } == storage)
        #expect(terminal.lastFrame.rowText(0) == "first ")
        #expect(terminal.flush(buffer).cellsChanged == 6)
        #expect(terminal.lastFrame.rowText(0) == "second")
    }

    @Test func invalidateMakesTheNextFlushWriteEveryCell() {
        let terminal = HeadlessTerminal(width: 10, height: 3)
        let screen = Self.frame(terminal) { $0.draw("abc", at: .zero, style: .plain) }
        terminal.flush(screen)
        terminal.invalidate()
        let stats = terminal.flush(screen)
        #expect(stats.cellsChanged == 30)
        #expect(stats.bytesWritten > 30)
        #expect(terminal.flush(screen) == FlushStats())
    }

    @Test func framesOfAnotherSizeAreClippedOrPadded() {
        let terminal = HeadlessTerminal(width: 4, height: 2)
        var big = ScreenBuffer(width: 6, height: 3)
        big.draw("abc日", at: .zero, style: .plain)
        big.draw("zzz", at: CellPoint(x: 0, y: 2), style: .plain)
        terminal.flush(big)
        #expect(terminal.lastFrame.size == CellSize(width: 4, height: 2))
        #expect(terminal.lastFrame.text == "abc \n    ")
        var small = ScreenBuffer(width: 2, height: 1)
        small.draw("xy", at: .zero, style: .plain)
        terminal.flush(small)
        #expect(terminal.lastFrame.text == "xy  \n    ")
    }

    @Test func resizeChangesSizeQueuesAnEventAndRedrawsInFull() {
        let terminal = HeadlessTerminal(width: 10, height: 3)
        terminal.flush(Self.frame(terminal) { $0.draw("hello", at: .zero, style: .plain) })
        terminal.resize(to: CellSize(width: 4, height: 2))
        #expect(terminal.size == CellSize(width: 4, height: 2))
        #expect(terminal.lastFrame.text == "hell\n    ")
        #expect(terminal.waitForEvents(timeout: .zero) == [.resize(CellSize(width: 4, height: 2))])
        let stats = terminal.flush(Self.frame(terminal) { $0.draw("hi", at: .zero, style: .plain) })
        #expect(stats.cellsChanged == 8)
    }

    @Test func queuedEventsComeBackAtOnceInOrder() {
        let clock = ManualClock()
        let terminal = HeadlessTerminal(size: CellSize(width: 10, height: 3), clock: clock)
        let up = Event.key(KeyEvent(.up))
        let click = Event.mouse(MouseEvent(.click(.left), at: CellPoint(x: 2, y: 1)))
        terminal.enqueue(up)
        terminal.enqueue([click, .resumed])
        #expect(terminal.waitForEvents(timeout: .milliseconds(16)) == [up, click, .resumed])
        #expect(terminal.waits.isEmpty)
        #expect(clock.now == .zero)
        #expect(terminal.pendingEvents.isEmpty)
    }

    @Test func waitsWithoutEventsAreRecordedAndStepTheClock() {
        let clock = ManualClock()
        let terminal = HeadlessTerminal(size: CellSize(width: 10, height: 3), clock: clock)
        #expect(terminal.waitForEvents(timeout: .milliseconds(16)).isEmpty)
        #expect(clock.now == .milliseconds(16))
        #expect(terminal.waitForEvents(timeout: nil).isEmpty)  // would sleep until input: no time passes
        #expect(clock.now == .milliseconds(16))
        #expect(terminal.waitForEvents(timeout: .milliseconds(184)).isEmpty)
        #expect(clock.now == .milliseconds(200))
        #expect(terminal.waits == [.milliseconds(16), nil, .milliseconds(184)])
    }

    @Test func waitsWithoutAClockOnlyRecord() {
        let terminal = HeadlessTerminal(width: 3, height: 1)
        #expect(terminal.waitForEvents(timeout: .seconds(1)).isEmpty)
        #expect(terminal.waits == [.seconds(1)])
    }

    @Test func restoreIsRecordedAndIdempotent() {
        let terminal = HeadlessTerminal(width: 3, height: 1)
        #expect(!terminal.isRestored)
        terminal.restore()
        terminal.restore()
        #expect(terminal.isRestored)
    }

    @Test func capabilitiesShapeTheBytes() {
        let terminal = HeadlessTerminal(size: CellSize(width: 4, height: 1),
                                        capabilities: TerminalCapabilities(colorDepth: .eight, synchronizedOutput: true))
        terminal.flush(Self.frame(terminal) { $0.put("x", at: .zero, style: Style(foreground: .brightRed)) })
        #expect(String(decoding: terminal.lastOutput, as: UTF8.self)
                == "\u{1B}[?2026h\u{1B}[1;1H\u{1B}[0;31mx\u{1B}[?2026l")
    }

    @Test func screenshotShowsTextAndStyles() {
        let terminal = HeadlessTerminal(width: 12, height: 3)
        let title = Style(foreground: .palette(214), attributes: [.bold, .underline])
        terminal.flush(Self.frame(terminal) { buffer in
            buffer.draw("Mountains", in: CellRect(x: 0, y: 0, width: 12, height: 1), style: title, alignment: .center)
            buffer.fill(CellRect(x: 0, y: 1, width: 12, height: 1), style: Style(attributes: .reverse))
            buffer.draw("> 富士山", at: CellPoint(x: 0, y: 1), style: Style(attributes: .reverse))
            buffer.draw("K2", at: CellPoint(x: 2, y: 2), style: Style(attributes: .dim))
            buffer.draw("!", at: CellPoint(x: 5, y: 2), style: Style(foreground: .red, attributes: .bold))
        })
        let expected = [
            " Mountains  ",
            "> 富士山    ",
            "  K2 !      ",
            "--- styles",
            ".AAAAAAAAA..",
            "rrrrrrrrrrrr",
            "..dd.B......",
            "A  bold+underline fg:p214",
            "r  reverse",
            "d  dim",
            "B  bold fg:red",
        ].joined(separator: "\n")
        #expect(terminal.screenshot().description == expected)
        #expect(terminal.screenshot().styles.style(for: "B") == Style(foreground: .red, attributes: .bold))
        #expect(terminal.screenshot().styles.style(for: ".") == .plain)
    }

    @Test func styleMapSymbols() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        let styles: [Style] = [
            .plain, Style(attributes: .bold), Style(attributes: .dim), Style(attributes: .italic),
            Style(attributes: .underline), Style(attributes: .reverse), Style(background: .blue), Style(attributes: [.bold, .dim]),
        ]
        for (x, style) in styles.enumerated() { buffer.put("x", at: CellPoint(x: x, y: 0), style: style) }
        #expect(buffer.styleMap.rows == [".bdiurAB"])
        #expect(buffer.styleMap.legend.map(\.symbol) == ["b", "d", "i", "u", "r", "A", "B"])
    }

    @Test func styleMapRunsOutOfSymbolsGracefully() {
        var buffer = ScreenBuffer(width: 40, height: 1)
        for x in 0..<40 { buffer.put("x", at: CellPoint(x: x, y: 0), style: Style(foreground: .palette(UInt8(x)))) }
        let map = buffer.styleMap
        #expect(map.rows == ["ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789****"])
        #expect(map.legend.count == 37)
        #expect(map.style(for: "*") == nil)
        #expect(map.description.hasSuffix("*  other styles"))
    }
}
