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
/// An animated update is planned when the next frame needs it, not when it is applied
/// (``PendingUpdate``): the frames of an update replaced before any of them is drawn are never
/// seen, so a key that causes thirty applies (one section snapshot per section) costs one plan,
/// and keys are handled as fast as they come however long the animations are.
///
/// Invariant (checked by `_checkInvariants()` in debug builds after each update and frame):
/// completions wait only while an animation runs, waits to be planned, or is being planned; an
/// update waits to be planned only while no animation runs. Costs: every query O(1).
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
    /// Animated updates applied since the last frame, waiting to be planned as one.
    private(set) var pending: PendingUpdate?
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

    /// Keeps an animated update to be planned at the next frame, merged with those already
    /// waiting: the first one's start, offset and interruption, the last one's maps (the screen
    /// drawn last is where the motion starts, whatever came between).
    func planAtNextFrame(_ update: PendingUpdate) {
        guard let first = pending else {
            pending = update
            return
        }
        pending = PendingUpdate(start: first.start, oldOffset: first.oldOffset, interrupts: first.interrupts,
                                maps: update.maps, new: update.new, coalesced: first.coalesced + 1)
    }

    /// The updates waiting to be planned, handed over for planning (nil when none waits).
    func takePending() -> PendingUpdate? {
        defer { pending = nil }
        return pending
    }

    /// Whether an animation runs or waits for the next frame to be planned.
    var isBusy: Bool { running != nil || pending != nil }

    /// Ends the running animation where it was going (and forgets any update waiting to be
    /// planned: the screen jumps to the final state), and hands back the completions that were
    /// waiting for it, for the caller to run once its own state is consistent (they run app code).
    func finish() -> [() -> Void] {
        running = nil
        pending = nil
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
        precondition(waitingCompletions.isEmpty || running != nil || pending != nil || isPlanning,
                     "UpdateAnimator: \(waitingCompletions.count) completions wait with no animation running")
        precondition(pending == nil || running == nil, "UpdateAnimator: an update waits to be planned while another runs")
        #endif
    }
}

/// Animated updates applied since the last frame, to be planned as one when the next frame is
/// drawn (or a test reads the recording). What the plan needs besides the view's state now.
struct PendingUpdate {
    /// When the first of them was applied: the animation's clock starts there.
    var start: Duration
    /// The content offset of the screen last drawn, where the motion starts.
    var oldOffset: CellPoint
    /// Whether the first of them replaced a running animation.
    var interrupts: Bool
    /// The last one's position maps and its new flattened positions (to tell an element that
    /// comes from off screen from one inserted). An item inserted by an earlier one of them
    /// and kept by the last reads as coming from off screen: it fades in rather than dims in.
    var maps: SnapshotPositionMaps
    var new: FlatItemPositions
    /// How many updates were merged into this one (1 for a single update).
    var coalesced = 1
}

/// Collects the frames of animated updates while a test asks for them.
@MainActor
final class UpdateRecorder {
    var updates: [UpdateFrames] = []
}
