import TesseraTerminal

/// The frames one animated update really drew, for tests: the screen before, a fresh layout of
/// the screen after, and every frame between, as placements in paint order. ``violations`` checks
/// them against ``FrameRule``.
///
/// Get them with TesseraTesting's `ApplicationHarness.framesOfNextUpdate(in:limit:sourceLocation:_:)`,
/// which records them through the collection view (`recordUpdates()`, `recordedUpdates`: package API).
public struct UpdateFrames {
    /// The visible content rect the update was planned for.
    public let viewport: CellRect
    /// Whether the layout scrolls vertically.
    public let isVertical: Bool
    /// The screen when the update came.
    public let before: [FramePlacement]
    /// A fresh layout of the new data, as the last frame must show it.
    public let after: [FramePlacement]
    /// Each frame drawn while the update animated, in order; repeated frames are kept.
    public internal(set) var frames: [[FramePlacement]] = []
    /// Why the planner cross-faded this update instead of sliding (the rule its slides broke);
    /// nil when it slides.
    public let crossFadeReason: String?
    /// Whether the update began while another was animating, from a screen caught mid-motion.
    public let startedMidAnimation: Bool
    /// Elements the layout put on screen that the planner had no element for (the view could not
    /// name them), one sentence each: the rule cannot vouch for what it does not know, so each
    /// is a violation. Empty when every element is accounted for.
    public internal(set) var unknownElements: [String] = []
    /// How many frames the update was planned with (one per 60th of a second of the animation).
    /// A recording of an update planned with more than one frame but holding one (or none) saw
    /// the update jump, not move: the clock passed its frames before they were drawn, so
    /// ``violations`` has nothing to check (TesseraTesting's `framesOfNextUpdate` reports it).
    public let plannedFrameCount: Int

    /// One sentence per broken clause of ``FrameRule``, over every recorded frame, and one per
    /// element drawn that the planner did not know; empty when every frame keeps the rule.
    public var violations: [String] {
        let rule = FrameRule(viewport: viewport, before: before, after: after, isVertical: isVertical)
        return unknownElements + frames.indices.flatMap { rule.violations(in: frames[$0], index: $0) }
    }
}

extension CollectionView {
    /// Starts keeping the frames of every animated update from now on (and forgets any kept so
    /// far): a test's way to look at the frames between two screens.
    package func recordUpdates() { animator.startRecording() }

    /// The animated updates recorded since ``recordUpdates()``, oldest first, each with the
    /// frames drawn so far. An update applied since the last frame is planned first (it would
    /// be at the next frame), so it is in the list at once.
    package var recordedUpdates: [UpdateFrames] {
        planPendingUpdate()
        return animator.recordedUpdates
    }

    /// Stops recording.
    package func stopRecordingUpdates() { animator.stopRecording() }

    var isVerticalLayout: Bool { compositionalLayout.configuration.scrollDirection == .vertical }
}
