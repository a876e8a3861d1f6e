import TesseraTerminal

/// The frames of one planned update as the planner leaves them: each frame in plain values
/// (``PlannedPlacement``), and once per element what its ``FramePlacement`` carries besides (key,
/// role, fate, zIndex, sections). A frame becomes placements only when it is asked for — the
/// one the view shows at a moment, or a recorded screen — so an update replaced after one frame
/// (keys typed in a burst) never pays for the frames it did not show.
///
/// Consecutive equal frames share one array. Cost: O(placements) retains to make one frame.
struct PlannedFrames {
    /// What a placement of one element carries besides its plain values.
    struct Element {
        let key: ElementKey
        let role: FramePlacement.Role
        let fate: FramePlacement.Fate
        let zIndex: Int
        /// Its sections as a placement drawn on the new side lists them (the new section first),
        /// and on the old side.
        let sections: (newSide: [AnyIdentifier], oldSide: [AnyIdentifier])

        /// The full placement of `p`, a placement of this element.
        func placement(_ p: PlannedPlacement) -> FramePlacement {
            FramePlacement(key: key, role: role, fate: fate, rect: p.rect, clip: p.clip, isDimmed: p.traits.contains(.dimmed),
                           sections: p.traits.contains(.onNewSide) ? sections.newSide : sections.oldSide, zIndex: zIndex)
        }
    }

    /// By the planner's element index.
    let elements: [Element]
    /// Each frame, bottom first; frame 0 is the screen when the update came.
    let frames: [[PlannedPlacement]]
    /// The screens before and after, in paint order.
    let before: [PlannedPlacement]
    let after: [PlannedPlacement]
    /// The elements some frame places, by index, ascending.
    let placed: [Int]

    /// The full placements of `frame`, one of these frames (or screens).
    func placements(_ frame: [PlannedPlacement]) -> [FramePlacement] {
        frame.map { elements[$0.element].placement($0) }
    }
}
