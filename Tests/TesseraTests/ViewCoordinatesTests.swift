import Testing
@testable import Tessera
import TesseraTesting

/// Frames are in the superview's coordinates and views draw in their own, as in UIKit: a view
/// written for the origin draws right wherever it is placed, and never outside its superview.
@Suite("View coordinates") @MainActor
struct ViewCoordinatesTests {
    /// outer at (2, 1) in the window, inner at (1, 1) in outer: inner is at (3, 2) on screen.
    private func nested() -> (window: Window, outer: RecordingView, inner: RecordingView) {
        let root = View()
        let outer = RecordingView("o"), inner = RecordingView("i", handlesMouse: true)
        root.addSubview(outer)
        outer.addSubview(inner)
        let window = Window(size: CellSize(width: 8, height: 5), rootView: root)
        outer.frame = CellRect(x: 2, y: 1, width: 5, height: 3)
        inner.frame = CellRect(x: 1, y: 1, width: 2, height: 1)
        return (window, outer, inner)
    }

    @Test func aViewDrawsAtItsFrameInsideItsSuperviewsFrame() {
        let t = nested()
        t.window.render(at: .zero)
        #expect(rows(t.window.lastFrame) == ["        ", "  ooooo ", "  oiioo ", "  ooooo ", "        "])
    }

    @Test func drawingIsClippedToEverySuperview() {
        let t = nested()
        t.inner.frame = CellRect(x: 3, y: -1, width: 5, height: 3)   // hangs off outer's top and right
        t.window.render(at: .zero)
        #expect(rows(t.window.lastFrame) == ["        ", "  oooii ", "  oooii ", "  ooooo ", "        "])
        t.inner.frame = CellRect(x: 9, y: 0, width: 2, height: 1)    // wholly outside: not drawn at all
        t.window.render(at: .zero)
        #expect(!t.window.lastFrame.text.contains("i"))
    }

    @Test func boundsIsTheSizeAtTheOrigin() {
        let t = nested()
        #expect(t.outer.bounds == CellRect(x: 0, y: 0, width: 5, height: 3))
        #expect(t.inner.bounds == CellRect(x: 0, y: 0, width: 2, height: 1))
    }

    @Test func convertGoesThroughEverySuperviewBothWays() {
        let t = nested()
        #expect(t.inner.originInWindow == CellPoint(x: 3, y: 2))
        #expect(t.inner.convert(CellPoint(x: 1, y: 0), to: nil) == CellPoint(x: 4, y: 2))
        #expect(t.inner.convert(CellPoint(x: 4, y: 2), from: nil) == CellPoint(x: 1, y: 0))
        #expect(t.inner.convert(CellPoint.zero, to: t.outer) == CellPoint(x: 1, y: 1))
        #expect(t.outer.convert(CellRect(x: 1, y: 1, width: 2, height: 1), to: t.inner) == CellRect(x: 0, y: 0, width: 2, height: 1))
    }

    @Test func clicksFindTheViewByItsPlaceOnScreen() {
        let t = nested()
        #expect(t.window.dispatch(.mouse(MouseEvent(.click(.left), at: CellPoint(x: 4, y: 2)))))
        #expect(t.inner.received.count == 1)
        // (1, 1) in the window is inner's frame taken as window cells: nobody there.
        #expect(!t.window.dispatch(.mouse(MouseEvent(.click(.left), at: CellPoint(x: 1, y: 1)))))
        #expect(t.inner.received.count == 1)
        #expect(t.window.rootView.hitTest(CellPoint(x: 6, y: 3)) === t.outer)
    }
}
