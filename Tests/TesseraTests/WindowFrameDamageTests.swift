import Testing
@testable import Tessera

/// A window's damage goes on with its frame: the terminal that shows the window's frame before
/// compares only the damaged cells, and writes and counts what a whole-screen compare would.
@Suite("Window frame damage") @MainActor
struct WindowFrameDamageTests {
    @Test func aOneRowChangeIsComparedAsOneRowAndCostsWhatAWholeCompareWould() {
        let root = View()
        let labels = (0..<60).map { row -> Label in
            let label = Label()
            label.text = "Row \(row)"
            label.frame = CellRect(x: 0, y: row, width: 200, height: 1)
            root.addSubview(label)
            return label
        }
        let window = Window(size: CellSize(width: 200, height: 60), rootView: root)
        let terminal = HeadlessTerminal(width: 200, height: 60)
        let wholeTerminal = HeadlessTerminal(width: 200, height: 60)
        window.render(at: .zero)
        terminal.flush(window.lastFrame)
        wholeTerminal.flush(Self.unstamped(window.lastFrame))
        labels[30].text = "Row thirty"
        window.render(at: .zero)
        #expect(window.lastFrame.damage?.rects == [CellRect(x: 0, y: 30, width: 200, height: 1)])
        let stats = terminal.flush(window.lastFrame)
        #expect(terminal.lastFlushCellsCompared <= 200)
        #expect(stats == wholeTerminal.flush(Self.unstamped(window.lastFrame)))
        #expect(wholeTerminal.lastFlushCellsCompared == 200 * 60)
        #expect(terminal.lastOutput == wholeTerminal.lastOutput)
        #expect(terminal.lastFrame == window.lastFrame)
        // Nothing changed: nothing compared, nothing written.
        window.render(at: .zero)
        #expect(terminal.flush(window.lastFrame) == FlushStats())
        #expect(terminal.lastFlushCellsCompared == 0)
    }

    @Test func twoRendersBeforeAFlushAreComparedWhole() {
        let label = Label()
        label.text = "one"
        let window = Window(size: CellSize(width: 10, height: 2), rootView: label)
        let terminal = HeadlessTerminal(width: 10, height: 2)
        window.render(at: .zero)
        terminal.flush(window.lastFrame)
        label.text = "two"
        window.render(at: .zero)
        label.text = "three"
        window.render(at: .zero)
        #expect(terminal.flush(window.lastFrame).cellsChanged > 0)
        #expect(terminal.lastFlushCellsCompared == 20)
        #expect(terminal.lastFrame == window.lastFrame)
    }

    /// The frame without its stamp: what any other drawer would hand the terminal.
    static func unstamped(_ frame: ScreenBuffer) -> ScreenBuffer {
        var copy = frame
        copy.damage = nil
        return copy
    }
}
