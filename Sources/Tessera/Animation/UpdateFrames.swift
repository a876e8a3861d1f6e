import TesseraTerminal

/// The frames one animated update really drew, for tests: the screen before, a fresh layout of
/// the screen after, and every frame between, as placements in paint order. ``violations`` checks
/// them against ``FrameRule``.
///
/// Get them from ``CollectionView/recordUpdates()`` and ``CollectionView/recordedUpdates``, or with
/// TesseraTesting's `ApplicationHarness.framesOfNextUpdate(in:_:)`.
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

    /// One sentence per broken clause of ``FrameRule``, over every recorded frame; empty when every
    /// frame keeps the rule.
    public var violations: [String] {
        let rule = FrameRule(viewport: viewport, before: before, after: after, isVertical: isVertical)
        return frames.indices.flatMap { rule.violations(in: frames[$0], index: $0) }
    }
}

/// Collects the frames of animated updates while a test asks for them.
@MainActor
final class UpdateRecorder {
    var updates: [UpdateFrames] = []
}

extension CollectionView {
    /// Starts keeping the frames of every animated update from now on (and forgets any kept so
    /// far): a test's way to look at the frames between two screens.
    public func recordUpdates() {
        updateRecorder = UpdateRecorder()
    }

    /// The animated updates recorded since ``recordUpdates()``, oldest first, each with the
    /// frames drawn so far.
    public var recordedUpdates: [UpdateFrames] { updateRecorder?.updates ?? [] }

    /// Stops recording.
    public func stopRecordingUpdates() {
        updateRecorder = nil
    }

    /// A new animated update starts: record its screens.
    func recordStart(of animation: UpdateAnimation) {
        guard let recorder = updateRecorder else { return }
        recorder.updates.append(UpdateFrames(viewport: visibleContentRect, isVertical: isVerticalLayout,
                                             before: animation.before, after: animation.after,
                                             crossFadeReason: animation.crossFadeReason,
                                             startedMidAnimation: animation.startedMidAnimation))
    }

    /// A frame of the running animation was drawn.
    func recordFrame(_ placements: [FramePlacement]) {
        guard let recorder = updateRecorder, !recorder.updates.isEmpty else { return }
        recorder.updates[recorder.updates.count - 1].frames.append(placements)
    }

    var isVerticalLayout: Bool { compositionalLayout.configuration.scrollDirection == .vertical }
}
