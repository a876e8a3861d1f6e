import Foundation
import Testing
import Tessera

/// Runs an `Application` headless: a `HeadlessTerminal` and a `ManualClock` stand in for the
/// terminal and time, so a test presses keys, lets time pass and reads the screen exactly as
/// a terminal would show it, the same on every run.
///
/// Every action settles the loop afterwards (see `settle(limit:)`), so what a test reads next
/// is the screen a person would see once it stopped moving; `send(_:_:)` stops after the next
/// frame instead, and so do `press` and `type` inside `framesOfNextUpdate`, which steps the
/// animation itself. Apps whose tasks sleep on the loop's clock use the `…RunningTasks` forms.
@MainActor
public final class ApplicationHarness {
    /// The in-memory terminal the application draws into: read its screen, send it keys.
    public let terminal: HeadlessTerminal
    /// The application's clock, starting at zero; it moves only when the harness advances it
    /// (or when the loop waits, which a headless terminal turns into advancing it).
    public let clock = ManualClock()
    /// The application under test, built by the initialiser's `makeApplication`.
    public let application: Application
    /// True while `framesOfNextUpdate(in:limit:sourceLocation:_:)` runs its action: `press`
    /// and `type` then leave the clock to it instead of settling.
    var isRecordingFrames = false

    /// An application that `makeApplication` builds on a headless terminal of `width`×`height`
    /// and a manual clock, settled once (its first frame drawn).
    public init(width: Int = 80, height: Int = 24, capabilities: TerminalCapabilities = TerminalCapabilities(),
                makeApplication: (HeadlessTerminal, ManualClock) -> Application) {
        terminal = HeadlessTerminal(size: CellSize(width: width, height: height), capabilities: capabilities, clock: clock)
        application = makeApplication(terminal, clock)
        settle()
    }

    /// An application showing `rootView`.
    public convenience init(rootView: View, width: Int = 80, height: Int = 24,
                            capabilities: TerminalCapabilities = TerminalCapabilities()) {
        self.init(width: width, height: height, capabilities: capabilities) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootView: rootView)
        }
    }

    // MARK: Time

    /// Runs the loop until it has nothing left to do by itself (animations done, frame drawn).
    /// Repeating timers keep a deadline forever, so this stops at `limit` steps.
    public func settle(limit: Int = 400) {
        application.loop.step()
        var steps = 0
        while isSettling, steps < limit {
            application.loop.step()
            steps += 1
        }
    }

    /// Whether the loop has a frame or timer due within the next second: it is "still settling".
    var isSettling: Bool {
        guard let deadline = application.loop.nextDeadline() else { return false }
        return deadline - clock.now <= .seconds(1)
    }

    /// Lets `duration` of time pass, a frame (16 ms) at a time, stepping the loop as it goes
    /// (timers fire, frames draw), then settles.
    public func advance(by duration: Duration) {
        let end = clock.now + duration
        while clock.now < end {
            clock.advance(by: min(.milliseconds(16), end - clock.now))
            application.loop.step()
        }
        settle()
    }

    /// Steps the loop until `condition` holds, at most `limit` steps, without settling: for apps
    /// whose timers keep running. Returns whether it held.
    @discardableResult
    public func step(until condition: () -> Bool, limit: Int = 2_000) -> Bool {
        for _ in 0..<limit {
            if condition() { return true }
            application.loop.step()
        }
        return condition()
    }

    /// Steps until no frame is wanted (animations over, the screen drawn), leaving timers alone
    /// as long as no frame is due before them.
    public func drawPendingFrames(limit: Int = 200) {
        step(until: { !application.loop.isFrameRequested }, limit: limit)
    }

    // MARK: Input

    /// Presses `key`, then settles. Inside `framesOfNextUpdate(in:limit:sourceLocation:_:)`'s
    /// action it does what ``send(_:_:)`` does instead (stops after the next frame), so the
    /// recording steps the animation the key started one frame at a time.
    public func press(_ key: Key, _ modifiers: Modifiers = []) {
        terminal.enqueue(.key(KeyEvent(key, modifiers: modifiers)))
        settleUnlessRecording()
    }

    /// Types `text` a character at a time, then settles. Inside
    /// `framesOfNextUpdate(in:limit:sourceLocation:_:)`'s action it stops after the next frame
    /// instead, as ``press(_:_:)`` does there.
    public func type(_ text: String) {
        for character in text { terminal.enqueue(.key(KeyEvent(.character(character)))) }
        settleUnlessRecording()
    }

    /// Settles, or while frames are recorded steps until the next frame is drawn.
    private func settleUnlessRecording() {
        if isRecordingFrames { stepToNextFrame() } else { settle() }
    }

    /// Steps until the next frame is drawn (at most 10 steps).
    private func stepToNextFrame() {
        let frames = application.loop.framesDrawn
        step(until: { application.loop.framesDrawn > frames }, limit: 10)
    }

    /// Presses `key` and steps until the next frame is drawn, without settling: what the screen
    /// shows right after the key (a press highlight, an animation's first frame).
    public func send(_ key: Key, _ modifiers: Modifiers = []) {
        terminal.enqueue(.key(KeyEvent(key, modifiers: modifiers)))
        stepToNextFrame()
    }

    /// Resizes the terminal, as a person dragging its window would, then settles.
    public func resize(width: Int, height: Int) {
        terminal.resize(to: CellSize(width: width, height: height))
        settle()
    }

    // MARK: The screen

    /// The last frame's text, rows separated by newlines.
    public var text: String { terminal.lastFrame.text }

    /// The last frame's rows.
    public var rows: [String] {
        let frame = terminal.lastFrame
        return (0..<frame.size.height).map(frame.rowText)
    }

    /// The last frame's text and style map, as golden files hold it.
    public var screenshot: Screenshot { terminal.screenshot() }

    /// The root view as the type a test expects, or a failed requirement.
    public func rootView<Root: View>(as type: Root.Type = Root.self, sourceLocation: SourceLocation = #_sourceLocation) throws -> Root {
        try #require(application.window.rootView as? Root, sourceLocation: sourceLocation)
    }

    /// Records an issue unless the screen (text and style map) equals the golden file `name` in
    /// `goldens`; with `UPDATE_GOLDEN=1` it writes the file instead.
    public func expectScreen(matches name: String, in goldens: GoldenFiles, sourceLocation: SourceLocation = #_sourceLocation) {
        goldens.expect(screenshot.description, matches: name, sourceLocation: sourceLocation)
    }
}
