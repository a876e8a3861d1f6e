import Testing
@testable import Tessera

/// The window's focus engine: the one owner of focus, its requests, and its invariant.
@Suite("Focus engine") @MainActor
struct FocusEngineTests {
    /// root ─┬─ a (focusable)
    ///       ├─ b (focusable)
    ///       └─ plain (not focusable)
    @MainActor struct Tree {
        let root = RecordingView("r")
        let a = RecordingView("a", focusable: true)
        let b = RecordingView("b", focusable: true)
        let plain = RecordingView("p")
        let window: Window

        init() {
            root.addSubview(a)
            root.addSubview(b)
            root.addSubview(plain)
            window = Window(size: CellSize(width: 6, height: 3), rootView: root)
        }
    }

    @Test func becomeFirstResponderIsGrantedOnlyToAFocusableShownViewInTheWindow() {
        let t = Tree()
        #expect(t.a.becomeFirstResponder())
        #expect(t.window.focusedView === t.a)
        #expect(!t.plain.becomeFirstResponder(), "cannot become focused")
        t.b.isHidden = true
        #expect(!t.b.becomeFirstResponder(), "hidden")
        let outside = RecordingView("o", focusable: true)
        #expect(!outside.becomeFirstResponder(), "in no window")
        #expect(t.window.focusedView === t.a)
        t.window.focusEngine._checkInvariants()
    }

    /// UIKit's `isFirstResponder` answers as `isFocused` does (issue 32).
    @Test func isFirstResponderFollowsFocus() {
        let t = Tree()
        #expect(!t.a.isFirstResponder)
        t.a.becomeFirstResponder()
        #expect(t.a.isFirstResponder && !t.b.isFirstResponder)
        t.a.resignFirstResponder()
        #expect(!t.a.isFirstResponder)
    }

    @Test func resignLeavesNobodyFocusedAndAMoveStartsAgainAtTheFirst() {
        let t = Tree()
        t.b.becomeFirstResponder()
        #expect(t.a.resignFirstResponder())
        #expect(t.window.focusedView === t.b, "only the focused view resigns")
        t.b.resignFirstResponder()
        #expect(t.window.focusedView == nil)
        #expect(t.window.moveFocus())
        #expect(t.window.focusedView === t.a)
    }

    /// A focusable view that counts focus arriving and leaving.
    final class CountingView: View {
        var focusChanges = 0
        override var canBecomeFocused: Bool { true }
        override func focusDidChange() { super.focusDidChange(); focusChanges += 1 }
    }

    @Test func everyChangeTellsBothViewsOnce() {
        let t = Tree()
        let one = CountingView(), two = CountingView()
        t.root.addSubview(one)
        t.root.addSubview(two)
        one.becomeFirstResponder()
        two.becomeFirstResponder()
        two.becomeFirstResponder()   // already focused: nothing happens
        #expect(one.focusChanges == 2)
        #expect(two.focusChanges == 1)
    }

    @Test func focusFirstSkipsWhatCannotTakeFocus() {
        let t = Tree()
        t.b.isHidden = true
        #expect(t.window.focusEngine.focusFirst(of: [nil, t.plain, t.b, t.a]))
        #expect(t.window.focusedView === t.a)
        #expect(!t.window.focusEngine.focusFirst(of: [t.plain, nil]))
        #expect(t.window.focusedView === t.a, "left alone when none can")
    }

    @Test func anOverlayTakesFocusAndGivesItBackToARepairedPlace() {
        let t = Tree()
        t.b.becomeFirstResponder()
        let overlay = RecordingView("o")
        let button = RecordingView("x", focusable: true)
        overlay.addSubview(button)
        t.window.present(overlay)
        #expect(t.window.focusedView === button)
        t.b.removeFromSuperview()   // where focus was leaves while the overlay is up
        t.window.dismiss(overlay)
        #expect(t.window.focusedView === t.a, "the remembered view left, so focus was repaired")
        t.window.focusEngine._checkInvariants()
    }
}
