import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A focused text field `width` columns wide in its own window, inside a parent that records the
/// events that bubble out of it.
@MainActor private func makeField(width: Int = 12) -> (TextField, Window, RecordingView) {
    let parent = RecordingView(" ")
    let field = TextField()
    parent.addSubview(field)
    let window = Window(size: CellSize(width: width, height: 1), rootView: parent)
    field.frame = window.bounds
    window.focusedView = field
    return (field, window, parent)
}

@MainActor private func type(_ text: String, into window: Window) {
    for c in text { window.dispatch(char(c)) }
}

/// Records what a delegate is told and refuses edits it is told to.
@MainActor private final class RecordingTextFieldDelegate: TextFieldDelegate {
    var calls: [String] = []
    var refuse: (NSRange, String) -> Bool = { _, _ in false }
    var allowsReturn = true
    func textFieldDidBeginEditing(_ textField: TextField) { calls.append("begin") }
    func textFieldDidEndEditing(_ textField: TextField) { calls.append("end") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("change \(range.location),\(range.length) \(string)")
        return !refuse(range, string)
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { calls.append("return"); return allowsReturn }
}

@Suite("TextField") @MainActor
struct TextFieldTests {
    @Test func editingKeysMoveAndDeleteByGrapheme() {
        let (field, window, _) = makeField()
        type("hello world", into: window)
        #expect(field.text == "hello world" && field.cursor == 11)
        window.dispatch(char("a", .ctrl))
        window.dispatch(key(.right))
        window.dispatch(char("k", .ctrl))              // deletes to the end
        #expect(field.text == "h")
        type("ey you", into: window)
        window.dispatch(char("w", .ctrl))              // the word before the cursor
        #expect(field.text == "hey ")
        window.dispatch(key(.home))
        window.dispatch(key(.delete))
        window.dispatch(key(.end))
        window.dispatch(key(.backspace))
        #expect(field.text == "ey")
        window.dispatch(char("u", .ctrl))
        #expect(field.text == "" && field.cursor == 0)
    }

    @Test func aPasteIsOneEditOnOneLine() {
        let (field, window, _) = makeField()
        var changes = 0
        field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        window.dispatch(.paste(Paste(text: "two\nlines")))
        #expect(field.text == "two lines")
        #expect(changes == 1)
        #expect(delegate.calls == ["change 0,0 two lines"])
    }

    @Test func theDelegateSeesUTF16RangesAndCanRefuseAnEdit() {
        let (field, window, _) = makeField()
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        type("é👍", into: window)
        window.dispatch(key(.backspace))
        #expect(delegate.calls == ["change 0,0 é", "change 1,0 👍", "change 1,2 "])   // 👍 is two UTF-16 units
        // A port's usual check: no digits.
        delegate.refuse = { _, string in string.contains { $0.isNumber } }
        type("a1b", into: window)
        #expect(field.text == "éab")
        // UIKit's idiom works on the range as given.
        delegate.refuse = { range, string in
            let current = field.text ?? ""
            let updated = (current as NSString).replacingCharacters(in: range, with: string)
            return updated.count > 4
        }
        type("cd", into: window)
        #expect(field.text == "éabc")
    }

    @Test func settingTheTextTellsNobodyAndNilEmptiesIt() {
        let (field, _, _) = makeField()
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        var changes = 0
        field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
        field.text = "set"
        #expect(field.text == "set" && field.cursor == 3)
        field.text = nil
        #expect(field.text == "")
        #expect(changes == 0 && delegate.calls.isEmpty)
    }

