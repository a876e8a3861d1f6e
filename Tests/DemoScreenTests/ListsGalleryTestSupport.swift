import Foundation
import Testing
import Tessera
@testable import TesseraDemos

/// Loop stepping for demos that keep timers running (the harness's `settle` would run them on
/// for many steps): one step at a time, the clock jumping to each frame or timer.
@MainActor
extension DemoScreenHarness {
    /// Steps the loop until `condition` holds, at most `limit` steps. Returns whether it held.
    @discardableResult
    func step(until condition: () -> Bool, limit: Int = 2_000) -> Bool {
        for _ in 0..<limit {
            if condition() { return true }
            application.loop.step()
        }
        return condition()
    }

    /// Steps until no frame is wanted (animations over, the screen drawn), leaving timers alone
    /// as long as no frame is due before them.
    func drawPendingFrames(limit: Int = 200) {
        step(until: { !application.loop.isFrameRequested }, limit: limit)
    }

    /// Sends a key and steps until the next frame is drawn, without settling: what the screen
    /// shows right after the key (a press highlight, an animation's first frame).
    func send(_ key: Key, _ modifiers: Modifiers = []) {
        terminal.enqueue(.key(KeyEvent(key, modifiers: modifiers)))
        let frames = application.loop.framesDrawn
        step(until: { application.loop.framesDrawn > frames }, limit: 10)
    }

    /// The demo's root view as its own type.
    func root<Demo: View>(as type: Demo.Type) throws -> Demo {
        try #require(application.window.rootView as? Demo)
    }
}
