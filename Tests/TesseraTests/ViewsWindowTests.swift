import Testing
@testable import Tessera

/// root ─┬─ panel ─┬─ a (focusable)
///       │         └─ b (focusable)
///       └─ c (focusable)
@MainActor private struct Tree {
    let root = RecordingView("r")
    let panel = RecordingView("p")
    let a = RecordingView("a", focusable: true)
    let b = RecordingView("b", focusable: true)
    let c = RecordingView("c", focusable: true)
    let window: Window

    init() {
        root.addSubview(panel)
        panel.addSubview(a)
        panel.addSubview(b)
        root.addSubview(c)
        window = Window(size: CellSize(width: 6, height: 3), rootView: root)
        panel.frame = CellRect(x: 0, y: 0, width: 6, height: 1)
        a.frame = CellRect(x: 0, y: 0, width: 3, height: 1)
        b.frame = CellRect(x: 3, y: 0, width: 3, height: 1)
        c.frame = CellRect(x: 0, y: 1, width: 6, height: 1)
    }
}

@Suite("Window events") @MainActor
struct WindowEventTests {
    @Test func keysGoToTheFocusedViewFirstThenBubbleUp() {
        let t = Tree()
        t.window.focusedView = t.b
        t.panel.handledKeys = [.enter]
        #expect(t.window.dispatch(key(.enter)))
        #expect(t.b.receivedKeys == [.enter])
        #expect(t.panel.receivedKeys == [.enter])
        #expect(t.root.receivedKeys.isEmpty)
        #expect(t.window.dispatch(key(.home)) == false)
        #expect(t.root.receivedKeys == [.home])
    }

    @Test func withoutFocusKeysGoToTheRootView() {
        let t = Tree()
        t.root.handledKeys = [.escape]
        #expect(t.window.dispatch(key(.escape)))
        #expect(t.a.received.isEmpty && t.root.receivedKeys == [.escape])
    }

    @Test func mouseEventsGoToTheViewUnderThePointerThenUp() {
        let t = Tree()
        t.panel.handlesMouse = true
        let click = Event.mouse(MouseEvent(.click(.left), at: CellPoint(x: 4, y: 0)))
        #expect(t.window.dispatch(click))
        #expect(t.b.received == [click] && t.panel.received == [click] && t.a.received.isEmpty)
        t.c.isHidden = true
        let below = Event.mouse(MouseEvent(.click(.left), at: CellPoint(x: 1, y: 1)))
        #expect(t.window.dispatch(below) == false)
        #expect(t.c.received.isEmpty && t.root.received == [below])
    }

    @Test func overlaysGetKeysFirstAndKeepThemFromTheViewsBelow() {
        let t = Tree()
        t.window.focusedView = t.a
        let menu = RecordingView("m")
        t.window.present(menu)
        #expect(t.window.focusedView === t.a)  // nothing to focus in the menu: focus stays, keys go to the menu
        #expect(t.window.dispatch(key(.down)) == false)
        #expect(menu.receivedKeys == [.down])
        #expect(t.a.received.isEmpty && t.root.received.isEmpty)
        let click = Event.mouse(MouseEvent(.click(.left), at: CellPoint(x: 0, y: 0)))
        t.window.dispatch(click)
        #expect(menu.received.last == click && t.a.received.isEmpty)
    }

    @Test func anOverlayWithFocusableViewsTakesFocusAndGivesItBack() {
        let t = Tree()
        t.window.focusedView = t.c
        let dialog = RecordingView("d")
        let field = RecordingView("f", focusable: true)
        let button = RecordingView("o", focusable: true)
        dialog.addSubview(field)
        dialog.addSubview(button)
        t.window.present(dialog)
        #expect(t.window.focusedView === field)
        t.window.dispatch(char("x"))
        #expect(field.receivedKeys == [.character("x")] && dialog.receivedKeys == [.character("x")])
        t.window.dispatch(key(.tab))  // cycles inside the dialog only
        #expect(t.window.focusedView === button)
        t.window.dispatch(key(.tab))
        #expect(t.window.focusedView === field)
        t.window.dismiss(dialog)
        #expect(t.window.focusedView === t.c)
        #expect(t.window.overlays.isEmpty && dialog.window == nil)
    }

    @Test func resizeAndResumeAreHandledByTheWindow() {
        let t = Tree()
        #expect(t.window.dispatch(.resize(CellSize(width: 9, height: 4))))
        #expect(t.root.frame == CellRect(x: 0, y: 0, width: 9, height: 4))
        t.window.render(at: .zero)
        #expect(t.window.lastFrame.size == CellSize(width: 9, height: 4))
        #expect(t.window.dispatch(.resumed))
        #expect(t.window.needsDisplay)
    }
}

@Suite("Window focus") @MainActor
struct WindowFocusTests {
    @Test func tabCyclesFocusInTreeOrderAndWraps() {
        let t = Tree()
        var order: [View?] = []
        for _ in 0..<4 {
            #expect(t.window.dispatch(key(.tab)))
            order.append(t.window.focusedView)
        }
        #expect(order.map { $0 as? RecordingView }.map { $0?.letter } == ["a", "b", "c", "a"])
        t.window.dispatch(key(.tab, .shift))
        #expect(t.window.focusedView === t.c)
    }

