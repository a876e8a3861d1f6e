import Foundation
import TesseraTerminal

/// Plans, runs and interrupts a collection view's animations (updates and sideways bounces), and
/// is the one owner of their state: the running animation, the completions waiting for it, the
/// loop time it was last moved to, and the frames a test records. The view keeps none of it; it
/// asks here.
///
/// A class, not a struct, because finishing runs app code (completions), which may apply again
/// and so start another update while this one is being finished.
///
/// Invariant (checked by `_checkInvariants()` in debug builds after each update and frame):
/// completions wait only while an animation runs or an update is being planned. Costs: every
/// query O(1).
@MainActor
final class UpdateAnimator {
    /// How long an animated update takes (see ``CollectionView/animationDuration``).
    var duration: Duration = ProcessInfo.processInfo.environment["TESSERA_ANIMATION_MS"]
        .flatMap(Int.init).map { .milliseconds(max(0, $0)) } ?? .milliseconds(200)
    /// Updates apply at once (see ``CollectionView/reducedMotion``).
    var reducedMotion = ProcessInfo.processInfo.environment["TESSERA_REDUCED_MOTION"].map { $0 != "" && $0 != "0" } ?? false
    /// Whether applies that ask for animation get it (a table's `defaultRowAnimation` of `.none`
    /// turns it off for its data source).
    var animatesUpdates = true

    /// The animation on screen; nil when the screen shows the layout as it is.
    private(set) var running: UpdateAnimation?
    /// Completions of updates shown but not finished, in the order they were applied.
    private var waitingCompletions: [() -> Void] = []
    /// The loop time the animations were last moved on to: what frames are drawn at when the
    /// view has no window to ask.
    private(set) var time: Duration = .zero
    /// True while an update moves the viewport for the animation it is about to plan: that
    /// scroll must not end the animation being replaced before its screen is taken.
    private(set) var isPlanning = false
    /// Frames of animated updates being kept for a test (see ``CollectionView/recordUpdates()``).
    private var recorder: UpdateRecorder?

    /// Whether an update asked to animate does, in a view that is in a window.
    func animates(_ requested: Bool, inWindow: Bool) -> Bool {
        requested && animatesUpdates && !reducedMotion && inWindow
    }

    /// The number of frames an animation has at ``duration``.
    var frameCount: Int { UpdateAnimation.frameCount(for: duration) }

    /// The placements to draw at ``time``; nil when nothing animates (draw the layout).
    var currentKeyframe: [FramePlacement]? { running?.keyframe(at: time) }

    // MARK: Running

    /// Keeps `completion` until the update it belongs to is over.
    func waitToComplete(_ completion: (() -> Void)?) {
        if let completion { waitingCompletions.append(completion) }
    }

    /// Runs `body` (the planning of an update) with ``isPlanning`` set.
    func planning<T>(_ body: () -> T) -> T {
        isPlanning = true
        defer { isPlanning = false }
        return body()
    }

    /// Shows `animation` from now on, replacing any running one (whose completions keep waiting:
    /// they run when this one ends). An update's screens are recorded while a test asks; a
    /// bounce (`recorded` false) is not an update.
    func start(_ animation: UpdateAnimation, viewport: CellRect, isVertical: Bool, recorded: Bool = true) {
        running = animation
        guard recorded else { return }
        recorder?.updates.append(UpdateFrames(viewport: viewport, isVertical: isVertical, before: animation.before,
                                              after: animation.after, crossFadeReason: animation.crossFadeReason,
                                              startedMidAnimation: animation.startedMidAnimation,
                                              unknownElements: animation.unknownElements.map { "the new screen: \($0) is on screen but the planner has no element for it" },
                                              plannedFrameCount: animation.keyframes.count))
    }

    /// Ends the running animation where it was going, and hands back the completions that were
    /// waiting for it, for the caller to run once its own state is consistent (they run app code).
    func finish() -> [() -> Void] {
        running = nil
        let completions = waitingCompletions
        waitingCompletions.removeAll()
        return completions
    }

    /// Ends the running animation and keeps its completions waiting (an update replaces it).
    func interrupt() { running = nil }

    /// Moves on to loop time `now`; true when the running animation has just reached its end
    /// (the caller then finishes it).
    func advance(to now: Duration) -> Bool {
        time = now
        return running?.isFinished(at: now) ?? false
    }

    /// A frame of the running animation was drawn; `unknown` describes what it drew besides that
    /// the plan does not know (elements the view could not name).
    func recordFrame(_ placements: [FramePlacement], unknown: [String] = []) {
        guard let recorder, !recorder.updates.isEmpty else { return }
        let last = recorder.updates.count - 1
        let index = recorder.updates[last].frames.count
        recorder.updates[last].unknownElements += unknown.map { "frame \(index): \($0) is drawn but the planner has no element for it" }
        recorder.updates[last].frames.append(placements)
    }

    // MARK: Recording

    /// Starts keeping the frames of every animated update (forgetting those kept so far).
    func startRecording() { recorder = UpdateRecorder() }
    /// Stops keeping them.
    func stopRecording() { recorder = nil }
    /// The updates kept since recording started.
    var recordedUpdates: [UpdateFrames] { recorder?.updates ?? [] }

    /// Checks the invariant stated on the type (debug builds only).
    func _checkInvariants() {
        #if DEBUG
        precondition(waitingCompletions.isEmpty || running != nil || isPlanning,
                     "UpdateAnimator: \(waitingCompletions.count) completions wait with no animation running")
        #endif
    }
}

/// Collects the frames of animated updates while a test asks for them.
@MainActor
final class UpdateRecorder {
    var updates: [UpdateFrames] = []
}