    @Test func editingBeginsAndEndsWithFocus() {
        let parent = View()
        let first = TextField(), second = TextField()
        parent.addSubview(first)
        parent.addSubview(second)
        let window = Window(size: CellSize(width: 10, height: 2), rootView: parent)
        let delegate = RecordingTextFieldDelegate()
        first.delegate = delegate
        var events: [String] = []
        first.addAction(Action { _ in events.append("didBegin") }, for: .editingDidBegin)
        first.addAction(Action { _ in events.append("didEnd") }, for: .editingDidEnd)
        first.text = "abc"
        #expect(first.becomeFirstResponder())
        #expect(first.isEditing && first.cursor == 3)
        window.dispatch(key(.tab))                       // the window moves focus on
        #expect(window.focusedView === second && !first.isEditing)
        #expect(delegate.calls == ["begin", "end"])
        #expect(events == ["didBegin", "didEnd"])
        first.isEnabled = false
        #expect(!first.becomeFirstResponder())
    }

    @Test func enterAsksTheDelegateThenRunsThePrimaryActionOrBubbles() {
        let (field, window, parent) = makeField()
        window.dispatch(key(.enter))
        #expect(parent.receivedKeys == [.enter], "no action listens: Enter goes on")
        var triggered = 0
        field.addAction(Action { _ in triggered += 1 }, for: .primaryActionTriggered)
        window.dispatch(key(.enter))
        #expect(triggered == 1 && parent.receivedKeys == [.enter])
        let delegate = RecordingTextFieldDelegate()
        delegate.allowsReturn = false
        field.delegate = delegate
        window.dispatch(key(.enter))
        #expect(triggered == 1 && delegate.calls == ["return"])
        #expect(parent.receivedKeys == [.enter], "refused: swallowed")
        window.dispatch(key(.up))
        #expect(parent.receivedKeys == [.enter, .up], "keys that leave the line are not the field's")
        window.dispatch(key(.escape))
        #expect(parent.receivedKeys == [.enter, .up], "Esc is the field's: it ends editing")
        #expect(!field.isEditing && field.text == "")
    }

    @Test func longTextScrollsToKeepTheCursorInViewAndShowsItsStartWhenNotEditing() {
        let (field, window, _) = makeField(width: 6)
        type("abcdefghij", into: window)
        window.render(at: .zero)
        #expect(window.lastFrame.rowText(0) == "fghij ")
        #expect(window.lastFrame.cursor == TerminalCursor(at: CellPoint(x: 5, y: 0), visible: true), "the real cursor after the text")
        window.focusedView = nil
        window.render(at: .zero)
        #expect(window.lastFrame.rowText(0) == "abcdef")
        #expect(window.lastFrame.cursor?.isVisible != true, "no caret once editing ends")
        #expect(field.scroll == 0)
    }

    @Test func secureEntryShowsBulletsAndPlaceholderShowsWhenEmpty() {
        let (field, window, _) = makeField(width: 8)
        field.placeholder = "Password"
        window.render(at: .zero)
        #expect(window.lastFrame.rowText(0) == "Password")
        #expect(window.lastFrame.cursor == TerminalCursor(at: .zero, visible: true), "the cursor sits on the placeholder's first cell")
        field.isSecureTextEntry = true
        type("日本", into: window)
        window.render(at: .zero)
        #expect(window.lastFrame.rowText(0) == "••      ")
        #expect(window.lastFrame.cursor?.position == CellPoint(x: 2, y: 0), "after the second bullet, not after two wide graphemes")
        #expect(field.text == "日本")
    }

    @Test func aClickFocusesAndPutsTheCursorUnderThePointer() {
        let parent = View()
        let other = RecordingView("o", focusable: true)
        let field = TextField()
        parent.addSubview(other)
        parent.addSubview(field)
        let window = Window(size: CellSize(width: 10, height: 2), rootView: parent)
        other.frame = CellRect(x: 0, y: 0, width: 10, height: 1)
        field.frame = CellRect(x: 0, y: 1, width: 10, height: 1)
        field.text = "abcdef"
        window.focusedView = other
        window.dispatch(.mouse(MouseEvent(.press(.left), at: CellPoint(x: 2, y: 1))))
        #expect(window.focusedView === field)
        #expect(field.cursor == 2)
    }
}
