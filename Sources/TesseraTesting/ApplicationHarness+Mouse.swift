import Testing
import Tessera

/// Which way a mouse wheel turns: `up` scrolls the content back towards its start, `down` on
/// towards its end, as a terminal reports the wheel.
public enum WheelDirection: Hashable, Sendable {
    /// Towards the content's start (the wheel turned away from the user).
    case up
    /// Towards the content's end (the wheel turned towards the user).
    case down
}

// The mouse and other events, as a terminal that reports the mouse would send them: a click is
// a press and a release at one cell, a wheel notch one event at the pointer. Like the keys,
// every action settles the loop afterwards.
extension ApplicationHarness {
    /// Sends `events` in order, in one turn of the loop, then settles: any event a terminal can
    /// deliver (keys, mouse reports, a resize, a resume after Ctrl-Z).
    public func post(_ events: [Event]) {
        terminal.enqueue(events)
        settle()
    }

    /// Sends one event, then settles (see `post(_:)`).
    public func post(_ event: Event) {
        post([event])
    }

    /// Clicks `button` at the cell `point` (column `x`, row `y`, from 0 at the top left): a press
    /// and a release there, then settles. Views act on the press, as they do in a terminal.
    public func click(at point: CellPoint, button: MouseEvent.Button = .left, modifiers: Modifiers = []) {
        post([.mouse(MouseEvent(.press(button), at: point, modifiers: modifiers)),
              .mouse(MouseEvent(.release(button), at: point, modifiers: modifiers))])
    }

    /// Clicks `button` at column `x`, row `y` (see `click(at:button:modifiers:)`).
    public func click(x: Int, y: Int, button: MouseEvent.Button = .left, modifiers: Modifiers = []) {
        click(at: CellPoint(x: x, y: y), button: button, modifiers: modifiers)
    }

    /// Clicks the first cell of the first place the screen shows `text` (see
    /// `position(of:)`), as a person clicks a row by its label. Records an issue, and clicks
    /// nothing, when the screen does not show it. Returns whether it clicked.
    @discardableResult
    public func click(onText text: String, button: MouseEvent.Button = .left,
                      sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let point = position(of: text) else {
            Issue.record("nothing to click: the screen does not show “\(text)”:\n\(self.text)", sourceLocation: sourceLocation)
            return false
        }
        click(at: point, button: button)
        return true
    }

    /// Turns the mouse wheel `notches` times in `direction` with the pointer at `point` (the
    /// middle of the screen if nil), then settles: the view under the pointer scrolls (a
    /// collection view, three rows a notch).
    public func scroll(_ direction: WheelDirection, notches: Int = 1, at point: CellPoint? = nil) {
        let size = terminal.size
        let pointer = point ?? CellPoint(x: size.width / 2, y: size.height / 2)
        let kind: MouseEvent.Kind = direction == .up ? .wheelUp : .wheelDown
        post(Array(repeating: .mouse(MouseEvent(kind, at: pointer)), count: max(0, notches)))
    }
}
