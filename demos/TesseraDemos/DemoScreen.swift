import Tessera

/// One full-screen demo (or the launcher): it draws itself and reacts to events. A screen
/// knows nothing of the terminal or the loop, so the screen tests can drive it headless.
public protocol DemoScreen: AnyObject {
    /// Draws the whole screen into `buffer` (cleared, the terminal's size).
    func draw(in buffer: inout ScreenBuffer)
    /// Reacts to one event and says what should happen next.
    func handle(_ event: Event) -> DemoResponse
}

public enum DemoResponse {
    /// Stay on this screen (and draw it again).
    case stay
    /// Show another screen on top of this one; closing it comes back here.
    case open(any DemoScreen)
    /// Leave this screen: back to the one below, or out of the program.
    case close
}
