import Testing
@testable import TesseraTerminal

/// The one comparison a flush makes: what changed, what to write, which rows.
@Suite struct ShownScreenTests {
    /// Every (x, y, span) an update asks to write, and the cells it counted.
    func writes(_ shown: inout ShownScreen, to next: ScreenBuffer) -> (writes: [[Int]], cellsChanged: Int) {
        var writes: [[Int]] = []
        let changed = shown.update(to: next) { x, y, span in writes.append([x, y, span]) }
        return (writes, changed)
    }

    @Test func onlyChangedCellsAreWrittenAndTheScreenBecomesTheFrame() {
        var shown = ShownScreen(size: CellSize(width: 6, height: 3), known: true)
        var next = ScreenBuffer(width: 6, height: 3)
        next.draw("ab", at: CellPoint(x: 1, y: 0), style: .plain)
        next.put("c", at: CellPoint(x: 5, y: 2), style: Style(foreground: .red))
        let result = writes(&shown, to: next)
        #expect(result.writes == [[1, 0, 1], [2, 0, 1], [5, 2, 1]])
        #expect(result.cellsChanged == 3)
        #expect(shown.changedRows == [0, 2])
        #expect(shown.frame == next)
        #expect(writes(&shown, to: next) == ([], 0))
        #expect(shown.changedRows.isEmpty)
    }

    @Test func aWideGraphemeIsWrittenOnceFromItsLeadWhenEitherHalfChanged() {
        var before = ScreenBuffer(width: 4, height: 1)
        before.draw("日x", at: .zero, style: .plain)
        var shown = ShownScreen(showing: before)
        var restyled = before
        restyled.applyStyle({ _ in Style(attributes: .bold) }, in: CellRect(x: 1, y: 0, width: 1, height: 1))
        let result = writes(&shown, to: restyled)  // both halves restyled: one write, two cells
        #expect(result.writes == [[0, 0, 2]])
        #expect(result.cellsChanged == 2)
        var narrowed = restyled
        narrowed.put("y", at: CellPoint(x: 1, y: 0), style: .plain)  // the lead becomes a bold blank
        #expect(writes(&shown, to: narrowed).writes == [[0, 0, 1], [1, 0, 1]])
    }

    @Test func anUnknownScreenWritesEveryCellThenIsKnown() {
        var shown = ShownScreen(size: CellSize(width: 3, height: 2), known: false)
        let blank = ScreenBuffer(width: 3, height: 2)
        let result = writes(&shown, to: blank)
        #expect(result.cellsChanged == 6)
        #expect(result.writes.count == 6)
        #expect(shown.changedRows == [0, 1])
        #expect(shown.isKnown)
        shown.forget()
        #expect(writes(&shown, to: blank).cellsChanged == 6)
    }

    @Test func resizingKeepsWhatFitsButForgetsIt() {
        var before = ScreenBuffer(width: 4, height: 2)
        before.draw("abcd", at: .zero, style: .plain)
        var shown = ShownScreen(showing: before)
        shown.resize(to: CellSize(width: 2, height: 2))
        #expect(shown.frame.text == "ab\n  ")
        #expect(!shown.isKnown)
    }

    @Test func theFrameIsCopiedNotKept() {
        // A drawer reuses its buffer after a flush: the screen must hold no reference to it,
        // or the drawer's next write would copy the whole buffer.
        var shown = ShownScreen(size: CellSize(width: 3, height: 1), known: true)
        var frame = ScreenBuffer(width: 3, height: 1)
        frame.put("a", at: .zero, style: .plain)
        _ = shown.update(to: frame) { _, _, _ in }
        let storage = frame.cells.withUnsafeBufferPointer { $0.baseAddress }
        frame.clear()
        #expect(frame.cells.withUnsafeBufferPointer { $0.baseAddress } == storage)
        #expect(shown.frame.rowText(0) == "a  ")
    }
}