    @Test func aViewThatHandlesTabKeepsIt() {
        let t = Tree()
        t.window.focusedView = t.a
        t.a.handledKeys = [.tab]
        t.window.dispatch(key(.tab))
        #expect(t.window.focusedView === t.a)
    }

    @Test func tabWithOtherModifiersIsNotFocusNavigation() {
        let t = Tree()
        t.window.focusedView = t.a
        #expect(t.window.dispatch(key(.tab, .ctrl)) == false)
        #expect(t.window.focusedView === t.a)
    }

    @Test func hiddenViewsAreSkippedAndHidingTheFocusedViewPassesFocusOn() {
        let t = Tree()
        t.window.focusedView = t.b
        t.panel.isHidden = true
        #expect(t.window.focusedView === t.c)
        t.window.moveFocus()
        #expect(t.window.focusedView === t.c)  // the only one left
        t.panel.isHidden = false
        t.window.moveFocus()
        #expect(t.window.focusedView === t.a)
    }

    @Test func removingTheFocusedViewPassesFocusOn() {
        let t = Tree()
        t.window.focusedView = t.a
        t.a.removeFromSuperview()
        #expect(t.window.focusedView === t.b)
        #expect(t.a.window == nil)
        t.c.removeFromSuperview()  // not focused: focus stays
        #expect(t.window.focusedView === t.b)
        t.panel.removeFromSuperview()
        #expect(t.window.focusedView == nil)
    }

    @Test func replacingTheRootViewMovesFocusIntoIt() {
        let t = Tree()
        t.window.focusedView = t.a
        let newRoot = RecordingView("n", focusable: true)
        t.window.rootView = newRoot
        #expect(t.window.focusedView === newRoot)
        #expect(t.root.window == nil && t.a.window == nil)
    }

    @Test func focusChangesAreAnnouncedToBothViews() {
        final class FocusCounting: View {
            var changes = 0
            override var canBecomeFocused: Bool { true }
            override func focusDidChange() { changes += 1 }
        }
        let root = View()
        let one = FocusCounting(), two = FocusCounting()
        root.addSubview(one)
        root.addSubview(two)
        let window = Window(size: CellSize(width: 2, height: 2), rootView: root)
        window.focusedView = one
        window.focusedView = one
        window.focusedView = two
        #expect(one.changes == 2 && two.changes == 1)
        #expect(two.isFocused && !one.isFocused)
    }

    @Test func activeKeyHintsAreTheFocusedViewsThenItsAncestorsWithoutRepeats() {
        final class Hinting: View {
            let hints: [KeyHint]
            init(_ hints: [KeyHint]) { self.hints = hints; super.init() }
            override var canBecomeFocused: Bool { true }
            override var keyHints: [KeyHint] { hints }
        }
        let root = Hinting([KeyHint("q", "quit"), KeyHint("?", "help")])
        let child = Hinting([KeyHint("Enter", "open"), KeyHint("q", "back")])
        root.addSubview(child)
        let window = Window(size: CellSize(width: 2, height: 2), rootView: root)
        window.focusedView = child
        #expect(window.activeKeyHints == [KeyHint("Enter", "open"), KeyHint("q", "back"), KeyHint("?", "help")])
    }
}

@Suite("Window frames") @MainActor
struct WindowFrameTests {
    @Test func renderDrawsTheTreeThenOverlaysAbove() {
        let t = Tree()
        t.window.render(at: .zero)
        #expect(rows(t.window.lastFrame) == ["aaabbb", "cccccc", "rrrrrr"])
        let overlay = RecordingView("o")
        t.window.present(overlay)
        t.window.render(at: .zero)
        #expect(rows(t.window.lastFrame) == ["oooooo", "oooooo", "oooooo"])
        t.window.dismiss(overlay)
        t.window.render(at: .zero)
        #expect(t.window.lastFrame.rowText(0) == "aaabbb")
    }

    @Test func hiddenViewsAndTheirSubviewsDoNotDraw() {
        let t = Tree()
        t.panel.isHidden = true
        t.window.render(at: .zero)
        #expect(rows(t.window.lastFrame) == ["rrrrrr", "cccccc", "rrrrrr"])
    }

    @Test func layoutRunsOnlyWhenAskedFor() {
        let t = Tree()
        t.window.render(at: .zero)
        #expect(t.root.layoutCount == 1 && t.a.layoutCount == 1)
        t.window.render(at: .zero)
        #expect(t.root.layoutCount == 1)
        t.a.setNeedsLayout()
        t.window.render(at: .zero)
        #expect(t.root.layoutCount == 2)
        t.window.resize(to: CellSize(width: 3, height: 3))
        t.window.render(at: .zero)
        #expect(t.root.layoutCount == 3)
    }

    @Test func renderReportsWhetherAnythingStillAnimatesAndAsksForFrames() {
        let t = Tree()
        var requests = 0
        t.window.frameRequested = { requests += 1 }
        #expect(t.window.render(at: .zero) == false)
        #expect(t.window.needsDisplay == false)
        t.b.animating = true
        #expect(t.window.render(at: .milliseconds(16)))
        t.c.setNeedsDisplay()
        t.c.setNeedsDisplay()  // one request until the next frame
        #expect(requests == 1 && t.window.needsDisplay)
    }
}
