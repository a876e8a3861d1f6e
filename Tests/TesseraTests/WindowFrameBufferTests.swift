import Testing
@testable import Tessera

/// One frame buffer per window, reused: the loop and the terminal borrow it for the flush and
/// keep none of it, so the next frame clears and draws it in place.
@Suite("Window frame buffer") @MainActor
struct WindowFrameBufferTests {
    func storage(_ frame: ScreenBuffer) -> UnsafePointer<Cell>? { frame.cells.withUnsafeBufferPointer { $0.baseAddress } }

    @Test func framesAreDrawnIntoTheSameBufferThroughTheLoop() {
        let clock = ManualClock()
        let terminal = HeadlessTerminal(size: CellSize(width: 30, height: 10), clock: clock)
        let content = ListFixtureView(items: (1...20).map { "Row \($0)" })
        let app = Application(terminal: terminal, clock: clock, rootView: content.collectionView)
        app.loop.step()
        let buffer = storage(app.window.lastFrame)
        content.show((0...20).map { "Row \($0)" }, animated: false)
        app.loop.step()
        #expect(app.loop.framesDrawn == 2)
        #expect(terminal.lastFrame.text.hasPrefix(" Row 0"))
        #expect(storage(app.window.lastFrame) == buffer)
    }

    @Test func aFrameKeptPastTheNextRenderKeepsItsCells() {
        let content = ListFixtureView(items: ["First"])
        let window = Window(size: CellSize(width: 12, height: 3), rootView: content.collectionView)
        window.render(at: .zero)
        let kept = window.lastFrame
        content.show(["Second"], animated: false)
        window.render(at: .zero)
        #expect(kept.text.hasPrefix(" First"))
        #expect(window.lastFrame.text.hasPrefix(" Second"))
    }

    @Test func aResizeGivesTheWindowABufferOfTheNewSize() {
        let window = Window(size: CellSize(width: 8, height: 3))
        window.render(at: .zero)
        window.resize(to: CellSize(width: 5, height: 2))
        window.render(at: .zero)
        #expect(window.lastFrame.size == CellSize(width: 5, height: 2))
    }
}
