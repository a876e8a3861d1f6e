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
    /// The frames from the screen when it started (frame 0) to just before the final state. A
    /// planned update's frames are kept as the planner made them and each becomes placements
    /// when it is read (see ``Keyframes``).
    package let keyframes: Keyframes
    /// The screens before and after, for ``FrameRule`` (and for tests recording the update).
    var before: [FramePlacement] { keyframes.before }
    var after: [FramePlacement] { keyframes.after }
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
    /// The layout's elements on the new screen that the view could not name (no key, so no
    /// element of the plan), described for tests: each is a violation of the rule by itself.
    var unknownElements: [String] = []

    /// How many frames an animation of `duration` has: one per 60th of a second, at least one.
    package static func frameCount(for duration: Duration) -> Int {
        max(1, Int((duration / .microseconds(16_667)).rounded()))
    }

    /// An animation through `keyframes`, placements made by the caller (an orthogonal bounce).
    init(start: Duration, duration: Duration, keyframes: [[FramePlacement]], before: [FramePlacement],
         after: [FramePlacement], crossFadeReason: String?, startedMidAnimation: Bool = false) {
        self.start = start
        self.duration = duration
        self.keyframes = Keyframes(source: .placements(frames: keyframes, before: before, after: after))
        self.crossFadeReason = crossFadeReason
        self.startedMidAnimation = startedMidAnimation
        placedKeys = Set(keyframes.lazy.flatMap { $0.map(\.key) })
        _checkInvariants()
    }

    /// The animation `plan` planned. Makes no placements: only the set of elements it places
    /// (one key per element, however many frames place it).
    init(start: Duration, duration: Duration, plan: UpdatePlanner.Plan, startedMidAnimation: Bool = false) {
        self.start = start
        self.duration = duration
        keyframes = Keyframes(source: .planned(plan.frames))
        crossFadeReason = plan.crossFadeReason
        self.startedMidAnimation = startedMidAnimation
        var placedKeys = Set<ElementKey>(minimumCapacity: plan.frames.placed.count)
        for i in plan.frames.placed { placedKeys.insert(plan.frames.elements[i].key) }
        self.placedKeys = placedKeys
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

extension UpdateAnimation {
    /// An animation's frames, each as placements in paint order. Reading one makes it: O(its
    /// placements) for a planned update (see ``PlannedFrames``), free for frames given as placements.
    package struct Keyframes: RandomAccessCollection {
        fileprivate enum Source {
            case placements(frames: [[FramePlacement]], before: [FramePlacement], after: [FramePlacement])
            case planned(PlannedFrames)
        }
        fileprivate let source: Source

        /// The first frame's index: 0.
        package var startIndex: Int { 0 }
        /// One past the last frame's index: the number of frames.
        package var endIndex: Int {
            switch source {
            case .placements(let frames, _, _): return frames.count
            case .planned(let planned): return planned.frames.count
            }
        }

        /// Frame `index` as placements in paint order, made now for a planned update.
        package subscript(index: Int) -> [FramePlacement] {
            switch source {
            case .placements(let frames, _, _): return frames[index]
            case .planned(let planned): return planned.placements(planned.frames[index])
            }
        }

        fileprivate var before: [FramePlacement] {
            switch source {
            case .placements(_, let before, _): return before
            case .planned(let planned): return planned.placements(planned.before)
            }
        }

        fileprivate var after: [FramePlacement] {
            switch source {
            case .placements(_, _, let after): return after
            case .planned(let planned): return planned.placements(planned.after)
            }
        }
    }
}
