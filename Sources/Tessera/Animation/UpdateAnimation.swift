import TesseraTerminal

/// The motion of one batch update (or one bounce), worked out in full before its first frame:
/// a fixed number of frames, each the placement of every element on screen, in paint order.
/// The loop's clock picks the frame to show; `UpdatePlanner` makes the frames and checks each
/// against ``FrameRule``.
///
/// Frames are in content coordinates. Anything that changes what the frames were planned for —
/// a scroll, a resize, a sideways flick — ends the animation, and the next frame is the final
/// state.
///
/// Invariant (checked in debug builds): there is at least one frame; frame 0 is the screen the
/// update started from; no frame places an element twice.
package struct UpdateAnimation {
    /// When the animation began, on the window's loop clock.
    package let start: Duration
    /// How long the animation lasts; 200 ms by default. Zero finishes it at once.
    package let duration: Duration
    /// The frames from the screen when it started (frame 0) to just before the final state.
    package let keyframes: [[FramePlacement]]
    /// The screens before and after, for ``FrameRule`` (and for tests recording the update).
    let before: [FramePlacement]
    let after: [FramePlacement]
    /// Why the planner fell back to a cross-fade (the first clause of ``FrameRule`` its slides
    /// broke); nil when the update slides.
    package let crossFadeReason: String?
    /// Whether the planner fell back to a cross-fade (see `UpdatePlanner`).
    package var isCrossFade: Bool { crossFadeReason != nil }
    /// Every element some frame places: their views are kept until the animation ends, even
    /// through frames that leave them out (a closing row can be given no room in one frame and
    /// a sliver in the next).
    let placedKeys: Set<ElementKey>
    /// Whether it began while another animation was running, from a screen caught mid-motion.
    package let startedMidAnimation: Bool
    /// Where each element it plans is in the data after the update (nil: gone), as the view
    /// knew when it planned: a frame that draws an element the frame before left out (a
    /// closing row given no room, then a sliver) finds its place here, not by identifier.
    var positions: [ElementKey: DrawnElement.Position?] = [:]

    /// How many frames an animation of `duration` has: one per 60th of a second, at least one.
    package static func frameCount(for duration: Duration) -> Int {
        max(1, Int((duration / .microseconds(16_667)).rounded()))
    }

    init(start: Duration, duration: Duration, keyframes: [[FramePlacement]], before: [FramePlacement],
         after: [FramePlacement], crossFadeReason: String?, startedMidAnimation: Bool = false) {
        self.start = start
        self.duration = duration
        self.keyframes = keyframes
        self.before = before
        self.after = after
        self.crossFadeReason = crossFadeReason
        self.startedMidAnimation = startedMidAnimation
        placedKeys = Set(keyframes.lazy.flatMap { $0.map(\.key) })
        _checkInvariants()
    }

    /// Linear progress 0…1 at `now`.
    package func progress(at now: Duration) -> Double {
        guard duration > .zero else { return 1 }
        return min(1, max(0, (now - start) / duration))
    }

    /// Whether the animation has reached its end at loop-clock time `now`.
    package func isFinished(at now: Duration) -> Bool { progress(at: now) >= 1 }

    /// The frame to show at `now`; nil once the animation is over (show the final state).
    package func keyframe(at now: Duration) -> [FramePlacement]? {
        guard !isFinished(at: now), !keyframes.isEmpty else { return nil }
        let index = min(keyframes.count - 1, Int(progress(at: now) * Double(keyframes.count)))
        return keyframes[index]
    }

    /// Checks the invariant stated on the type (debug builds only).
    func _checkInvariants() {
        #if DEBUG
        precondition(!keyframes.isEmpty, "an animation has at least one frame")
        for (n, frame) in keyframes.enumerated() {
            precondition(Set(frame.map(\.key)).count == frame.count, "frame \(n) places an element twice")
        }
        var started: [ElementKey: CellRect] = [:]
        for p in before { started[p.key] = p.rect }
        for p in keyframes[0] where p.fate != .inserted && p.fate != .entering {
            precondition(started[p.key] == p.rect, "frame 0 moves \(p.key) from where the screen showed it")
        }
        #endif
    }
}
