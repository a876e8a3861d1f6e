import Testing
import Tessera

/// The frames of one animated update as a person saw them: the screen text of each frame, and
/// the placements the collection view drew, which ``violations`` checks against `FrameRule`.
public struct RecordedUpdate {
    /// The collection view's record of the update; nil when the action animated nothing.
    public let frames: UpdateFrames?
    /// The whole screen's text at each frame, from the first frame after the action to the
    /// settled screen (the last entry).
    public let screens: [String]

    /// One sentence per broken clause of the frame rule, in every frame; empty when each frame
    /// is right (or nothing animated).
    public var violations: [String] { frames?.violations ?? [] }

    /// Whether the update cross-faded instead of sliding (see `UpdateAnimation.crossFadeReason`).
    public var crossFadeReason: String? { frames?.crossFadeReason }
}

extension ApplicationHarness {
    /// Runs `action` — something that applies a snapshot to `collectionView`, or a key that makes
    /// the app do so — then steps the clock one frame (16 ms) at a time until the animation is
    /// over, keeping every frame.
    ///
    /// ```swift
    /// let update = harness.framesOfNextUpdate(in: list) { app.refresh() }
    /// #expect(update.violations.isEmpty, "\(update.violations)")
    /// let pressed = harness.framesOfNextUpdate(in: list) { harness.press(.right) }
    /// ```
    ///
    /// Inside `action`, ``press(_:_:)`` and ``type(_:)`` do not settle: like ``send(_:_:)``
    /// they stop after the next frame, and the recording steps the rest of the animation. Anything
    /// else in `action` that lets time pass (``settle(limit:)``, ``advance(by:)``, a click) runs
    /// the animation to its end unrecorded; an update whose animation was planned with more than
    /// one frame but was recorded with one (or none) is reported as an issue, naming
    /// ``send(_:_:)`` as the call to use, rather than passing on a recording that saw nothing move.
    ///
    /// - Parameters:
    ///   - collectionView: The view whose update to record.
    ///   - limit: At most this many frames are stepped.
    ///   - sourceLocation: Where an update recorded without its frames is reported.
    ///   - action: Applies the update.
    /// - Returns: The screens and the collection view's record of the update (the last animated
    ///   update the action caused).
    public func framesOfNextUpdate(in collectionView: CollectionView, limit: Int = 240,
                                   sourceLocation: SourceLocation = #_sourceLocation,
                                   _ action: () -> Void) -> RecordedUpdate {
        collectionView.recordUpdates()
        defer { collectionView.stopRecordingUpdates() }
        let start = application.loop.framesDrawn
        let wasRecording = isRecordingFrames
        isRecordingFrames = true
        action()
        isRecordingFrames = wasRecording
        var screens: [String] = []
        step(until: { application.loop.framesDrawn > start }, limit: 20)
        screens.append(text)
        for _ in 0..<limit where collectionView.isAnimating {
            let drawn = application.loop.framesDrawn
            clock.advance(by: .milliseconds(16))
            step(until: { application.loop.framesDrawn > drawn }, limit: 20)
            screens.append(text)
        }
        settle()
        if screens.last != text { screens.append(text) }
        let update = RecordedUpdate(frames: collectionView.recordedUpdates.last, screens: screens)
        // Recorded: the frames the view drew while recording, and the screens the harness saw.
        if let frames = update.frames, frames.plannedFrameCount > 1,
           case let recorded = min(frames.frames.count, screens.count), recorded <= 1 {
            Issue.record("""
                an update animated over \(frames.plannedFrameCount) frames but was recorded with \(recorded) \
                frame(s): the action let the animation run to its end before the recording could step it, so \
                there is nothing to check. Start the update with send(_:_:) (a key) or by applying the \
                snapshot, and let framesOfNextUpdate step the clock; do not settle or advance inside the action.
                Screens:
                \(screens.joined(separator: "\n--------\n"))
                """, sourceLocation: sourceLocation)
        }
        return update
    }

    /// Records an issue for every frame of `update` that breaks the frame rule, with the
    /// offending frame's screen, so a failing test shows the picture it complains about.
    ///
    /// - Parameters:
    ///   - update: What ``framesOfNextUpdate(in:limit:sourceLocation:_:)`` recorded.
    ///   - sourceLocation: Where the issue is reported.
    public func expectEveryFrameKeepsTheRule(_ update: RecordedUpdate, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = update.violations
        guard !problems.isEmpty else { return }
        let listed = problems.prefix(10).joined(separator: "\n")
        let screens = update.screens.joined(separator: "\n--------\n")
        Issue.record("\(problems.count) broken frame rule(s):\n\(listed)\nScreens:\n\(screens)", sourceLocation: sourceLocation)
    }
}
